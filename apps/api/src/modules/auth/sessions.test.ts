import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (email: string, type = 'admin') =>
  (await t.request('POST', `/api/v1/${type}/login`, { body: { email, password: 'Demo@12345' } })).json().data
    .token as string;

describe('sessions', () => {
  it('stores only a hash of the token, and every login gets a new one', async () => {
    const first = await login('admin@demo.sa');
    const second = await login('admin@demo.sa');
    expect(first).not.toBe(second);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(first);
    expect(stored.every((s) => /^[a-f0-9]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('ends a session left idle past the idle timeout', async () => {
    const token = await login('vendor@demo.sa', 'vendor');
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(200);
    await sql`UPDATE sessions SET last_used_at = now() - interval '9 hours'`.execute(t.db);
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime, however active', async () => {
    const token = await login('vendor2@demo.sa', 'vendor');
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second'`.execute(t.db);
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { token })).statusCode).toBe(401);
  });

  it('refuses a blocked user at once, and their login', async () => {
    const token = await login('cashier@demo.sa', 'branch');
    await t.db.updateTable('users').set({ blocked: true }).where('email', '=', 'cashier@demo.sa').execute();
    expect((await t.request('GET', '/api/v1/branch/getProfile', { token })).statusCode).toBe(401);
    const again = await t.request('POST', '/api/v1/branch/login', {
      body: { email: 'cashier@demo.sa', password: 'Demo@12345' },
      locale: 'ar',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('هذا الحساب موقوف. يرجى التواصل مع الإدارة.');
  });

  it('audits logins and failed logins', async () => {
    await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@demo.sa', password: 'Nope@1234' },
    });
    const actions = (await t.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.login_failed');
  });
});
