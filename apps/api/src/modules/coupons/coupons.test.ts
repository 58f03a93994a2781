import { riyadhDay } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  couponBody,
  newCancelReason,
  newCustomer,
  newShop,
  oneShawarma,
  step,
} from '../../test/kits/order-test-kit.ts';

/** Coupons (SPEC §3, §5; DOMAIN.md "Coupons"): who makes and sees which, their rules, their uses. */
const t = testAppForFile();

const inDays = (days: number) => riyadhDay(new Date(Date.now() + days * 86_400_000));

async function create(as: TestUser | 'admin', body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') {
  const type = typeof as === 'string' ? 'admin' : as.type;
  return t.request('POST', `/api/v1/${type}/coupons`, { as, body, locale });
}

async function created(as: TestUser | 'admin', overrides: Record<string, unknown> = {}) {
  const answer = await create(as, couponBody(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as {
    id: number;
    coupon_code: string;
    brand_id: number | null;
    branch_ids: number[];
  };
}

describe('who makes and sees coupons', () => {
  it('makes the admin’s coupons the platform’s and a vendor’s its brand’s, each seen in its tenant only', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const other = await f.newVendor();
    const platform = await created('admin');
    expect(platform.brand_id).toBeNull();
    const branch = await f.newBranch(vendor.brandId);
    const mine = await created(vendor, {
      type: 'amount',
      discount_amount_code: '10.50',
      branch_ids: [branch.id],
    });
    expect(mine).toMatchObject({ brand_id: vendor.brandId, branch_ids: [branch.id] });

    const vendorList = await t.request('GET', '/api/v1/vendor/coupons?per_page=100', { as: vendor });
    expect((vendorList.json().data as { id: number }[]).map((c) => c.id)).toEqual([mine.id]);
    for (const [who, id] of [
      [other, mine.id],
      [vendor, platform.id],
    ] as const) {
      expect((await t.request('GET', `/api/v1/vendor/coupons/${id}`, { as: who })).statusCode).toBe(404);
      const edit = await t.request('PUT', `/api/v1/vendor/coupons/${id}`, {
        as: who,
        body: { max_use_code: 5 },
      });
      expect(edit.statusCode).toBe(404);
      expect((await t.request('DELETE', `/api/v1/vendor/coupons/${id}`, { as: who })).statusCode).toBe(404);
      expect((await t.request('GET', `/api/v1/vendor/coupons/${id}/uses`, { as: who })).statusCode).toBe(404);
    }
    const adminList = await t.request('GET', `/api/v1/admin/coupons?filter[brand_id]=${vendor.brandId}`, {
      as: 'admin',
    });
    expect((adminList.json().data as { id: number }[]).map((c) => c.id)).toEqual([mine.id]);

    // Another brand's branch, or branches on a platform coupon: refused on the field.
    const foreign = await f.newBranch(other.brandId);
    const wrong = await create(vendor, couponBody({ branch_ids: [foreign.id] }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.branch_ids).toEqual(['Choose branches of the coupon’s own brand.']);
    expect((await create('admin', couponBody({ branch_ids: [branch.id] }))).statusCode).toBe(422);
  });

  it('refuses branch users without the permission', async () => {
    const vendor = await factories(t).newVendor();
    const manager = await factories(t).newBranchUser(vendor);
    expect((await t.request('GET', '/api/v1/branch/coupons', { as: manager })).statusCode).toBe(403);
    expect((await create(manager, couponBody())).statusCode).toBe(403);
  });
});

describe('the rules of SPEC §5', () => {
  it('says what is wrong with each field, in the request’s language', async () => {
    const vendor = await factories(t).newVendor();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { discount_amount_code: '150' },
        'discount_amount_code',
        'Discount Amount has to be 100 or less than 100',
      ],
      [{ discount_amount_code: '0' }, 'discount_amount_code', 'Discount Amount has to be greater than zero'],
      [
        { type: 'amount', discount_amount_code: '1000000' },
        'discount_amount_code',
        'The maximum allowed price is 999999. Please try again',
      ],
      [{ max_use_code: 0 }, 'max_use_code', 'Max use of the code cannot be zero'],
      [{ end_date: inDays(-1) }, 'end_date', 'The end date cannot be before the start date'],
      [
        { coupon_code: 'no spaces!' },
        'coupon_code',
        'The coupon code must be 3 to 32 letters, digits, dashes or underscores',
      ],
      [{ coupon_name_en: 'Offer 50' }, 'coupon_name_en', 'Name must be in English letters only.'],
      [{ type: 'free' }, 'type', 'The selected Type is invalid'],
      [{ start_date: '2026-02-30' }, 'start_date', 'Start date must be a valid date'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await create(vendor, couponBody(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(answer.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    const missing = await create(vendor, { type: 'amount' }, 'ar');
    expect(missing.json().errors.coupon_code).toEqual(['كود الكوبون مطلوب']);
    const none = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('brand_id', '=', vendor.brandId)
      .execute();
    expect(none).toEqual([]);
  });

  it('keeps codes unique without regard to case', async () => {
    const vendor = await factories(t).newVendor();
    const first = await created(vendor);
    const again = await create('admin', couponBody({ coupon_code: first.coupon_code.toLowerCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.coupon_code).toEqual(['This Coupon code is already in use.']);
  });

  it('checks an edit against the coupon as it will be', async () => {
    const vendor = await factories(t).newVendor();
    const coupon = await created(vendor, { type: 'amount', discount_amount_code: '150' });
    const toPercent = await t.request('PUT', `/api/v1/vendor/coupons/${coupon.id}`, {
      as: vendor,
      body: { type: 'percentage' },
    });
    expect(toPercent.statusCode).toBe(422);
    expect(toPercent.json().errors.discount_amount_code).toEqual([
      'Discount Amount has to be 100 or less than 100',
    ]);
    const earlyEnd = await t.request('PATCH', `/api/v1/vendor/coupons/${coupon.id}`, {
      as: vendor,
      body: { end_date: inDays(-3) },
    });
    expect(earlyEnd.json().errors.end_date).toEqual(['The end date cannot be before the start date']);
    const fine = await t.request('PATCH', `/api/v1/vendor/coupons/${coupon.id}`, {
      as: vendor,
      body: { type: 'percentage', discount_amount_code: '20', branch_ids: [] },
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data).toMatchObject({ type: 'percentage', discount_amount_code: '20.00' });
  });
});

describe('uses', () => {
  it('gives exactly 50 discounted orders of 200 placed at once with a coupon limited to 50', async () => {
    const shop = await newShop(t);
    const coupon = await created(shop.vendor, { max_use_code: 50, discount_amount_code: '10' });
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(t)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request('POST', '/api/v1/client/orders', {
          token: customers[i % customers.length]?.token ?? '',
          body: oneShawarma(shop, { coupon_code: coupon.coupon_code }),
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(50);
    for (const order of placed) expect(Number(order.json().data.coupon_discount)).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.coupon_code).toEqual([
        'This coupon has been used the most times it allows.',
      ]);
    }
    const shown = await t.request('GET', `/api/v1/vendor/coupons/${coupon.id}`, { as: shop.vendor });
    expect(shown.json().data).toMatchObject({ used_count: 50, remaining_uses: 0 });

    // The drawer's list: every use, the canceled order's given back; the maximum never below the uses.
    const cashier = await shop.staff('cashier');
    const canceled = placed[0]?.json().data as { id: number; order_number: string };
    const reason = await newCancelReason(t);
    expect(
      (await step(t, cashier, canceled.id, { status: 'canceled', cancel_reason_id: reason })).statusCode,
    ).toBe(200);
    const uses = await t.request('GET', `/api/v1/vendor/coupons/${coupon.id}/uses?per_page=100`, {
      as: shop.vendor,
    });
    expect(uses.statusCode).toBe(200);
    const rows = uses.json().data as { order_number: string; released_at: string | null }[];
    expect(rows).toHaveLength(50);
    expect(uses.json().meta.total).toBe(50);
    expect(rows.filter((row) => row.released_at !== null).map((row) => row.order_number)).toEqual([
      canceled.order_number,
    ]);
    const lower = await t.request('PATCH', `/api/v1/vendor/coupons/${coupon.id}`, {
      as: shop.vendor,
      body: { max_use_code: 10 },
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.max_use_code).toEqual([
      'Max use of the code cannot be less than the 49 times it has already been used',
    ]);

    // A used coupon stays (its orders keep it): blocked, not deleted.
    const removed = await t.request('DELETE', `/api/v1/vendor/coupons/${coupon.id}`, { as: shop.vendor });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toBe(
      'This coupon has been used by orders and cannot be deleted. Deactivate it instead.',
    );
    const unused = await created(shop.vendor);
    expect(
      (await t.request('DELETE', `/api/v1/vendor/coupons/${unused.id}`, { as: shop.vendor })).statusCode,
    ).toBe(200);
  });
});
