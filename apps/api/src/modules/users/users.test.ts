import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { personBody, profileStatus, signIn } from '../../test/kits/staff-test-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile();
const f = factories(t);

const USERS = '/api/v1/admin/users';
const MANAGE_USERS = ['read-users', 'create-users', 'update-users', 'delete-users'];

/** An admin account made through the API by `as` (the super admin unless told). */
async function newAdmin(roleId: number, as: TestUser | 'admin' = 'admin') {
  const body = personBody({ role_id: roleId });
  const created = await t.request('POST', USERS, { as, body });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id as number, email: String(body.email) };
}

async function demoAdminId(): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.sa')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('admin users', () => {
  it('the super admin adds an admin with a narrower role, who signs in with exactly its permissions', async () => {
    const roleId = await f.newRole('admin', ['read-faqs', 'update-faqs']);
    const created = await t.request('POST', USERS, {
      as: 'admin',
      body: personBody({ role_id: roleId, phone: '+966 55 000 1111' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ role_id: roleId, phone: '966550001111', blocked: false });
    expect(created.body).not.toMatch(/password/);
    const token = await signIn(t, 'admin', created.json().data.email);
    const profile = await t.request('GET', '/api/v1/admin/getProfile', { token });
    expect(profile.json().data.user.permissions).toEqual(['read-faqs', 'update-faqs']);
    expect((await t.request('GET', USERS, { token })).statusCode).toBe(403);
  });

  it('names missing and wrong fields with their messages; an email in use is refused', async () => {
    const empty = await t.request('POST', USERS, { as: 'admin', body: {} });
    expect(empty.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Mobile number is required'],
      password: ['Password is required'],
      role_id: ['Role is required'],
    });
    const wrong = await t.request('POST', USERS, {
      as: 'admin',
      body: personBody({ role_id: SYSTEM_ROLE.superAdmin, phone: '12345', password: 'abcdefgh' }),
    });
    expect(wrong.json().errors).toEqual({
      phone: ['Mobile Number is incorrect'],
      password: [
        'The password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special symbol',
      ],
    });
    const ar = await t.request('POST', USERS, {
      as: 'admin',
      locale: 'ar',
      body: personBody({ role_id: SYSTEM_ROLE.superAdmin, email: 'Branch@Demo.sa' }),
    });
    expect(ar.json().errors).toEqual({ email: ['البريد الإلكتروني مستخدم من قبل.'] });
  });

  it('nobody grants what they lack: only roles within the caller’s permissions (role 1 only by a super admin)', async () => {
    const limited = await f.newUser({ type: 'admin', permissions: [...MANAGE_USERS, 'read-faqs'] });
    const narrower = await f.newRole('admin', ['read-faqs', 'read-users']);
    const wider = await f.newRole('admin', ['read-faqs', 'read-countries']);
    await newAdmin(narrower, limited);
    for (const roleId of [wider, SYSTEM_ROLE.superAdmin]) {
      const answer = await t.request('POST', USERS, { as: limited, body: personBody({ role_id: roleId }) });
      expectErrors(answer, {
        role_id: ['You cannot assign a role with permissions you do not hold.'],
      });
    }
    for (const roleId of [SYSTEM_ROLE.vendor, SYSTEM_ROLE.kitchen, 999999]) {
      const answer = await t.request('POST', USERS, { as: 'admin', body: personBody({ role_id: roleId }) });
      expect(answer.json().errors).toEqual({ role_id: ['The selected Role is invalid'] });
    }
    const own = await newAdmin(narrower);
    const promote = await t.request('PUT', `${USERS}/${own.id}`, { as: limited, body: { role_id: wider } });
    expect(promote.json().errors.role_id).toEqual([
      'You cannot assign a role with permissions you do not hold.',
    ]);
    const ar = await t.request('POST', USERS, {
      as: limited,
      locale: 'ar',
      body: personBody({ role_id: wider }),
    });
    expect(ar.json().errors.role_id).toEqual(['لا يمكنك إسناد دور يتضمن صلاحيات لا تملكها.']);
  });

  it('an admin cannot change, block or delete an account that holds more than they do', async () => {
    const limited = await f.newUser({ type: 'admin', permissions: MANAGE_USERS });
    const boss = await demoAdminId();
    for (const [method, url, body] of [
      ['PUT', `${USERS}/${boss}`, { password: 'Taken#Over1' }],
      ['POST', `${USERS}/${boss}/toggle-status`, undefined],
      ['DELETE', `${USERS}/${boss}`, undefined],
    ] as const) {
      const answer = await t.request(method, url, { as: limited, body });
      // 422, not 403: the admin stays on the page with the reason (a 403 sends the dashboard home)
      expect(answer.statusCode, `${method} ${url}`).toBe(422);
      expect(answer.json().message).toBe(
        'You cannot change an account that holds permissions you do not hold.',
      );
    }
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: 'admin' })).statusCode).toBe(200);
    await signIn(t, 'admin', 'admin@demo.sa', 'Demo@12345');
  });

  it('nobody blocks or deletes their own account', async () => {
    const me = await f.newUser({ type: 'admin', permissions: MANAGE_USERS });
    for (const [method, suffix] of [
      ['POST', '/toggle-status'],
      ['DELETE', ''],
    ] as const) {
      const answer = await t.request(method, `${USERS}/${me.id}${suffix}`, { as: me, locale: 'ar' });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('لا يمكنك حظر حسابك أو حذفه.');
    }
    const renamed = await t.request('PUT', `${USERS}/${me.id}`, { as: me, body: { name: 'اسمي الجديد' } });
    expect(renamed.json().data.name).toBe('اسمي الجديد');
  });

  it('blocking ends the account’s sessions at once; so do deleting and a new password set by another admin', async () => {
    const roleId = await f.newRole('admin', ['read-faqs']);
    const blocked = await newAdmin(roleId);
    const blockedToken = await signIn(t, 'admin', blocked.email);
    const toggled = await t.request('POST', `${USERS}/${blocked.id}/toggle-status`, { as: 'admin' });
    expect(toggled.json().data.blocked).toBe(true);
    expect(await profileStatus(t, 'admin', blockedToken)).toBe(401);

    const deleted = await newAdmin(roleId);
    const deletedToken = await signIn(t, 'admin', deleted.email);
    expect((await t.request('DELETE', `${USERS}/${deleted.id}`, { as: 'admin' })).statusCode).toBe(200);
    expect(await profileStatus(t, 'admin', deletedToken)).toBe(401);

    const reset = await newAdmin(roleId);
    const resetToken = await signIn(t, 'admin', reset.email);
    const kept = await t.request('PUT', `${USERS}/${reset.id}`, {
      as: 'admin',
      body: { name: 'مشرف', password: '' },
    });
    expect(kept.statusCode).toBe(200);
    expect(await profileStatus(t, 'admin', resetToken)).toBe(200);
    await t.request('PUT', `${USERS}/${reset.id}`, { as: 'admin', body: { password: 'Fresh#Pass9' } });
    expect(await profileStatus(t, 'admin', resetToken)).toBe(401);
    await signIn(t, 'admin', reset.email, 'Fresh#Pass9');
  });

  it('lists admins only, filters by role, and offers the admin roles', async () => {
    const roleId = await f.newRole('admin', ['read-faqs']);
    const one = await newAdmin(roleId);
    const list = await t.request('GET', `${USERS}?filter[role_id]=${roleId}&sort=-created_at`, {
      as: 'admin',
    });
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([one.id]);
    const all = await t.request('GET', `${USERS}?per_page=100`, { as: 'admin' });
    const emails = all.json().data.map((u: { email: string }) => u.email);
    expect(emails).toContain('admin@demo.sa');
    expect(emails).not.toContain('vendor@demo.sa');
    expect(emails).not.toContain('branch@demo.sa');
    const vendor = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'vendor@demo.sa')
      .executeTakeFirstOrThrow();
    expect((await t.request('GET', `${USERS}/${vendor.id}`, { as: 'admin' })).statusCode).toBe(404);
    const roles = await t.request('GET', '/api/v1/admin/user-roles', { as: 'admin', locale: 'ar' });
    const roleIds = roles.json().data.map((r: { id: number }) => r.id);
    expect(roleIds).toEqual(expect.arrayContaining([SYSTEM_ROLE.superAdmin, roleId]));
    expect(roleIds).not.toContain(SYSTEM_ROLE.vendor);
    expect(roles.json().data[0]).toEqual({ id: 1, name: 'مدير النظام' });
    // the platform's accounts exist in the admin realm only
    for (const [type, as] of [
      ['vendor', 'vendor'],
      ['branch', 'branch'],
    ] as const) {
      expect((await t.request('GET', `/api/v1/${type}/users`, { as })).statusCode).toBe(404);
      expect((await t.request('GET', `/api/v1/${type}/user-roles`, { as })).statusCode).toBe(404);
    }
  });
});
