import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { branchBody, createBranch, newPlaces, type Places } from '../../test/kits/branch-test-kit.ts';
import { expectFields } from '../../test/refusals.ts';

let places: Places;
const t = testAppForFile(async () => {
  places = await newPlaces(t, f);
});
const f = factories(t);

const countBranches = async () =>
  Number(
    (
      await t.db
        .selectFrom('branches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('branches: create, read, edit, delete', () => {
  it('a vendor adds a branch of its brand with split and after-midnight hours, edits it and deletes it', async () => {
    const vendor = await f.newVendor();
    const branch = await createBranch(t, vendor, branchBody(places));
    expect(branch).toMatchObject({
      brand_id: vendor.brandId,
      brand_name: vendor.brandName,
      name_en: 'Olaya Branch',
      address_lat: '24.690500',
      address_long: '46.685600',
      city_id: places.riyadh.id,
      district_id: places.riyadh.districts[0],
      district_name: 'Al Olaya',
      phone: '966551234567',
      booking_fees: '15.00',
      receiving: true,
      car_delivering: true,
      drive_through: false,
      table_booking: true,
      tables_inside: 8,
      status: 'PendingAdminApproval',
      blocked: false,
    });
    expect(branch.working_hours).toEqual([
      { day_of_week: 0, opening_time: '12:00', closing_time: '15:30' },
      { day_of_week: 0, opening_time: '18:00', closing_time: '01:00' },
      { day_of_week: 5, opening_time: '13:30', closing_time: '02:00' },
    ]);

    const edited = await t.request('PUT', `/api/v1/vendor/branches/${branch.id}`, {
      as: vendor,
      body: {
        name_en: 'Olaya Main Branch',
        working_hours: [{ day_of_week: 6, opening_time: '00:00', closing_time: '23:59' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name_en: 'Olaya Main Branch',
      name_ar: 'فرع العليا',
      tables_inside: 8,
      working_hours: [{ day_of_week: 6, opening_time: '00:00', closing_time: '23:59' }],
    });
    // Hours not sent stay as they are.
    const kept = await t.request('PATCH', `/api/v1/vendor/branches/${branch.id}`, {
      as: vendor,
      body: { tables_outside: 0 },
    });
    expect(kept.json().data.working_hours).toHaveLength(1);

    const list = await t.request('GET', '/api/v1/vendor/branches?filter[name]=Olaya%20Main', { as: vendor });
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([branch.id]);

    const toggled = await t.request('POST', `/api/v1/vendor/branches/${branch.id}/toggle-status`, {
      as: vendor,
    });
    expect(toggled.json().data.blocked).toBe(true);

    const removed = await t.request('DELETE', `/api/v1/vendor/branches/${branch.id}`, { as: vendor });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.db.selectFrom('branch_working_hours').where('branch_id', '=', branch.id).execute(),
    ).toEqual([]);
  });

  it('an admin names the brand; a vendor never names another brand', async () => {
    const vendor = await f.newVendor();
    const missing = await t.request('POST', '/api/v1/admin/branches', {
      as: 'admin',
      body: branchBody(places),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.brand_id).toEqual(['Brand is required']);
    const made = await createBranch(t, 'admin', branchBody(places, { brand_id: vendor.brandId }));
    expect(made.brand_id).toBe(vendor.brandId);

    const other = await f.newVendor();
    const foreign = await t.request('POST', '/api/v1/vendor/branches', {
      as: vendor,
      body: branchBody(places, { brand_id: other.brandId }),
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('a brand awaiting approval gets no branch: its vendor is held back, the admin is told why', async () => {
    const brand = await f.newBrand({ status: 'PendingAdminApproval' });
    const vendor = await f.newUser({ type: 'vendor', brandId: brand.id });
    const before = await countBranches();
    const own = await t.request('POST', '/api/v1/vendor/branches', { as: vendor, body: branchBody(places) });
    expect(own.statusCode).toBe(403);
    const byAdmin = await t.request('POST', '/api/v1/admin/branches', {
      as: 'admin',
      locale: 'ar',
      body: branchBody(places, { brand_id: brand.id }),
    });
    expect(byAdmin.statusCode).toBe(422);
    expect(byAdmin.json().errors.brand_id).toEqual([
      'هذه العلامة التجارية غير معتمدة بعد، فلا يمكن إضافة فروع لها',
    ]);
    expect(await countBranches()).toBe(before);
  });

  it('a single-branch brand has one branch: a second answers 422 in the caller’s language', async () => {
    const vendor = await f.newVendor();
    await t.db.updateTable('brands').set({ single_branch: true }).where('id', '=', vendor.brandId).execute();
    await createBranch(t, vendor, branchBody(places));
    const second = await t.request('POST', '/api/v1/vendor/branches', {
      as: vendor,
      body: branchBody(places),
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(
      'This brand works with a single branch and already has one. It cannot add another branch.',
    );
    const arabic = await t.request('POST', '/api/v1/admin/branches', {
      as: 'admin',
      locale: 'ar',
      body: branchBody(places, { brand_id: vendor.brandId }),
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe(
      'تعمل هذه العلامة التجارية بفرع واحد ولديها فرع بالفعل، فلا يمكن إضافة فرع آخر.',
    );
    // Two at the same time: still one.
    const other = await f.newVendor();
    await t.db.updateTable('brands').set({ single_branch: true }).where('id', '=', other.brandId).execute();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.request('POST', '/api/v1/vendor/branches', { as: other, body: branchBody(places) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('refuses to delete a branch with orders or with staff, and keeps it', async () => {
    const vendor = await f.newVendor();
    const withOrder = await createBranch(t, vendor, branchBody(places));
    await f.newOrder({
      brandId: vendor.brandId,
      branchId: withOrder.id,
      status: 'completed',
      total: '20.00',
    });
    const refused = await t.request('DELETE', `/api/v1/vendor/branches/${withOrder.id}`, { as: vendor });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This branch has orders or reservations and cannot be deleted. Block it instead, so nothing of it is lost.',
    );
    const staffed = await createBranch(t, vendor, branchBody(places));
    await f.newUser({ type: 'branch', brandId: vendor.brandId, branchId: staffed.id, subRole: 'kitchen' });
    const spoofed = await t.request('POST', `/api/v1/vendor/branches/${staffed.id}`, {
      as: vendor,
      locale: 'ar',
      body: { _method: 'delete' },
    });
    expect(spoofed.statusCode).toBe(422);
    expect(spoofed.json().message).toBe(
      'لهذا الفرع حسابات موظفين ولا يمكن حذفه. انقل حساباته أو احذفها أولًا.',
    );
    const still = await t.db
      .selectFrom('branches')
      .select('id')
      .where('id', 'in', [withOrder.id, staffed.id])
      .execute();
    expect(still).toHaveLength(2);
  });

  it('gives the form its city → district lists and the admin its brands', async () => {
    const vendor = await f.newVendor();
    const cities = await t.request('GET', '/api/v1/vendor/branch-cities', { as: vendor, locale: 'ar' });
    expect(cities.statusCode).toBe(200);
    const riyadh = cities.json().data.find((c: { id: number }) => c.id === places.riyadh.id);
    expect(riyadh.name).toBe('الرياض');
    expect(riyadh.districts.map((d: { name: string }) => d.name).sort()).toEqual(['العليا', 'الملقا'].sort());
    const brands = await t.request('GET', '/api/v1/admin/branch-brands', { as: 'admin' });
    expect(brands.json().data).toContainEqual({
      id: vendor.brandId,
      name: vendor.brandName,
      single_branch: false,
    });
    expect((await t.request('GET', '/api/v1/vendor/branch-brands', { as: vendor })).statusCode).toBe(404);
  });
});

describe('branch approval', () => {
  it('the admin takes a new branch through approval; a rejection needs its reason; other steps are refused', async () => {
    const vendor = await f.newVendor();
    const branch = await createBranch(t, vendor, branchBody(places));
    const step = (status: string, extra: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
      t.request('POST', `/api/v1/admin/branches/${branch.id}/status`, {
        as: 'admin',
        locale,
        body: { status, ...extra },
      });

    const skipped = await step('DocumentsApproved');
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().errors.status).toHaveLength(1);
    const approved = await step('AdminApproved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      id: branch.id,
      status: 'AdminApproved',
      status_reason: null,
    });
    expect((await step('PendingDocumentsApproval')).statusCode).toBe(200);
    const noReason = await step('DocumentsRejected', {}, 'ar');
    expectFields(noReason, ['reason']);
    const rejected = await step('DocumentsRejected', { reason: 'صورة السجل غير واضحة' });
    expect(rejected.json().data).toMatchObject({
      status: 'DocumentsRejected',
      status_reason: 'صورة السجل غير واضحة',
    });

    // The vendor sees the status and its reason, and cannot take a step itself.
    const seen = await t.request('GET', `/api/v1/vendor/branches/${branch.id}`, { as: vendor });
    expect(seen.json().data).toMatchObject({
      status: 'DocumentsRejected',
      status_reason: 'صورة السجل غير واضحة',
    });
    const own = await t.request('POST', `/api/v1/vendor/branches/${branch.id}/status`, {
      as: vendor,
      body: { status: 'PendingDocumentsApproval' },
    });
    expect(own.statusCode).toBe(404);
    const audit = await auditRows(t, ['action'], {
      entity: 'branches',
      entityId: branch.id,
      action: 'branches.status',
    });
    expect(audit).toHaveLength(3);
  });
});
