import { describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../../config.ts';
import { answersEventStream } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import { DEMO_USERS, type DemoUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { openApiChecker } from '../../test/openapi-check.ts';
import type {
  OpenApiDoc as Doc,
  OpenApiOperation as Operation,
  OpenApiSchema as Schema,
} from '../../test/openapi-doc.ts';
import { type SeededPicks as Random, seededPicks } from '../../test/prng.ts';

/**
 * Issue 7: thousands of malformed requests, generated from the served OpenAPI document with a
 * fixed-seed PRNG (same requests every run), as every kind of account and anonymously. None may
 * answer 5xx. The generator uses whatever the document describes (path parameters, request bodies,
 * the records lists answer), so it grows with the document.
 */

const SEED = 0x5eed_0007;
/** Requests per operation (the first few of an operation with an id use the bogus ids). */
const PER_OPERATION = 15;

interface FuzzRequest {
  method: string;
  url: string;
  as: DemoUser | 'customer' | 'anonymous' | 'bad-token';
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE = 'x'.repeat(100_000);
const STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  HUGE,
  'é'.repeat(5000),
  '2024-02-31',
  '0000-01-01',
  '9999-12-31',
  '1e309',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '%00',
  '../../etc/passwd',
  '\uD800',
  '\uFFFF',
  '٣٤٥',
  '12:99',
  '25:00',
  '1.234567891234',
  '-0.001',
  'a@b',
  'new:999',
  '__proto__',
];
const NUMBERS = [0, -1, 1, 1.5, 2147483648, -2147483649, 9007199254740992, 1e308, -1e308, 99999999.999];
const BAD_IDS = [
  '0',
  '-1',
  '999999999',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '1.5',
  '%00',
  '%20',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '1;DROP',
  '%E0%A4%A',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

function randomScalar(random: Random): unknown {
  switch (random.below(6)) {
    case 0:
      return random.pick(NUMBERS);
    case 1:
      return random.pick([true, false, null]);
    case 2:
      return [];
    case 3:
      return {};
    default:
      return random.pick(STRINGS);
  }
}

/** A value of roughly the schema's shape, or (often) of the wrong one. */
function valueFor(schema: Schema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 3 || random.next() < 0.3) return randomScalar(random);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return valueFor(random.pick(variants), random, depth + 1);
  if (schema.enum?.length && random.next() < 0.5) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        if (random.next() < 0.85) out[key] = valueFor(child, random, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: random.pick([0, 1, 2, 7, 120]) }, () =>
        valueFor(schema.items, random, depth + 1),
      );
    case 'integer':
    case 'number':
      return random.next() < 0.5 ? random.pick(NUMBERS) : String(random.pick(NUMBERS));
    case 'boolean':
      return random.pick([true, false, '1', '0', 'yes', 2]);
    default:
      return random.pick(STRINGS);
  }
}

/** `{a: {b: [1]}}` → `a[b][0]=1` entries (how forms send nested values). */
function flatten(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(item, `${prefix}[${index}]`, out);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}[${key}]` : key, out);
  else out.push([prefix, value === null || value === undefined ? '' : String(value)]);
  return out;
}

function multipartBody(entries: readonly [string, string][], random: Random): { body: Buffer; type: string } {
  const boundary = `fuzz${random.below(1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of entries)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (random.next() < 0.5) {
    const field = random.pick(['images[]', 'images', 'file', entries[0]?.[0] ?? 'x', 'logo']);
    const data = random.pick([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g><g></svg>'),
      Buffer.alloc(0),
      Buffer.from('MZ\u0090\u0000'),
    ]);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${random.pick(['a.png', 'a.svg', 'a.exe', ''])}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  if (random.next() < 0.85) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const type = random.next() < 0.9 ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
  return { body: Buffer.concat(chunks), type };
}

/** Keys that try the form reader: huge indices, deep brackets, collisions, prototype keys. */
function hostileEntries(random: Random): [string, string][] {
  const key = random.pick(['x', 'images', 'sizes', 'name', 'email', 'items']);
  return random.pick<[string, string][]>([
    [[`${key}[1000000000]`, '1']],
    [[`${key}[4294967294]`, '1']],
    [[`${key}[99]`, '1']],
    [[`${key}${'[a]'.repeat(40)}`, '1']],
    [
      [key, 'a'],
      [`${key}[x]`, 'b'],
    ],
    [
      [`${key}[]`, 'a'],
      [`${key}[x]`, 'b'],
    ],
    [[`${key}[${random.pick(PROTO_KEYS)}]`, '1']],
    [[random.pick(PROTO_KEYS), '1']],
    [[`${key}[]]]][[[`, '1']],
    [['', '1']],
    Array.from({ length: 1200 }, (_, index): [string, string] => [`k${index}`, '1']),
  ]);
}

/** Property names of the records an operation answers with (for filter and sort keys). */
function recordKeys(operation: Operation): string[] {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  const data = schema?.properties?.data;
  const record = data?.items ?? data;
  return Object.keys(record?.properties ?? {});
}

function queryFor(keys: readonly string[], described: readonly string[], random: Random): string {
  const params = new URLSearchParams();
  // Query parameters the document describes: one to three of them, each with a hostile value.
  if (described.length > 0 && random.next() < 0.5) {
    for (let n = 0; n <= random.below(3); n++)
      params.append(random.pick(described), String(randomScalar(random)).slice(0, 5000));
    return params.toString();
  }
  const key = keys.length > 0 ? random.pick(keys) : random.pick(['name', 'created_at', 'status']);
  const bad = () => random.pick(STRINGS).slice(0, 5000);
  switch (random.below(9)) {
    case 0:
      params.set('page', bad());
      params.set('per_page', bad());
      break;
    case 1:
      params.set('sort', random.pick([key, `-${key}`, bad()]));
      break;
    case 2:
      params.set(`filter[${key}]`, bad());
      break;
    case 3:
      params.set(`filter[${key}_from]`, random.pick(['2024-02-31', '0000-01-01', '1e9', '-1', bad()]));
      params.set(`filter[${key}_to]`, random.pick(['2024-13-01', '9999-12-31', '', bad()]));
      break;
    case 4:
      params.set('pagination', random.pick(['all', 'none', bad()]));
      break;
    case 5:
      params.set('format', random.pick(['csv', 'xlsx', 'pdf', bad()]));
      params.set(`filter[${key}]`, bad());
      break;
    case 6:
      params.append(`filter[${key}]`, 'a');
      params.append(`filter[${key}]`, 'b');
      params.set('sort[column]', key);
      params.set('sort[dir]', bad());
      break;
    case 7:
      params.set(`filter[${random.pick(PROTO_KEYS)}]`, '1');
      break;
    default:
      params.set(`${key}[1000000000]`, '1');
  }
  return params.toString();
}

function fillPath(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, id);
}

function realmOf(path: string): string {
  return /^\/api\/v1\/([^/]+)\//.exec(path)?.[1] ?? 'admin';
}

function accountsFor(realm: string): (DemoUser | 'customer')[] {
  if (realm === 'client') return ['customer'];
  return (Object.keys(DEMO_USERS) as DemoUser[]).filter((user) => DEMO_USERS[user].type === realm);
}

function generate(doc: Doc): FuzzRequest[] {
  const random = seededPicks(SEED);
  const requests: FuzzRequest[] = [];
  const allUsers = [...(Object.keys(DEMO_USERS) as DemoUser[]), 'customer' as const];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [rawMethod, operation] of Object.entries(operations)) {
      const method = rawMethod.toUpperCase();
      // Ending the fuzz's own sessions would only turn the rest into 401s.
      if (/\/logout$/.test(path)) continue;
      // A live stream never ends (inject would wait forever); events.test.ts covers it.
      if (answersEventStream(operation)) continue;
      const own = accountsFor(realmOf(path));
      const bodySchema =
        operation.requestBody?.content?.['application/json']?.schema ??
        Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const keys = [...recordKeys(operation), ...Object.keys(bodySchema?.properties ?? {})];
      const described = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const hasId = /\{[^}]+\}/.test(path);
      const ids = hasId ? ['1', '2', '3', ...BAD_IDS] : [''];
      for (let n = 0; n < PER_OPERATION; n++) {
        const as =
          random.next() < 0.75 && own.length > 0
            ? random.pick(own)
            : random.pick([...allUsers, 'anonymous', 'bad-token'] as const);
        const id = hasId ? (n < 4 ? random.pick(BAD_IDS) : random.pick(ids)) : '';
        let url = fillPath(path, id);
        if (method === 'GET' || random.next() < 0.2) {
          const query = queryFor(keys, described, random);
          if (query) url += `?${query}`;
        }
        const headers: Record<string, string> = {
          'accept-language': random.pick(['en', 'ar', 'fr', '', 'ar;q=x']),
        };
        let payload: string | Buffer | undefined;
        if (method !== 'GET' && method !== 'DELETE') {
          const body = valueFor(bodySchema ?? { type: 'object' }, random);
          switch (random.below(8)) {
            case 0:
            case 1:
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(body);
              break;
            case 2:
              headers['content-type'] = 'application/json';
              payload = random.pick([
                '{"a":',
                '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
                '{"__proto__":{"x":1}}',
                `{"constructor":{"prototype":{"x":1}}}`,
                'null',
                '"text"',
                '12',
                `{"a":"${'\\u0000'}"}`,
                `${'['.repeat(5000)}${']'.repeat(5000)}`,
              ]);
              break;
            case 3:
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload = new URLSearchParams(flatten(body, '', [])).toString();
              break;
            case 4: {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload = new URLSearchParams(hostileEntries(random)).toString();
              break;
            }
            case 5:
            case 6: {
              const entries = random.next() < 0.7 ? flatten(body, '', []) : hostileEntries(random);
              const form = multipartBody(entries, random);
              headers['content-type'] = form.type;
              payload = form.body;
              break;
            }
            default:
              headers['content-type'] = random.pick([
                'text/plain',
                'application/xml',
                'application/json; charset=utf-16',
                'multipart/mixed; boundary=x',
                'application/octet-stream',
                'image/png',
              ]);
              payload = random.pick(['x', '--X--', JSON.stringify(body), '\u0000']);
          }
        }
        requests.push({ method, url, as, headers, ...(payload === undefined ? {} : { payload }) });
      }
    }
  }
  return requests;
}

const t = testAppForFile();

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers thousands of malformed requests without a single 5xx, each as the document describes', {
    timeout: 90_000,
  }, async () => {
    const docResponse = await t.request('GET', '/api/docs/openapi.json');
    expect(docResponse.statusCode).toBe(200);
    const requests = generate(docResponse.json() as Doc);
    expect(requests.length).toBeGreaterThan(3000);
    const tokens = new Map<DemoUser | 'customer', string>();
    for (const user of Object.keys(DEMO_USERS) as DemoUser[]) tokens.set(user, await t.tokenOf(user));
    tokens.set('customer', (await factories(t).newCustomer()).token);
    const failures: string[] = [];
    const openApi = openApiChecker();
    /** One example per operation and problem. */
    const undocumented = new Map<string, string>();
    for (const request of requests) {
      const headers: Record<string, string> = { 'x-api-password': DEV_API_PASSWORD, ...request.headers };
      if (request.as === 'bad-token') headers.authorization = 'Bearer not-a-token';
      else if (request.as !== 'anonymous') headers.authorization = `Bearer ${tokens.get(request.as)}`;
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      // Whatever the status, the answer is one the document describes for the operation.
      const problem = openApi.check(request.method, request.url, response);
      if (problem)
        undocumented.set(
          problem.slice(0, problem.indexOf(':')),
          `${request.url.slice(0, 200)} → ${problem.slice(0, 500)}`,
        );
      if (response.statusCode >= 500) {
        const shown = request.payload === undefined ? '' : String(request.payload).slice(0, 400);
        failures.push(
          `${response.statusCode} ${request.method} ${request.url.slice(0, 300)} as ${request.as} ` +
            `${JSON.stringify(request.headers)} ${JSON.stringify(shown)} → ${response.body.slice(0, 300)}`,
        );
      }
    }
    expect(
      failures.length,
      `${failures.length} answers were 5xx; the first:\n${failures.slice(0, 5).join('\n')}`,
    ).toBe(0);
    expect(
      undocumented.size,
      `${undocumented.size} answers are off the document; the first:\n${[...undocumented.values()].slice(0, 5).join('\n')}`,
    ).toBe(0);
  });
});
