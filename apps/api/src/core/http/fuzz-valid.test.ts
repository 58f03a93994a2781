import { ALL_PERMISSIONS } from '@sufra/contract/permissions';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { answersEventStream } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import type {
  OpenApiDoc as Doc,
  OpenApiOperation as Operation,
  OpenApiParameter as Parameter,
  OpenApiSchema as Schema,
} from '../../test/openapi-doc.ts';
import { type SeededPicks as Random, seededPicks } from '../../test/prng.ts';

/**
 * Issue 15: requests the served OpenAPI document calls VALID, generated from it with a fixed-seed
 * PRNG: path ids of records that exist (read from the list endpoints as the route's own account),
 * query values its schemas allow, bodies that satisfy the documented request schema (required
 * fields, lengths, patterns, enums, a tiny PNG for file fields), each sent as the account kind the
 * route belongs to (a factory-made account of that kind in the demo brand and branch, with every
 * permission, so the demo accounts stay as they are). None may answer 5xx, and at least half must answer 2xx: the document describes
 * what the handlers accept. (A valid-looking request may still break a rule that needs the
 * database, a duplicate or a foreign id, and answer 422: hence half, not all.)
 */

const SEED = 0x5eed_0015;
/** Requests per operation. */
const PER_OPERATION = 3;

type Realm = 'admin' | 'vendor' | 'branch' | 'client';

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
function word(random: Random, letters: string, length = 6): string {
  return Array.from({ length }, () => letters[random.int(0, letters.length - 1)]).join('');
}

/** Strings known to satisfy the document's patterns, tried in turn (fresh words keep names unique). */
function stringCandidates(random: Random, key: string): string[] {
  const latin = `${word(random, LATIN.toUpperCase(), 1)}${word(random, LATIN)} ${word(random, LATIN)}`;
  const arabic = `${word(random, ARABIC)} ${word(random, ARABIC)}`;
  const prefersArabic = /(^|_)ar(_|$)|_ar$|^ar_/.test(key);
  return [
    ...(prefersArabic ? [arabic, latin] : [latin, arabic]),
    // Amounts under 100 fit prices and rates (VAT is a percentage) alike.
    `${random.int(1, 99)}.${random.int(10, 99)}`,
    String(random.int(1, 99)),
    `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    `05${random.pick(['0', '3', '5'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
    `Aa#${random.int(10_000, 99_999)}xyz`,
    `new:${random.int(0, 0)}`,
    `${random.int(10, 23)}:${String(random.int(0, 59)).padStart(2, '0')}`,
    `https://example.sa/${word(random, LATIN)}`,
  ];
}

/** Values keyed by the field name where a plain string type does not say enough. */
function byName(key: string, random: Random): string | undefined {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  if (key === 'email' || key.endsWith('_email')) return `valid-${word(random, LATIN, 8)}@test.sa`;
  if (key === 'country_code') return `Q${word(random, LATIN.toUpperCase(), 2)}`;
  if (key === 'country_key') return digits(4);
  if (key === 'commercial_register') return digits(10);
  if (key === 'tax_no' || key === 'platform_vat_number') return `3${digits(13)}3`;
  if (key === 'iban') return saudiIban(digits(20));
  if (key === 'bank_account') return digits(12);
  if (key === 'flag') return '🇸🇦';
  // E-invoicing: the stand-in's one-time password, and a national address.
  if (key === 'otp') return '123345';
  if (key === 'building_number') return digits(4);
  if (key === 'postal_code') return digits(5);
  if (key === 'short_address') return `RRRD${digits(4)}`;
  // A month that is over (commission invoices).
  if (key === 'month') return `2025-${String(random.int(1, 12)).padStart(2, '0')}`;
  // An offer below any price (the offer may not exceed the price: a rule across two fields).
  if (key === 'offer_price') return `0.${random.int(10, 99)}`;
  // A slider's display period in order (the end after the start: a rule across two fields).
  if (key === 'starts_at') return '2026-01-01T00:00:00+03:00';
  if (key === 'ends_at') return '2036-01-01T00:00:00+03:00';
  return undefined;
}

/** A Saudi IBAN with its ISO 13616 check digits ("SA" reads 28 10). */
function saudiIban(bban: string): string {
  let remainder = 0;
  for (const digit of `${bban}281000`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

function patternsOf(schema: Schema): RegExp[] {
  const own = schema.pattern ? [new RegExp(schema.pattern, 'u')] : [];
  return [...own, ...(schema.allOf ?? []).flatMap(patternsOf)];
}

function validString(schema: Schema, key: string, random: Random): string {
  if (schema.enum?.length) return String(random.pick(schema.enum));
  const named = byName(key, random);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 1000;
  const patterns = patternsOf(schema);
  const candidates = [...(named ? [named] : []), ...stringCandidates(random, key)];
  const fit = candidates.find(
    (value) =>
      [...value].length >= min &&
      [...value].length <= max &&
      patterns.every((pattern) => pattern.test(value)) &&
      (schema.format !== 'date' || /^\d{4}-\d{2}-\d{2}$/.test(value)),
  );
  if (fit === undefined)
    throw new Error(`no sample fits the string schema of ${key}: ${JSON.stringify(schema)}`);
  return fit;
}

/** Existing record ids per realm and resource (`categories`, `meals`, …), read from the lists. */
type IdPools = Record<Realm, Map<string, number[]>>;

/** The list resource a foreign-key field points at. */
function resourceOfKey(key: string): string | undefined {
  const base = /^(.*)_id$/.exec(key)?.[1];
  if (!base) return undefined;
  if (base === 'brand') return 'menu-brands';
  if (base.endsWith('y')) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

interface Generator {
  random: Random;
  realm: Realm;
  pools: IdPools;
}

/** A value the schema allows (for the field `key`); `undefined` means "leave the field out". */
function validValue(schema: Schema | undefined, key: string, g: Generator, depth = 0): unknown {
  if (!schema) return undefined;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    // Not null (a value says more), and not the `_method: DELETE` form of an update (deletes come last).
    const deletes = (v: Schema) =>
      v.properties?._method?.enum?.every((m) => String(m).toUpperCase() === 'DELETE') ?? false;
    const concrete = variants.filter((v) => v.type !== 'null' && !deletes(v));
    return validValue(concrete.length ? g.random.pick(concrete) : variants[0], key, g, depth + 1);
  }
  // Method spoofing updates here; deletes are the DELETE operations' (last).
  if (key === '_method')
    return g.random.pick((schema.enum ?? []).filter((m) => String(m).toUpperCase() !== 'DELETE'));
  // A ZATCA environment: the built-in stand-in (any other is ZATCA over the internet: 503 offline).
  if (key === 'environment' && schema.enum?.includes('stand-in')) return 'stand-in';
  if (schema.enum?.length) return g.random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (name === 'id') continue;
        // Optional fields now and then; a record's link (`…_id`) always, so it names one that exists.
        if (!required.has(name) && !name.endsWith('_id') && g.random.next() < 0.4) continue;
        const value = validValue(child, name, g, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      // A confirmation repeats what it confirms (a rule across two fields).
      if (typeof out.password === 'string' && 'password_confirmation' in out)
        out.password_confirmation = out.password;
      return out;
    }
    case 'array': {
      // Files, deleted images and image orders refer to what the request or record holds: left out
      // (files are added by the multipart writer).
      if (/^(images|deleted_images|image_order)$/.test(key)) return undefined;
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, 2);
      const length = g.random.int(min, Math.max(min, max));
      return Array.from({ length }, () => validValue(schema.items, key, g, depth + 1)).filter(
        (v) => v !== undefined,
      );
    }
    case 'integer':
    case 'number': {
      const resource = resourceOfKey(key);
      const pool = resource ? g.pools[g.realm].get(resource) : undefined;
      if (pool?.length) return g.random.pick(pool);
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 100, min + 100);
      return g.random.int(min, max);
    }
    case 'boolean':
      return g.random.next() < 0.5;
    case 'string':
      return validString(schema, key, g.random);
    default:
      return undefined;
  }
}

/** `{a: {b: [1]}}` → `a[b][0]=1` entries (how forms send nested values); nulls left out. */
function flatten(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(item, `${prefix}[${index}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}[${key}]` : key, out);
  } else if (value !== null && value !== undefined)
    out.push([prefix, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  return out;
}

function multipart(entries: readonly [string, string][], files: number, image: Buffer, random: Random) {
  const boundary = `valid${random.int(0, 1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of entries)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (let n = 0; n < files; n++)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="dish${n}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function queryFor(parameters: readonly Parameter[], g: Generator): string {
  const params = new URLSearchParams();
  const query = parameters.filter((p) => p.in === 'query');
  // `pagination=all` ignores the rest; `sort` and `sort[column]` are alternatives.
  const usable = query.filter((p) => p.name !== 'pagination' || g.random.next() < 0.3);
  const chosen = usable.filter((p) => p.required || g.random.next() < 0.3);
  const names = new Set(chosen.map((p) => p.name));
  for (const p of chosen) {
    if (p.name.startsWith('sort[') && names.has('sort')) continue;
    if (p.name === 'sort[dir]' && !names.has('sort[column]')) continue;
    const value = validValue(p.schema, p.name, g);
    if (value !== undefined) params.set(p.name, String(value));
  }
  // A range's two ends in order (numbers as numbers, days as text): the document says the start may
  // not come after the end.
  const after = (a: string, b: string) =>
    Number.isFinite(Number(a)) && Number.isFinite(Number(b)) ? Number(a) > Number(b) : a > b;
  for (const [name, value] of [...params]) {
    const to = name.replace(/_from\]$/, '_to]');
    if (to !== name && params.has(to) && after(value, params.get(to) ?? '')) {
      params.set(name, params.get(to) ?? value);
      params.set(to, value);
    }
  }
  if (params.has('filter[from]') && params.has('filter[to]')) {
    const [from, to] = [params.get('filter[from]') ?? '', params.get('filter[to]') ?? ''].sort();
    params.set('filter[from]', from ?? '');
    params.set('filter[to]', to ?? '');
  }
  return params.toString();
}

function realmOf(path: string): Realm | undefined {
  const realm = /^\/api\/v1\/([^/]+)\//.exec(path)?.[1];
  return realm === 'admin' || realm === 'vendor' || realm === 'branch' || realm === 'client'
    ? realm
    : undefined;
}

/** The list a path's `{id}` comes from: `/api/v1/vendor/meals/{id}/toggle-status` → `meals`. */
function resourceOfPath(path: string): string | undefined {
  return /^\/api\/v1\/[^/]+\/([^/]+)\/\{[^}]+\}/.exec(path)?.[1];
}

/**
 * Records only this test's own may be changed or deleted (a role of an account in use stays; so do
 * the accounts in use: a valid update may give them a new email or password).
 */
const OWN_ONLY = new Set(['roles', 'users', 'branch-users']);

/** Sessions, passwords and codes of the accounts in use stay as they are. */
const SKIPPED = /\/(logout|update-password|change-password|verification-code|resend-code|forget-password)$/;

interface Planned {
  phase: number;
  operation: string;
  method: string;
  path: string;
  realm: Realm;
  spec: Operation;
}

const t = testAppForFile({ demo: true });

describe('requests the OpenAPI document calls valid', () => {
  it('the document requires what the server requires (piped and transformed fields too)', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json() as Doc;
    const required = (path: string) =>
      doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema?.required ?? [];
    expect(required('/api/v1/admin/countries')).toEqual(
      expect.arrayContaining(['country_code', 'country_key']),
    );
    expect(required('/api/v1/vendor/register')).toEqual(
      expect.arrayContaining(['commercial_register', 'tax_no']),
    );
    // Updates stay all-optional.
    const update =
      doc.paths['/api/v1/admin/countries/{id}']?.patch?.requestBody?.content?.['application/json'];
    expect(update?.schema?.required ?? []).toEqual([]);
  });

  it('the document states the rules of a date query and of a role’s permissions', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json() as Doc;
    const from = doc.paths['/api/v1/admin/home']?.get?.parameters?.find((p) => p.name === 'filter[from]');
    expect(from?.schema).toMatchObject({ type: 'string', format: 'date' });
    // A value outside the stated pattern is refused, one inside it accepted.
    const pattern = new RegExp(from?.schema?.pattern ?? '^$');
    expect(pattern.test('2026-11-01')).toBe(true);
    expect(pattern.test('Fresh salad')).toBe(false);
    const home = await t.request('GET', '/api/v1/admin/home?filter%5Bfrom%5D=2026-11-01', { as: 'admin' });
    expect(home.statusCode, home.body).toBe(200);

    const body = doc.paths['/api/v1/admin/roles']?.post?.requestBody?.content?.['application/json']?.schema;
    const items = body?.properties?.permissions_list?.items;
    expect(items?.enum).toEqual(ALL_PERMISSIONS);
    const created = await t.request('POST', '/api/v1/admin/roles', {
      as: 'admin',
      body: { name_ar: 'دور القراءة', name_en: 'Readers', permissions_list: items?.enum?.slice(0, 2) },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('reach the handlers: none answers 5xx, at least half answer 2xx', { timeout: 90_000 }, async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json() as Doc;
    const random = seededPicks(SEED);
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();

    const f = factories(t);
    const { brandId, branchId } = t.tenants;
    const accounts: Record<Realm, TestUser> = {
      admin: await f.newUser({ type: 'admin', permissions: [...ALL_PERMISSIONS] }),
      vendor: await f.newUser({ type: 'vendor', brandId, permissions: [...ALL_PERMISSIONS] }),
      branch: await f.newUser({
        type: 'branch',
        brandId,
        branchId,
        subRole: 'manager',
        permissions: [...ALL_PERMISSIONS],
      }),
      client: await f.newCustomer(),
    };

    // Existing ids per realm, read from every list as the realm's account; a brand's users name their own brand.
    const pools: IdPools = {
      admin: new Map(),
      vendor: new Map([['menu-brands', [brandId]]]),
      branch: new Map([['menu-brands', [brandId]]]),
      client: new Map(),
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      const realm = realmOf(path);
      const resource = /^\/api\/v1\/[^/]+\/([^/{}]+)$/.exec(path)?.[1];
      if (!realm || !resource || !operations.get || answersEventStream(operations.get)) continue;
      const response = await t.request('GET', `${path}?per_page=100`, { as: accounts[realm] });
      if (response.statusCode !== 200) continue;
      const data = (response.json() as { data?: unknown }).data;
      if (!Array.isArray(data)) continue;
      const ids = data
        .map((row) => (row as { id?: unknown }).id)
        .filter((id): id is number => typeof id === 'number');
      if (ids.length > 0) pools[realm].set(resource, ids);
    }

    // Reads, then creates, then updates, then deletes (of records this test created where it can).
    const plan: Planned[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const realm = realmOf(path);
      if (!realm || SKIPPED.test(path)) continue;
      for (const [rawMethod, spec] of Object.entries(operations)) {
        const method = rawMethod.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
        // A live stream never ends (inject would wait forever); events.test.ts covers it.
        if (answersEventStream(spec)) continue;
        const hasId = path.includes('{');
        const phase = method === 'GET' ? 0 : method === 'DELETE' ? 3 : method === 'POST' && !hasId ? 1 : 2;
        plan.push({ phase, operation: `${method} ${path}`, method, path, realm, spec });
      }
    }
    plan.sort((a, b) => a.phase - b.phase);

    const created: Record<Realm, Map<string, number[]>> = {
      admin: new Map(),
      vendor: new Map(),
      branch: new Map(),
      client: new Map(),
    };
    const statuses = new Map<string, number[]>();
    const failures: string[] = [];
    let sent = 0;
    let succeeded = 0;
    for (const step of plan) {
      const g: Generator = { random, realm: step.realm, pools };
      const as = accounts[step.realm];
      const resource = resourceOfPath(step.path);
      for (let n = 0; n < PER_OPERATION; n++) {
        let url = step.path;
        if (resource) {
          const mine = created[step.realm].get(resource) ?? [];
          const existing = pools[step.realm].get(resource) ?? [];
          // A delete takes one of this test's own records (each once); the rest any existing one.
          const id = step.phase === 3 ? mine.shift() : random.pick(OWN_ONLY.has(resource) ? mine : existing);
          if (id === undefined) continue;
          url = url.replace(/\{[^}]+\}/g, String(id));
        }
        const query = queryFor(step.spec.parameters ?? [], g);
        if (query) url += `?${query}`;
        const content = step.spec.requestBody?.content ?? {};
        const headers: Record<string, string> = {};
        let body: unknown;
        if (/\/login$/.test(step.path)) {
          body = { email: as.email, password: DEMO_PASSWORD };
        } else if (content['multipart/form-data']?.schema) {
          const schema = content['multipart/form-data'].schema;
          const value = validValue(schema, '', g);
          const files = schema.required?.includes('images') ? random.int(1, 2) : random.int(0, 1);
          const form = multipart(flatten(value, '', []), files, image, random);
          headers['content-type'] = form.type;
          body = form.body;
        } else if (content['application/json']?.schema) {
          body = validValue(content['application/json'].schema, '', g);
        }
        const response = await t.request(step.method, url, {
          as,
          headers,
          ...(body === undefined ? {} : { body }),
        });
        sent += 1;
        const status = response.statusCode;
        statuses.set(step.operation, [...(statuses.get(step.operation) ?? []), status]);
        if (status >= 200 && status < 300) {
          succeeded += 1;
          const id = step.phase === 1 ? (response.json() as { data?: { id?: unknown } }).data?.id : undefined;
          if (typeof id === 'number' && resource === undefined) {
            const name = /\/([^/]+)$/.exec(step.path)?.[1] ?? '';
            created[step.realm].set(name, [...(created[step.realm].get(name) ?? []), id]);
            pools[step.realm].set(name, [...(pools[step.realm].get(name) ?? []), id]);
          }
        }
        // FUZZ_REPORT=1 prints every non-2xx request and answer (to see what the document gets wrong).
        if (process.env.FUZZ_REPORT && (status < 200 || status >= 300))
          console.log(
            `${status} ${step.method} ${url} ${JSON.stringify(body instanceof Buffer ? body.toString().slice(0, 1500) : body)?.slice(0, 1500)} → ${response.body.slice(0, 400)}`,
          );
        if (status >= 500)
          failures.push(
            `${status} ${step.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${response.body.slice(0, 300)}`,
          );
      }
    }

    const report = [...statuses]
      .filter(([, list]) => list.some((s) => s < 200 || s >= 300))
      .map(([operation, list]) => `${operation}: ${list.join(' ')}`)
      .join('\n');
    const fraction = succeeded / sent;
    if (process.env.FUZZ_REPORT) console.log(report);
    console.log(
      `valid-by-the-document requests: ${sent}, 2xx: ${succeeded} (${(fraction * 100).toFixed(1)}%)`,
    );
    expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(fraction, `operations with non-2xx answers:\n${report}`).toBeGreaterThanOrEqual(0.5);
  });
});
