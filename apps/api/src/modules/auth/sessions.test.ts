import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../core/sessions/tokens.ts';
import { DEMO_PASSWORD, demoPasswordHash } from '../../seed/accounts.ts';
import { auditRows } from '../../test/audit-trail.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/** Each test makes its own account, so it passes alone and in any order. */
const t = testAppForFile();

type AccountType = 'admin' | 'vendor' | 'branch';
const word = () => `${process.pid}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A new account of `type` (a vendor or branch user gets a brand, and a branch, of its own). */
async function newAccount(type: AccountType): Promise<{ id: number; email: string }> {
  const email = `${type}-${word()}@test.sa`;
  const f = factories(t);
  const brandId = type === 'admin' ? null : (await f.newBrand({ brand_ar: 'علامة', brand_en: 'Brand' })).id;
  const branchId = type === 'branch' && brandId !== null ? (await f.newBranch(brandId)).id : null;
  const roleId = { admin: SYSTEM_ROLE.superAdmin, vendor: SYSTEM_ROLE.vendor, branch: SYSTEM_ROLE.cashier }[
    type
  ];
  const user = await t.db
    .insertInto('users')
    .values({
      type,
      name: 'مستخدم',
      email,
      password_hash: await demoPasswordHash(),
      role_id: roleId,
      brand_id: brandId,
      branch_id: branchId,
      sub_role: type === 'branch' ? 'cashier' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email };
}

async function login(email: string, type: AccountType): Promise<string> {
  const response = await t.request('POST', `/api/v1/${type}/login`, {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

describe('sessions', () => {
  it('stores only a hash of the token, and every login gets a new one', async () => {
    const { id, email } = await newAccount('admin');
    const first = await login(email, 'admin');
    const second = await login(email, 'admin');
    expect(first).not.toBe(second);
    const stored = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute();
    expect(stored.map((s) => s.token_hash).sort()).toEqual([sha256(first), sha256(second)].sort());
    expect(stored.map((s) => s.token_hash)).not.toContain(first);
    expect(stored.every((s) => /^[a-f0-9]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('ends a session left idle past the idle timeout', async () => {
    const { email } = await newAccount('vendor');
    const token = await login(email, 'vendor');
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(200);
    await sql`UPDATE sessions SET last_used_at = now() - interval '9 hours'
      WHERE token_hash = ${sha256(token)}`.execute(t.db);
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime, however active', async () => {
    const { email } = await newAccount('vendor');
    const token = await login(email, 'vendor');
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE token_hash = ${sha256(token)}`.execute(t.db);
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(401);
  });

  it('refuses a blocked user at once, and their login', async () => {
    const { id, email } = await newAccount('branch');
    const token = await login(email, 'branch');
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', id).execute();
    expect((await t.request('GET', '/api/v1/branch/getProfile', { token })).statusCode).toBe(401);
    const again = await t.request('POST', '/api/v1/branch/login', {
      body: { email, password: DEMO_PASSWORD },
      locale: 'ar',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('هذا الحساب موقوف. يرجى التواصل مع الإدارة.');
  });

  it('audits logins and failed logins', async () => {
    const { id, email } = await newAccount('admin');
    await login(email, 'admin');
    const failed = await t.request('POST', '/api/v1/admin/login', { body: { email, password: 'Nope@1234' } });
    expect(failed.statusCode).toBe(401);
    const rows = await auditRows(t, ['action', 'entity_id'], { entity: 'users', entityId: id });
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.login', 'auth.login_failed']);
  });
});
