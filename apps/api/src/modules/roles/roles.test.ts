import { describe, expect, it } from 'vitest';
import { factories, uniqueWord } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectFields } from '../../test/refusals.ts';

const t = testAppForFile();
const f = factories(t);

interface Role {
  id: number;
  name_en: string;
  permissions_list: string[];
  users_count: number;
  is_system: boolean;
}

/** A role made through the API by the super admin. */
async function createRole(permissions: string[]): Promise<Role> {
  const word = uniqueWord();
  const created = await t.request('POST', '/api/v1/admin/roles', {
    as: 'admin',
    body: { name_ar: `دور ${word}`, name_en: `Role ${word}`, permissions_list: permissions },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as Role;
}

describe('roles', () => {
  it('lists admin roles with their permissions, users and system mark; never the vendor and branch roles', async () => {
    const body = (await t.request('GET', '/api/v1/admin/roles?per_page=100', { as: 'admin' })).json();
    const superAdmin = body.data.find((r: Role) => r.id === 1);
    expect(superAdmin.permissions_list).toContain('update-roles');
    expect(superAdmin.users_count).toBeGreaterThanOrEqual(1);
    expect(superAdmin.is_system).toBe(true);
    expect(body.data.some((r: Role) => [2, 3, 4, 5].includes(r.id))).toBe(false);
  });

  it('answers 404 for changing or deleting role 1, which stays as it was', async () => {
    const before = (await t.request('GET', '/api/v1/admin/roles/1', { as: 'admin' })).json().data as Role;
    const edit = await t.request('PUT', '/api/v1/admin/roles/1', {
      as: 'admin',
      body: { permissions_list: ['read-orders'] },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('The requested record was not found.');
    const spoofed = await t.request('POST', '/api/v1/admin/roles/1', {
      as: 'admin',
      body: { _method: 'delete' },
    });
    expect(spoofed.statusCode).toBe(404);
    expect((await t.request('DELETE', '/api/v1/admin/roles/1', { as: 'admin' })).statusCode).toBe(404);
    const after = (await t.request('GET', '/api/v1/admin/roles/1', { as: 'admin' })).json().data as Role;
    expect(after.permissions_list).toEqual(before.permissions_list);
  });

  it('does not find the built-in vendor and branch roles', async () => {
    for (const id of [2, 3, 4, 5]) {
      expect((await t.request('GET', `/api/v1/admin/roles/${id}`, { as: 'admin' })).statusCode).toBe(404);
      const edit = await t.request('PUT', `/api/v1/admin/roles/${id}`, {
        as: 'admin',
        body: { permissions_list: ['read-orders'] },
      });
      expect(edit.statusCode).toBe(404);
      expect((await t.request('DELETE', `/api/v1/admin/roles/${id}`, { as: 'admin' })).statusCode).toBe(404);
    }
    const vendorRole = await t.db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(vendorRole.permissions).not.toEqual(['read-orders']);
  });

  it('creates and edits a role; the change applies to its users at once and is audited; unknown permissions are refused', async () => {
    const created = await t.request('POST', '/api/v1/admin/roles', {
      as: 'admin',
      body: {
        name_ar: `الدعم ${uniqueWord()}`,
        name_en: `Support ${uniqueWord()}`,
        permissions_list: ['read-faqs', 'read-faqs', 'update-faqs'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.permissions_list).toEqual(['read-faqs', 'update-faqs']);
    const bad = await t.request('PUT', `/api/v1/admin/roles/${id}`, {
      as: 'admin',
      body: { permissions_list: ['fly-planes'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.permissions_list).toEqual(['The selected Permissions is invalid']);
    const edited = await t.request('PUT', `/api/v1/admin/roles/${id}`, {
      as: 'admin',
      body: { permissions_list: ['read-faqs'] },
    });
    expect(edited.json().data.permissions_list).toEqual(['read-faqs']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'roles.permissions_changed')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ before: ['read-faqs', 'update-faqs'], after: ['read-faqs'] });
  });

  it('takes the permission away from the role holders on their next call', async () => {
    const user = await f.newUser({ type: 'admin', permissions: ['read-faqs', 'read-countries'] });
    expect((await t.request('GET', '/api/v1/admin/faqs', { as: user })).statusCode).toBe(200);
    const put = await t.request('PUT', `/api/v1/admin/roles/${await f.roleOf(user)}`, {
      as: 'admin',
      body: { permissions_list: ['read-countries'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.request('GET', '/api/v1/admin/faqs', { as: user })).statusCode).toBe(403);
    const profile = await t.request('GET', '/api/v1/admin/getProfile', { as: user });
    expect(profile.json().data.user.permissions).toEqual(['read-countries']);
  });

  it('refuses a duplicate English name under that field', async () => {
    const role = await createRole(['read-faqs']);
    const again = await t.request('POST', '/api/v1/admin/roles', {
      as: 'admin',
      body: { name_ar: `دور ${uniqueWord()}`, name_en: role.name_en.toUpperCase(), permissions_list: [] },
    });
    expectFields(again, ['name_en']);
    expect(again.json().errors.name_en).toEqual(['This Role name (English) is already in use.']);
  });
});

describe('nobody grants what they lack', () => {
  const manages = ['read-roles', 'create-roles', 'update-roles', 'read-faqs'];

  it('refuses to create a role with a permission the caller lacks, naming it in both languages', async () => {
    const manager = await f.newUser({ type: 'admin', permissions: manages });
    const body = { name_ar: `الكل ${uniqueWord()}`, name_en: `All ${uniqueWord()}` };
    const grab = await t.request('POST', '/api/v1/admin/roles', {
      as: manager,
      body: { ...body, permissions_list: ['read-roles', 'delete-orders', 'update-settings'] },
    });
    expect(grab.statusCode).toBe(422);
    expect(grab.json().errors.permissions_list).toEqual([
      'You cannot grant or take away a permission you do not hold: Delete orders, Edit settings.',
    ]);
    const arabic = await t.request('POST', '/api/v1/admin/roles', {
      as: manager,
      locale: 'ar',
      body: { ...body, permissions_list: ['delete-orders'] },
    });
    expect(arabic.json().errors.permissions_list).toEqual([
      'لا يمكنك منح صلاحية لا تملكها أو سحبها: حذف الطلبات.',
    ]);
    const held = await t.request('POST', '/api/v1/admin/roles', {
      as: manager,
      body: { ...body, permissions_list: ['read-faqs', 'read-roles'] },
    });
    expect(held.statusCode, held.body).toBe(201);
    const names = await t.db.selectFrom('roles').select('id').where('name_en', '=', body.name_en).execute();
    expect(names).toHaveLength(1);
  });

  it('lets a manager change what they hold in a role and keeps what they lack untouched', async () => {
    const manager = await f.newUser({ type: 'admin', permissions: manages });
    const role = await createRole(['delete-orders', 'read-faqs']);
    const grow = await t.request('PUT', `/api/v1/admin/roles/${role.id}`, {
      as: manager,
      body: { permissions_list: ['delete-orders', 'read-faqs', 'update-settings'] },
    });
    expect(grow.statusCode).toBe(422);
    expect(grow.json().errors.permissions_list[0]).toContain('Edit settings');
    const strip = await t.request('PUT', `/api/v1/admin/roles/${role.id}`, {
      as: manager,
      body: { permissions_list: ['read-faqs'] },
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.permissions_list[0]).toContain('Delete orders');
    const keep = await t.request('PUT', `/api/v1/admin/roles/${role.id}`, {
      as: manager,
      body: { name_en: `Kept ${uniqueWord()}`, permissions_list: ['delete-orders', 'read-roles'] },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.permissions_list).toEqual(['delete-orders', 'read-roles']);
  });

  it('refuses to let a manager add to their own role', async () => {
    const manager = await f.newUser({ type: 'admin', permissions: manages });
    const own = await t.request('PUT', `/api/v1/admin/roles/${await f.roleOf(manager)}`, {
      as: manager,
      body: { permissions_list: [...manages, 'update-settings'] },
    });
    expect(own.statusCode).toBe(422);
    const stored = await t.db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', await f.roleOf(manager))
      .executeTakeFirstOrThrow();
    expect(stored.permissions).not.toContain('update-settings');
  });
});

describe('deleting roles', () => {
  it('refuses to delete a role that users hold, and keeps it and them', async () => {
    const user = await f.newUser({ type: 'admin', permissions: ['read-faqs'] });
    const id = await f.roleOf(user);
    const refused = await t.request('DELETE', `/api/v1/admin/roles/${id}`, { as: 'admin' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This role cannot be deleted while users hold it (1). Move them to another role first.',
    );
    const arabic = await t.request('DELETE', `/api/v1/admin/roles/${id}`, { as: 'admin', locale: 'ar' });
    expect(arabic.json().message).toBe(
      'لا يمكن حذف هذا الدور ما دام مُسنَدًا إلى مستخدمين (1). انقلهم إلى دور آخر أولًا.',
    );
    expect((await t.request('GET', `/api/v1/admin/roles/${id}`, { as: 'admin' })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/admin/faqs', { as: user })).statusCode).toBe(200);
  });

  it('deletes a role nobody holds', async () => {
    const role = await createRole(['read-faqs']);
    const deleted = await t.request('DELETE', `/api/v1/admin/roles/${role.id}`, { as: 'admin' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.request('GET', `/api/v1/admin/roles/${role.id}`, { as: 'admin' })).statusCode).toBe(404);
  });
});
