import { readZatcaQr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { newCustomer, oneShawarma, placeOrder, shopForFile, step } from '../../test/kits/order-test-kit.ts';

/** The simplified tax invoice of a handed-over order, with its ZATCA phase-1 QR. */
let cashier: TestUser;
let customer: { id: number; token: string };
let order: { id: number; order_number: string };

const { t, shop } = shopForFile(async () => {
  await t.db
    .updateTable('brands')
    .set({ brand_ar: 'بيت الشاورما الذهبي', tax_no: '310122393500003' })
    .where('id', '=', shop.brandId)
    .execute();
  cashier = await shop.staff('cashier');
  customer = await newCustomer(t);
  order = await placeOrder(t, customer, {
    branch_id: shop.branchId,
    delivery_type: 'receiving',
    items: [
      { meal_id: shop.menu.shawarma, size_id: shop.menu.large, extra_ids: [shop.menu.cheese], quantity: 2 },
      { meal_id: shop.menu.water, quantity: 1 },
    ],
  });
  for (const status of ['preparing', 'ready', 'completed']) await step(t, cashier, order.id, { status });
});

describe('the tax invoice', () => {
  it('carries a QR that decodes to the Arabic seller name, VAT number, Riyadh time, total and VAT', async () => {
    const response = await t.request('GET', `/api/v1/branch/orders/${order.id}/invoice`, { as: cashier });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json().data;
    const stored = await t.db
      .selectFrom('orders')
      .select(['total', 'taxes', 'completed_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const qr = readZatcaQr(invoice.qr);
    expect(qr).toEqual({
      sellerName: 'بيت الشاورما الذهبي',
      vatNumber: '310122393500003',
      timestamp: invoice.issued_at,
      total: stored.total,
      vat: stored.taxes,
    });
    // the Arabic name's length byte counts its UTF-8 bytes
    expect(Buffer.from(invoice.qr, 'base64')[1]).toBe(Buffer.byteLength('بيت الشاورما الذهبي'));
    expect(invoice.issued_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(Date.parse(invoice.issued_at)).toBe(
      Math.floor((stored.completed_at?.getTime() ?? 0) / 1000) * 1000,
    );
  });

  it('lists the lines and totals of the order in both languages', async () => {
    const invoice = (
      await t.request('GET', `/api/v1/vendor/orders/${order.id}/invoice`, { as: shop.vendor, locale: 'ar' })
    ).json().data;
    expect(invoice.invoice_number).toBe(order.order_number);
    expect(invoice.seller.name).toEqual({ ar: 'بيت الشاورما الذهبي', en: expect.stringMatching(/^Brand /) });
    expect(invoice.lines).toEqual([
      {
        name: { ar: 'شاورما دجاج', en: 'Chicken shawarma' },
        size: { ar: 'كبير', en: 'Large' },
        extras: [{ name: { ar: 'جبن', en: 'Cheese' }, price: '3.00' }],
        quantity: 2,
        unit_price: '26.00',
        extras_total: '3.00',
        line_total: '58.00',
        tax_rate: '15.00',
      },
      expect.objectContaining({ name: { ar: 'ماء', en: 'Water' }, line_total: '8.50', tax_rate: '0.00' }),
    ]);
    expect([
      invoice.subtotal,
      invoice.discounts,
      invoice.taxable_amount,
      invoice.taxes,
      invoice.total,
    ]).toEqual(['66.50', '0.00', '66.50', '8.70', '75.20']);
  });

  it('is the customer’s to read too, and nobody else’s', async () => {
    const own = await t.request('GET', `/api/v1/client/orders/${order.id}/invoice`, {
      token: customer.token,
    });
    expect(own.statusCode).toBe(200);
    const f = factories(t);
    const strangers: (TestUser | { token: string; type: 'client' })[] = [
      await f.newVendor(),
      await f.newBranchUser({ brandId: shop.brandId }),
      { token: (await newCustomer(t)).token, type: 'client' },
    ];
    for (const stranger of strangers) {
      const response = await t.request('GET', `/api/v1/${stranger.type}/orders/${order.id}/invoice`, {
        token: stranger.token,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('is not issued before the order is handed over', async () => {
    const pending = await placeOrder(t, customer, oneShawarma(shop));
    const en = await t.request('GET', `/api/v1/admin/orders/${pending.id}/invoice`, { as: 'admin' });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('The tax invoice is issued once the order is handed over.');
    const ar = await t.request('GET', `/api/v1/admin/orders/${pending.id}/invoice`, {
      as: 'admin',
      locale: 'ar',
    });
    expect(ar.json().message).toBe('تصدر الفاتورة الضريبية بعد تسليم الطلب.');
  });
});
