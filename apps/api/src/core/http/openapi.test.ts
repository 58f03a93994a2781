import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { description?: string }> };
}

let doc: Document;
const t = testAppForFile(async () => {
  const response = await t.request('GET', '/api/docs/openapi.json');
  expect(response.statusCode).toBe(200);
  doc = response.json() as Document;
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const op = (method: string, url: string): Operation | undefined =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('OpenAPI document', () => {
  it('has every registered API route with a unique operationId, tags, parameters and responses', () => {
    const ids = new Set<string>();
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    for (const route of t.app.apiRoutes) {
      const where = `${route.method} ${route.url}`;
      const operation = op(route.method, route.url);
      expect(operation, where).toBeDefined();
      if (!operation) continue;
      expect(operation.operationId, where).toMatch(
        /^(admin|vendor|branch|client|payments|settings)\.[\w-]+\.[\w.-]+$/,
      );
      expect(ids.has(operation.operationId ?? ''), `${where} operationId is unique`).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        const param = operation.parameters?.find((p) => p.in === 'path' && p.name === name.slice(1));
        // Records are named by integer ids; a gateway and its charges by their own names.
        expect(param?.schema, `${where} ${name}`).toMatchObject(
          route.userType === 'payments' ? { type: 'string' } : { type: 'integer', minimum: 1 },
        );
      }
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        where,
      ).toBe(true);
      for (const status of ['401', '422']) expect(statuses, where).toContain(status);
      if (route.access && !('public' in route.access)) expect(statuses, where).toContain('403');
      if (route.url.includes(':id')) expect(statuses, where).toContain('404');
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
        if (!/\/(logout|toggle-status)$/.test(route.url))
          expect(operation.requestBody?.content['application/json'], `${where} body`).toBeDefined();
      }
    }
  });

  it('describes the list query, bodies, errors and security of a resource', () => {
    const list = op('GET', '/api/v1/admin/cities');
    const names = list?.parameters?.filter((p) => p.in === 'query').map((p) => p.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining([
        'page',
        'per_page',
        'sort',
        'pagination',
        'filter[name]',
        'filter[country_id]',
      ]),
    );
    const perPage = list?.parameters?.find((p) => p.name === 'per_page');
    expect(perPage?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const sort = list?.parameters?.find((p) => p.name === 'sort')?.schema as { enum: string[] };
    expect(sort.enum).toEqual(expect.arrayContaining(['id', '-id', 'created_at', '-created_at']));
    expect(list?.operationId).toBe('admin.cities.list');
    const headers = list?.parameters?.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['accept-language', 'locale', 'x-request-id']));
    expect(list?.security).toEqual([{ bearer: [] }, { bearer: [], apiPassword: [] }]);

    const exportOp = op('GET', '/api/v1/admin/cities/export');
    expect(exportOp?.parameters?.find((p) => p.name === 'format')?.schema).toMatchObject({
      enum: ['csv', 'xlsx'],
    });
    expect(Object.keys(exportOp?.responses['200']?.content ?? {})).toContain('text/csv');

    const update = op('PUT', '/api/v1/admin/cities/:id');
    const updateBody = update?.requestBody?.content['application/json']?.schema as { required?: string[] };
    expect(updateBody).toBeDefined();
    expect(updateBody.required ?? []).toEqual([]);
    const errors = update?.responses['422']?.content?.['application/json'] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(errors.schema.properties.errors).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    });

    const spoofed = op('POST', '/api/v1/admin/meals/:id');
    expect(Object.keys(spoofed?.requestBody?.content ?? {})).toContain('multipart/form-data');
    expect(JSON.stringify(spoofed?.requestBody?.content['multipart/form-data'])).toContain('_method');
    expect(JSON.stringify(spoofed?.requestBody?.content['multipart/form-data'])).toContain('"maxItems":5');
  });

  it('needs no token to sign in, register or reset a password, and the API password only when set', () => {
    for (const [method, url] of [
      ['POST', '/api/v1/admin/login'],
      ['POST', '/api/v1/vendor/register'],
      ['POST', '/api/v1/branch/forget-password'],
      ['POST', '/api/v1/admin/verification-code'],
      ['POST', '/api/v1/admin/change-password'],
    ] as const) {
      const operation = op(method, url);
      expect(operation?.security, url).toEqual([{}, { apiPassword: [] }]);
      expect(operation?.responses['429']?.headers, url).toHaveProperty('retry-after');
    }
    expect(op('POST', '/api/v1/admin/login')?.requestBody?.content['application/json']?.schema).toMatchObject(
      {
        required: expect.arrayContaining(['email', 'password']),
      },
    );
    expect(doc.components.securitySchemes.apiPassword?.description).toContain('API_PASSWORD');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe('Rules the schemas state', () => {
  it('a body the document calls valid is accepted, and one it calls invalid is refused', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const schema = op('POST', '/api/v1/admin/cancel-reasons')?.requestBody?.content['application/json']
      ?.schema;
    const valid = ajv.compile(schema ?? {});
    const refused = { ar_reason: '0', en_reason: '0', type: 'order' };
    expect(valid(refused)).toBe(false);
    const answer = await t.request('POST', '/api/v1/admin/cancel-reasons', { as: 'admin', body: refused });
    expect(answer.statusCode).toBe(422);
    const accepted = { ar_reason: 'سبب اختبار', en_reason: 'Test reason', type: 'order' };
    expect(valid(accepted)).toBe(true);
    const created = await t.request('POST', '/api/v1/admin/cancel-reasons', { as: 'admin', body: accepted });
    expect(created.statusCode).toBe(201);
  });

  it('states brand_id per realm, piped patterns and the combo items the server requires', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const bodies = (method: string, url: string) =>
      Object.values(op(method, url)?.requestBody?.content ?? {}).map(
        (media) =>
          media.schema as { required?: string[]; properties: Record<string, Record<string, unknown>> },
      );
    for (const resource of ['categories', 'meals', 'meals-together']) {
      const admin = bodies('POST', `/api/v1/admin/${resource}`);
      const vendor = bodies('POST', `/api/v1/vendor/${resource}`);
      expect(admin.length, resource).toBeGreaterThan(0);
      expect(vendor.length, resource).toBeGreaterThan(0);
      for (const body of admin) expect(body.required, `admin ${resource}`).toContain('brand_id');
      for (const body of vendor) {
        expect(body.required ?? [], `vendor ${resource}`).not.toContain('brand_id');
        // Whatever value a vendor sends, the document calls it invalid (the brand is the token's).
        const brandId = ajv.compile(body.properties.brand_id ?? {});
        for (const value of [1, 2, null]) expect(brandId(value), `vendor ${resource} brand_id`).toBe(false);
      }
    }

    const [country] = bodies('POST', '/api/v1/admin/countries');
    expect(country?.properties.country_code).toMatchObject({ pattern: '^[A-Za-z]{2,3}$' });
    expect(country?.properties.country_key).toMatchObject({ pattern: '^\\+?\\d{1,4}$' });
    // Optional texts the server turns into null may be left out; the codes may not.
    expect(country?.required ?? []).toEqual(expect.arrayContaining(['country_code', 'country_key']));
    expect(country?.required ?? []).not.toContain('country_desc');
    expect(country?.required ?? []).not.toContain('flag');

    const combos = bodies('POST', '/api/v1/admin/meals-together');
    for (const body of combos) {
      expect(body.required).toContain('items');
      expect(body.properties.items).toMatchObject({ type: 'array', minItems: 1, maxItems: 20 });
    }
  });
});

/** A value the documented query schema allows (the first of an enum, the smallest number, …). */
function sampleOf(schema: Record<string, unknown>): string | undefined {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.format === 'date') return '2026-01-31';
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  if (pattern === undefined) return schema.type === 'string' ? 'a' : undefined;
  for (const candidate of ['1', '12:30', '2026-01-31'])
    if (new RegExp(pattern).test(candidate)) return candidate;
  return undefined;
}

/** The demo account of the staff user type a path belongs to (`/api/v1/{type}/…`); none for the others. */
function accountFor(path: string) {
  const users = { admin: 'admin', vendor: 'vendor', branch: 'branch' } as const;
  return users[path.split('/')[3] as keyof typeof users];
}

describe('List queries', () => {
  it('accept every parameter value the document allows', async () => {
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const list = item.get;
      if (!list?.operationId?.endsWith('.list')) continue;
      const as = accountFor(path);
      if ((await t.request('GET', path, { as })).statusCode !== 200) continue;
      for (const param of list.parameters ?? []) {
        if (param.in !== 'query' || !param.schema) continue;
        // Every choice of a filter enum; two of the (many) sort keys.
        const choices = Array.isArray(param.schema.enum) ? param.schema.enum.map(String) : undefined;
        const values = choices
          ? param.name.startsWith('sort')
            ? choices.slice(0, 2)
            : choices
          : [sampleOf(param.schema)];
        for (const value of values) {
          expect(value, `${path} ${param.name} has a sample`).toBeDefined();
          const url = `${path}?${new URLSearchParams({ [param.name]: value ?? '' })}`;
          const answer = await t.request('GET', url, { as });
          expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});

describe('Queries of the other GET operations', () => {
  it('accept each value the document allows, beside the parameters it requires', async () => {
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const get = item.get;
      const query = (get?.parameters ?? []).filter((p) => p.in === 'query' && p.schema);
      if (!get || query.length === 0 || /\.(list|export)$/.test(get.operationId ?? '')) continue;
      const as = accountFor(path);
      const url = path.replace(/\{[^}]+\}/g, '1');
      const sample = (p: Parameter) => sampleOf(p.schema ?? {}) ?? '';
      const required = query.filter((p) => p.required).map((p): [string, string] => [p.name, sample(p)]);
      for (const param of query) {
        const sent = new URLSearchParams(Object.fromEntries([...required, [param.name, sample(param)]]));
        const answer = await t.request('GET', `${url}?${sent}`, { as });
        // Other statuses may follow (a record that is not there, a service that is down), but no
        // parameter the document allows is refused.
        const refused = answer.statusCode === 422 ? Object.keys(answer.json().errors ?? {}) : [];
        expect(refused, `${url}?${sent}: ${answer.body.slice(0, 200)}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 30_000);
});

describe('Redocly lint', () => {
  it('finds no error in the served document with the recommended rules (offline)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sufra-openapi-'));
    try {
      await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
      await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const cli = join(
        dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [
          cli,
          'lint',
          '--config',
          join(dir, 'redocly.yaml'),
          '--format',
          'stylish',
          join(dir, 'openapi.json'),
        ],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: `FAILED ${error.stdout ?? ''}`,
        stderr: error.stderr ?? '',
      }));
      const output = `${stdout}${stderr}`;
      expect(output, output.slice(0, 4000)).not.toContain('FAILED');
      expect(output).toMatch(/valid/i);
      expect(output).not.toMatch(/\d+ errors?/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('Router refusals', () => {
  it('answer in the error shape, translated, with statuses the document lists', async () => {
    const badUrl = await t.request('GET', '/api/v1/admin/cities/%E0%A4%A', { as: 'admin', locale: 'ar' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'تعذر فهم الطلب.' });
    // An id longer than the router's longest parameter is no record's id.
    const longId = await t.request('DELETE', `/api/v1/admin/cities/${'9'.repeat(150)}`, { as: 'admin' });
    expect(longId.statusCode).toBe(404);
    expect(longId.json()).toEqual({ message: 'The requested record was not found.' });
    expect(longId.headers['x-request-id']).toBeTruthy();
    // A body is read (and may be refused) wherever one can come, even on a route that takes none.
    const toggle = op('POST', '/api/v1/admin/cities/:id/toggle-status');
    expect(Object.keys(toggle?.responses ?? {})).toEqual(expect.arrayContaining(['400', '413', '415']));
    const list = op('GET', '/api/v1/admin/cities');
    expect(Object.keys(list?.responses ?? {})).toContain('400');
    expect(Object.keys(list?.responses ?? {})).not.toContain('415');
  });
});

describe('Unsupported methods', () => {
  it('answer 405 with Allow on a known path, translated; unknown paths stay 404', async () => {
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE']) {
      const response = await t.request(method, '/api/v1/admin/cities', { as: 'admin', locale: 'ar' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.json().message).toBe('هذا العنوان لا يقبل هذه الطريقة.');
    }
    const one = await t.request('TRACE', '/api/v1/admin/cities/1', { as: 'admin' });
    expect(one.statusCode).toBe(405);
    expect(one.headers.allow).toBe('DELETE, GET, HEAD, PATCH, POST, PUT');
    expect(one.json().message).toBe('This address does not accept this method.');
    const exported = await t.request('TRACE', '/api/v1/admin/cities/export', { as: 'admin' });
    expect(exported.statusCode).toBe(405);
    expect(exported.headers.allow).toBe('GET, HEAD');
    expect((await t.request('TRACE', '/api/v1/admin/no-such-thing')).statusCode).toBe(404);
  });

  it('every path of the document answers 405 with Allow to each method it does not list', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const listed = Object.keys(item).map((method) => method.toUpperCase());
      // Signed in as the realm's own user, so that only the method decides.
      const realm = /^\/api\/v1\/(vendor|branch)\//.exec(path)?.[1] as 'vendor' | 'branch' | undefined;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (listed.includes(method)) continue;
        const response = await t.request(method, url, { as: realm ?? 'admin' });
        const allow = String(response.headers.allow ?? '').split(', ');
        if (response.statusCode !== 405 || !listed.every((m) => allow.includes(m)))
          wrong.push(`${method} ${path}: ${response.statusCode} (Allow: ${response.headers.allow})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);
});
