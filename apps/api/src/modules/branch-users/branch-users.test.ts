import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { personBody, profileStatus, STRONG, signIn } from '../../test/kits/staff-test-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile();
const f = factories(t);

describe('branch users: fields and rules', () => {
  it('a vendor adds a kitchen account: stored phone 966…, the kitchen role, never the password; it signs in', async () => {
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    const body = personBody({ sub_role: 'kitchen', branch_id: branch.id, phone: '055 123-4567' });
    const created = await t.request('POST', '/api/v1/vendor/branch-users', { as: vendor, body });
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      email: body.email,
      phone: '966551234567',
      sub_role: 'kitchen',
      role_id: SYSTEM_ROLE.kitchen,
      branch_id: branch.id,
      brand_id: vendor.brandId,
      blocked: false,
    });
    expect(created.body).not.toMatch(/password/);
    const token = await signIn(t, 'branch', String(body.email));
    const profile = await t.request('GET', '/api/v1/branch/getProfile', { token });
    expect(profile.json().data.user.permissions).not.toContain('read-branchusers');
    expect(profile.json().data.user.permissions).toContain('read-orders');
    const shown = await t.request('GET', `/api/v1/vendor/branch-users/${data.id}`, { as: vendor });
    expect(shown.body).not.toMatch(/password/);
  });

  it('names every missing field, in English and in Arabic', async () => {
    const en = await t.request('POST', '/api/v1/admin/branch-users', { as: 'admin', body: {} });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Mobile number is required'],
      password: ['Password is required'],
      sub_role: ['Job is required'],
      branch_id: ['Branch is required'],
    });
    const ar = await t.request('POST', '/api/v1/admin/branch-users', { as: 'admin', body: {}, locale: 'ar' });
    expect(ar.json().errors.phone[0]).toContain('رقم الجوال');
    expect(ar.json().errors.branch_id[0]).toContain('الفرع');
  });

  it('refuses a wrong phone, a weak password, a bad email and an unknown job with their messages', async () => {
    const body = personBody({
      phone: '0521234567',
      password: 'password1',
      email: 'not-an-email',
      sub_role: 'chef',
      branch_id: t.tenants.branchId,
    });
    const answer = await t.request('POST', '/api/v1/admin/branch-users', { as: 'admin', body });
    expectErrors(answer, {
      phone: ['Mobile Number is incorrect'],
      password: [
        'The password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special symbol',
      ],
      email: ['Please enter your email correctly'],
      sub_role: ['The selected Job is invalid'],
    });
  });

  it('refuses an email any account already has (any case, any kind of account), in both languages', async () => {
    for (const email of ['VENDOR@demo.sa', 'admin@demo.sa', 'kitchen@demo.sa']) {
      const body = personBody({ email, sub_role: 'cashier', branch_id: t.tenants.branchId });
      const answer = await t.request('POST', '/api/v1/admin/branch-users', { as: 'admin', body });
      expect(answer.statusCode, email).toBe(422);
      expect(answer.json().errors).toEqual({ email: ['This Email is already in use.'] });
    }
    const ar = await t.request('POST', '/api/v1/vendor/branch-users', {
      as: 'vendor',
      locale: 'ar',
      body: personBody({ email: 'cashier@demo.sa', sub_role: 'cashier', branch_id: t.tenants.branchId }),
    });
    expect(ar.json().errors.email).toEqual(['البريد الإلكتروني مستخدم من قبل.']);
  });

  it('updates without a password (kept), changes the job with its role, and a new password ends the sessions', async () => {
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    const body = personBody({ sub_role: 'cashier', branch_id: branch.id });
    const id = (await t.request('POST', '/api/v1/vendor/branch-users', { as: vendor, body })).json().data.id;
    const token = await signIn(t, 'branch', String(body.email));
    const edit = await t.request('PUT', `/api/v1/vendor/branch-users/${id}`, {
      as: vendor,
      body: { name: 'نورة الجديدة', password: '', sub_role: 'manager' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({
      name: 'نورة الجديدة',
      sub_role: 'manager',
      role_id: SYSTEM_ROLE.branchManager,
    });
    // the old password still works and the session lives on; the new job's permissions apply at once
    expect(await profileStatus(t, 'branch', token)).toBe(200);
    const list = await t.request('GET', '/api/v1/branch/branch-users', { token });
    expect(list.statusCode).toBe(200);
    const weak = await t.request('PUT', `/api/v1/vendor/branch-users/${id}`, {
      as: vendor,
      body: { password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await t.request('PUT', `/api/v1/vendor/branch-users/${id}`, {
      as: vendor,
      body: { password: 'Another#2026b' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(t, 'branch', token)).toBe(401);
    await signIn(t, 'branch', String(body.email), 'Another#2026b');
    const old = await t.request('POST', '/api/v1/branch/login', {
      body: { email: body.email, password: STRONG },
    });
    expect(old.statusCode).toBe(401);
  });

  it('a vendor moves staff between its own branches only', async () => {
    const vendor = await f.newVendor();
    const [one, two] = [await f.newBranch(vendor.brandId), await f.newBranch(vendor.brandId)];
    const body = personBody({ sub_role: 'kitchen', branch_id: one.id });
    const id = (await t.request('POST', '/api/v1/vendor/branch-users', { as: vendor, body })).json().data.id;
    const moved = await t.request('PATCH', `/api/v1/vendor/branch-users/${id}`, {
      as: vendor,
      body: { branch_id: two.id },
    });
    expect(moved.json().data.branch_id).toBe(two.id);
    const away = await t.request('PATCH', `/api/v1/vendor/branch-users/${id}`, {
      as: vendor,
      body: { branch_id: t.tenants.brand2BranchId },
    });
    expectErrors(away, { branch_id: ['The selected Branch is invalid'] });
  });

  it('lists with filters and sorts, exports, and offers the caller’s branches', async () => {
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    for (const sub_role of ['kitchen', 'cashier', 'manager']) {
      const body = personBody({ sub_role, branch_id: branch.id });
      await t.request('POST', '/api/v1/vendor/branch-users', { as: vendor, body });
    }
    const kitchen = await t.request(
      'GET',
      '/api/v1/vendor/branch-users?filter[sub_role]=kitchen&sort=-name',
      {
        as: vendor,
      },
    );
    expect(kitchen.json().data.map((u: { sub_role: string }) => u.sub_role)).toEqual(['kitchen']);
    expect(kitchen.json().allowed_sorts).toHaveProperty('last_login_at');
    const all = await t.request('GET', `/api/v1/vendor/branch-users?filter[branch_id]=${branch.id}`, {
      as: vendor,
    });
    expect(all.json().meta.total).toBe(3);
    const csv = await t.request('GET', '/api/v1/vendor/branch-users/export?format=csv', { as: vendor });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/password|argon/i);
    const options = await t.request('GET', '/api/v1/vendor/staff-branches', { as: vendor });
    expect(options.json().data.map((b: { id: number }) => b.id)).toEqual([branch.id]);
    const own = await t.request('GET', '/api/v1/branch/staff-branches', { as: 'branch' });
    expect(own.json().data.map((b: { id: number }) => b.id)).toEqual([t.tenants.branchId]);
    const admin = await t.request('GET', '/api/v1/admin/staff-branches', { as: 'admin' });
    expect(admin.json().data.length).toBeGreaterThanOrEqual(4);
  });
});
