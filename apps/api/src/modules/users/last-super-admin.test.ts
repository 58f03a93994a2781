import { ALL_PERMISSIONS } from '@sufra/contract/permissions';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { personBody } from '../../test/kits/staff-test-kit.ts';

/** Its own database: the demo admin starts as the only super admin. */
const t = testAppForFile();

describe('the last active super admin', () => {
  it('is never blocked, deleted or given another role; once another super admin exists, it may be', async () => {
    const f = factories(t);
    // an admin holding every permission through a role of its own: nothing outranks them
    const full = await f.newUser({ type: 'admin', permissions: [...ALL_PERMISSIONS] });
    const otherRole = await f.newRole('admin', ['read-faqs']);
    const boss = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.sa')
      .executeTakeFirstOrThrow();
    const url = `/api/v1/admin/users/${boss.id}`;
    const block = await t.request('POST', `${url}/toggle-status`, { as: full });
    expect(block.statusCode).toBe(422);
    expect(block.json().message).toBe(
      'The last active super admin cannot be blocked, deleted or given another role.',
    );
    expect((await t.request('DELETE', url, { as: full })).statusCode).toBe(422);
    const demote = await t.request('PUT', url, { as: full, body: { role_id: otherRole } });
    expect(demote.json().errors).toEqual({
      role_id: ['The last active super admin cannot be blocked, deleted or given another role.'],
    });
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: 'admin' })).statusCode).toBe(200);

    // a blocked super admin does not count
    const created = await t.request('POST', '/api/v1/admin/users', {
      as: 'admin',
      body: personBody({ role_id: SYSTEM_ROLE.superAdmin }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = created.json().data.id as number;
    await t.request('POST', `/api/v1/admin/users/${second}/toggle-status`, { as: 'admin' });
    expect((await t.request('POST', `${url}/toggle-status`, { as: full })).statusCode).toBe(422);

    await t.request('POST', `/api/v1/admin/users/${second}/toggle-status`, { as: 'admin' });
    const now = await t.request('POST', `${url}/toggle-status`, { as: full });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.blocked).toBe(true);
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: 'admin' })).statusCode).toBe(401);
  });
});
