import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { DEMO_USERS, type DemoUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors, expectFields } from '../../test/refusals.ts';

/**
 * An operation takes the query parameters its document lists and no other: an unlisted one
 * answers 422 naming it (after the access checks), and what the document lists is taken.
 */
type Operation = { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, Operation>> };

let doc: Doc;
const t = testAppForFile(async () => {
  doc = t.app.swagger() as unknown as Doc;
});

const accountOf = (realm: string): DemoUser | undefined =>
  (Object.keys(DEMO_USERS) as DemoUser[]).find((user) => DEMO_USERS[user].type === realm);

/** Every select source the contract names (a field's or filter's `source`, or a `…_SOURCE`). */
async function selectSources(): Promise<Set<string>> {
  const dir = fileURLToPath(new URL('../../../../../packages/contract/src/resources/', import.meta.url));
  const sources = new Set<string>();
  const walk = (value: unknown, seen: Set<unknown>) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const source = (value as { source?: unknown }).source;
    if (typeof source === 'string') sources.add(source);
    for (const inner of Object.values(value)) walk(inner, seen);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('_SOURCE') && typeof value === 'string') sources.add(value);
      else walk(value, new Set());
    }
  }
  return sources;
}

describe('query parameters the document does not list', () => {
  it('include `pagination=all` on every select source, which the dashboard’s selects send', async () => {
    const sources = await selectSources();
    expect(sources).toContain('branch-cities');
    expect(sources).toContain('menu-brands');
    let asked = 0;
    for (const source of sources)
      for (const realm of ['admin', 'vendor', 'branch'] as const) {
        if (!doc.paths[`/api/v1/${realm}/${source}`]?.get) continue;
        const answer = await t.request('GET', `/api/v1/${realm}/${source}`, {
          as: accountOf(realm),
          query: { pagination: 'all' },
        });
        if (answer.statusCode === 403) continue;
        expect(answer.statusCode, `${realm} ${source}: ${answer.body}`).toBe(200);
        asked++;
      }
    expect(asked).toBeGreaterThan(10);
    const wrong = await t.request('GET', '/api/v1/admin/branch-cities', {
      as: 'admin',
      query: { pagination: 'some' },
    });
    expectFields(wrong, ['pagination']);
  });

  it('are refused by every staff GET operation with 422 naming them, and no 422 says so of a listed one', {
    timeout: 60_000,
  }, async () => {
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const realm = /^\/api\/v1\/(admin|vendor|branch)\//.exec(path)?.[1];
      const get = operations.get;
      if (!realm || !get) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const refused = await t.request('GET', `${url}?zz_unlisted=1`, { as: accountOf(realm) });
      // The realm's demo account may not hold this permission: access is checked first.
      if (refused.statusCode === 403) continue;
      expect(refused.statusCode, `${path} with an unlisted parameter`).toBe(422);
      expect(refused.json().errors, path).toEqual({
        zz_unlisted: ['The parameter zz_unlisted is not accepted by this request'],
      });
      // Every listed parameter at once is never refused as unlisted (their values may still be wrong).
      const listed = (get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (listed.length > 0) {
        const query = new URLSearchParams(listed.map((name) => [name, '1']));
        const answer = await t.request('GET', `${url}?${query}`, { as: accountOf(realm) });
        expect(answer.body, `${path} ${listed.join(', ')}`).not.toContain('is not accepted by this request');
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('are refused after the access checks, in the caller’s language, on writes too, changing nothing', async () => {
    const anonymous = await t.request('GET', '/api/v1/admin/orders?zz=1');
    expect(anonymous.statusCode).toBe(401);

    const customer = await factories(t).newCustomer();
    const arabic = await t.request('GET', '/api/v1/client/cancel-reasons', {
      as: customer,
      query: { type: 'order', lang: 'ar' },
      locale: 'ar',
    });
    expectErrors(arabic, { lang: ['المعامل lang غير مقبول في هذا الطلب'] });

    const before = await t.request('GET', '/api/v1/admin/countries', {
      as: 'admin',
      query: { per_page: '100' },
    });
    const created = await t.request('POST', '/api/v1/admin/countries?draft=1', {
      as: 'admin',
      body: { name_ar: 'بلد تجريبي', name_en: 'Trial land', code: 'TL', phone_code: '999' },
    });
    expectFields(created, ['draft']);
    const after = await t.request('GET', '/api/v1/admin/countries', {
      as: 'admin',
      query: { per_page: '100' },
    });
    expect(after.json().meta.total).toBe(before.json().meta.total);
  });

  it('leave a list’s own parameters and an undeclared filter to the list, which names the filter', async () => {
    const listed = await t.request('GET', '/api/v1/admin/orders', {
      as: 'admin',
      query: {
        page: '1',
        per_page: '10',
        'sort[column]': 'id',
        'sort[dir]': 'asc',
        'filter[status]': 'pending',
      },
    });
    expect(listed.statusCode).toBe(200);
    const filter = await t.request('GET', '/api/v1/admin/orders', {
      as: 'admin',
      query: { 'filter[colour]': 'red' },
    });
    expectErrors(filter, { 'filter[colour]': ['Filtering by colour is not available'] });
  });
});
