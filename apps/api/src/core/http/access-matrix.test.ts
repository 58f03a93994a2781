import { isPermission, type Permission } from '@sufra/contract/permissions';
import { describe, expect, it } from 'vitest';
import { demoPasswordHash } from '../../seed/accounts.ts';
import { routeAnswersEventStream } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import { DEMO_USERS, type DemoUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/**
 * Deny by default: every API route × every kind of account. A route answers 401 without a token,
 * 403 to another user type or to a user lacking its permission, and never 401/403 to a user who
 * holds it.
 */
let limitedToken: string;
/** A customer of the customer API (the `client` realm): no permissions, its own routes only. */
let customerToken: string;
const permissionsOf = new Map<string, Set<string>>();

const t = testAppForFile(async () => {
  // An admin whose role only reads countries.
  const role = await t.db
    .insertInto('roles')
    .values({
      name_ar: 'قارئ الدول',
      name_en: 'Country reader',
      user_type: 'admin',
      permissions: ['read-countries'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      type: 'admin',
      name: 'محدود',
      email: 'limited@demo.sa',
      password_hash: await demoPasswordHash(),
      role_id: role.id,
    })
    .execute();
  const login = await t.request('POST', '/api/v1/admin/login', {
    body: { email: 'limited@demo.sa', password: 'Demo@12345' },
  });
  limitedToken = login.json().data.token;
  permissionsOf.set('limited', new Set(login.json().data.user.permissions));
  customerToken = (await factories(t).newCustomer()).token;
  permissionsOf.set('customer', new Set());
  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    const profile = await t.request('GET', `/api/v1/${DEMO_USERS[user].type}/getProfile`, { as: user });
    permissionsOf.set(user, new Set(profile.json().data.user.permissions));
  }
});

const concrete = (url: string) => url.replace(/:(\w+)/g, '999999');

describe('access matrix', () => {
  it('every API route declares its user type and what it needs', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    for (const r of t.app.apiRoutes) {
      expect(r.userType, `${r.method} ${r.url}`).toBeDefined();
      expect(r.access, `${r.method} ${r.url}`).toBeDefined();
      if (r.access && 'permission' in r.access) expect(isPermission(r.access.permission)).toBe(true);
    }
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const r of t.app.apiRoutes.filter((r) => r.access && !('public' in r.access))) {
      const response = await t.request(r.method, concrete(r.url), {
        body: r.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to other user types and to users without the permission, and lets holders through', async () => {
    const accounts: { name: string; token: string; type: string }[] = [
      ...(await Promise.all(
        (Object.keys(DEMO_USERS) as DemoUser[]).map(async (u) => ({
          name: u,
          token: await t.tokenOf(u),
          type: DEMO_USERS[u].type,
        })),
      )),
      { name: 'limited', token: limitedToken, type: 'admin' },
      { name: 'customer', token: customerToken, type: 'client' },
    ];
    let checked = 0;
    for (const r of t.app.apiRoutes) {
      if (
        !r.access ||
        'public' in r.access ||
        r.url.endsWith('/logout') ||
        r.url.endsWith('/update-password')
      )
        continue;
      const stream = routeAnswersEventStream(t.app, r.method, r.url);
      for (const account of accounts) {
        const needed: Permission | undefined = 'permission' in r.access ? r.access.permission : undefined;
        const allowed =
          account.type === r.userType && (!needed || permissionsOf.get(account.name)?.has(needed));
        // A stream let through never ends: events.test.ts opens those over a socket.
        if (allowed && stream) continue;
        const response = await t.request(r.method, concrete(r.url), {
          token: account.token,
          body: r.method === 'GET' ? undefined : {},
        });
        const label = `${account.name} ${r.method} ${r.url} → ${response.statusCode}`;
        if (allowed) expect([401, 403], label).not.toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(403);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // the customer realm is in the sweep, both ways
    expect(
      t.app.apiRoutes.some((r) => r.userType === 'client' && r.access && 'authenticated' in r.access),
    ).toBe(true);
    // every route × every account, one after another: the time grows with each route any module adds
  }, 180_000);

  it('records permission denials in the audit log', async () => {
    const reader = await factories(t).newUser({ type: 'admin', permissions: ['read-countries'] });
    const denied = await t.request('GET', '/api/v1/admin/cities', { as: reader });
    expect(denied.statusCode).toBe(403);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'permission.denied')
      .where('actor_id', '=', reader.id)
      .execute();
    expect(rows).toEqual([{ action: 'permission.denied', actor_id: reader.id }]);
  });
});
