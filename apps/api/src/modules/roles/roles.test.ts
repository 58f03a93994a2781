import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('roles', () => {
  it('lists admin roles with their permissions and users', async () => {
    const body = (await t.request('GET', '/api/v1/admin/roles', { as: 'admin' })).json();
    const superAdmin = body.data.find((r: { id: number }) => r.id === 1);
    expect(superAdmin.permissions_list).toContain('update-roles');
    expect(superAdmin.users_count).toBe(1);
    expect(body.data.every((r: { id: number }) => r.id !== 2)).toBe(true);
  });

  it('refuses to edit or delete role 1', async () => {
    const edit = await t.request('PUT', '/api/v1/admin/roles/1', {
      as: 'admin',
      body: { permissions_list: ['read-orders'] },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('This role cannot be edited.');
    expect((await t.request('DELETE', '/api/v1/admin/roles/1', { as: 'admin' })).statusCode).toBe(403);
  });

  it('creates and edits a role; the change applies to its users at once; unknown permissions are refused', async () => {
    const created = await t.request('POST', '/api/v1/admin/roles', {
      as: 'admin',
      body: {
        name_ar: 'الدعم',
        name_en: 'Support',
        permissions_list: ['read-faqs', 'read-faqs', 'update-faqs'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.permissions_list).toEqual(['read-faqs', 'update-faqs']);
    const bad = await t.request('PUT', `/api/v1/admin/roles/${created.json().data.id}`, {
      as: 'admin',
      body: { permissions_list: ['fly-planes'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.permissions_list).toEqual(['The selected Permissions is invalid']);
    const edited = await t.request('PUT', `/api/v1/admin/roles/${created.json().data.id}`, {
      as: 'admin',
      body: { permissions_list: ['read-faqs'] },
    });
    expect(edited.json().data.permissions_list).toEqual(['read-faqs']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'roles.permissions_changed')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ before: ['read-faqs', 'update-faqs'], after: ['read-faqs'] });
  });

  it('does not let a manager grant a permission they do not hold', async () => {
    const role = await t.db
      .insertInto('roles')
      .values({
        name_ar: 'مدير الأدوار',
        name_en: 'Role manager',
        user_type: 'admin',
        permissions: ['read-roles', 'create-roles', 'update-roles'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { demoPasswordHash } = await import('../../db/seed/accounts.ts');
    await t.db
      .insertInto('users')
      .values({
        type: 'admin',
        name: 'مدير',
        email: 'roles@demo.sa',
        password_hash: await demoPasswordHash(),
        role_id: role.id,
      })
      .execute();
    const token = (
      await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'roles@demo.sa', password: 'Demo@12345' },
      })
    ).json().data.token;
    const grab = await t.request('POST', '/api/v1/admin/roles', {
      token,
      body: { name_ar: 'الكل', name_en: 'Everything', permissions_list: ['read-roles', 'delete-orders'] },
    });
    expect(grab.statusCode).toBe(422);
    expect(grab.json().errors.permissions_list).toEqual(['You cannot grant a permission you do not hold.']);
    const own = await t.request('PUT', `/api/v1/admin/roles/${role.id}`, {
      token,
      body: { permissions_list: ['read-roles', 'create-roles', 'update-roles', 'update-settings'] },
    });
    expect(own.statusCode).toBe(422);
  });
});
