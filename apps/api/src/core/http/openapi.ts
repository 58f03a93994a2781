import { z } from 'zod';
import type { Access } from './context.ts';

/**
 * The zod schemas a route declares, turned into its OpenAPI operation (app.ts `transform`). The
 * same schemas validate the request in the handlers, so the document cannot drift from them.
 */

import {
  dataBody,
  MAX_ID,
  messageBody,
  pageMetaBody,
  pathId,
  writeBody,
} from '@sufra/contract/endpoints/endpoint';

// The bodies and the path id of the endpoint declarations (packages/contract/src/endpoints).
export { dataBody, MAX_ID, messageBody, pageMetaBody, pathId, writeBody };

/** The error shape of CONTRACT.md: a translated message, and per-field messages on 422. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

const option = z.object({ id: z.int(), name: z.string() });

/** A list page (`data`, `meta`, `allowed_sorts`), or every option with `pagination=all`. */
export function listBody(record: z.ZodType) {
  return z.union([
    z.object({ data: z.array(record), meta: pageMetaBody, allowed_sorts: z.record(z.string(), z.string()) }),
    z.object({ data: z.array(option) }),
  ]);
}

/** Where a route's schemas live (route config `contract`). */
export interface RouteContract {
  operationId: string;
  /** The HTTP method of this operation (whether a body, and so its errors, can come with it). */
  method: string;
  access: Access;
  params?: z.ZodType | undefined;
  query?: z.ZodType | undefined;
  /** Request headers beyond the common ones. */
  headers?: z.ZodObject | undefined;
  body?: z.ZodType | undefined;
  /** The multipart form of a route that takes files. */
  multipart?: z.ZodType | undefined;
  /** Success answers by status. */
  responses: Partial<Record<number, z.ZodType>>;
  /** Non-JSON success answers (exports, event streams): media types of the 200. */
  produces?: readonly string[] | undefined;
  /** Error statuses beyond the ones every route can give. */
  errors?: readonly number[] | undefined;
  /** A page for people (the test gateway's checkout): its answers, errors included, may be HTML. */
  html?: boolean | undefined;
  /** The route may answer `303 See Other` with a `Location` (a form that sends the browser on). */
  redirects?: boolean | undefined;
}

type JsonSchema = Record<string, unknown>;

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: io === 'input' ? inputRules : undefined,
  }) as JsonSchema;
  return json;
}

function inputRules(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  requireWhatIsRequired(ctx);
  keepPipedStringRules(ctx);
}

const STRING_RULES = ['pattern', 'format', 'minLength', 'maxLength'] as const;

/**
 * zod's input form of `text().pipe(z.string().regex(…))` is the input side alone, so the rules of
 * the output side (its pattern) would be lost: a piped string states both sides' rules. The output
 * side checks the (trimmed) input, so a string the document allows is one the server accepts.
 */
function keepPipedStringRules(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (!(ctx.zodSchema instanceof z.ZodPipe)) return;
  if (ctx.jsonSchema.type !== undefined && ctx.jsonSchema.type !== 'string') return;
  const out = ctx.zodSchema.out;
  if (!(out instanceof z.ZodString || out instanceof z.ZodStringFormat)) return;
  const { $schema: _ignored, ...rules } = z.toJSONSchema(out, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  if (rules.type !== 'string') return;
  for (const key of STRING_RULES) {
    const value = rules[key];
    if (value === undefined) continue;
    const stated = ctx.jsonSchema[key];
    if (key === 'minLength' && typeof stated === 'number' && typeof value === 'number')
      ctx.jsonSchema[key] = Math.max(stated, value);
    else if (key === 'maxLength' && typeof stated === 'number' && typeof value === 'number')
      ctx.jsonSchema[key] = Math.min(stated, value);
    else if (key === 'pattern' && typeof stated === 'string' && stated !== value)
      ctx.jsonSchema.allOf = [
        ...((ctx.jsonSchema.allOf as JsonSchema[] | undefined) ?? []),
        { pattern: value },
      ];
    else ctx.jsonSchema[key] = value;
  }
}

/**
 * A field the server refuses to miss is required in the document. zod's JSON form of a piped field
 * (`text().pipe(regex)`, a trailing transform) loses its required mark, so ask the field itself:
 * whatever does not accept `undefined` is required, and nothing else.
 */
function requireWhatIsRequired(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (!(ctx.zodSchema instanceof z.ZodObject)) return;
  const shape = ctx.zodSchema.shape as Record<string, z.ZodType>;
  const stated = new Set((ctx.jsonSchema.required as string[] | undefined) ?? []);
  // A field that takes `undefined` (an optional text turned into null) is not required, whatever
  // zod's JSON form says of a preprocessed field; one whose check cannot run synchronously keeps
  // zod's word.
  const refusesMissing = (field: z.ZodType | undefined): boolean | undefined => {
    try {
      return field ? !field.safeParse(undefined).success : undefined;
    } catch {
      return undefined;
    }
  };
  const required = Object.keys(shape).filter((key) => refusesMissing(shape[key]) ?? stated.has(key));
  if (required.length > 0) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
}

/**
 * A query schema becomes one parameter per property: `additionalProperties` has no parameter form
 * (any parameter an operation does not list is refused with 422: see the API's description).
 */
function queryParameters(schema: JsonSchema): JsonSchema {
  const { additionalProperties: _ignored, ...rest } = schema;
  return rest;
}

/**
 * The query of a route that answers select options (`[{ id, name }]`): the dashboard's selects ask
 * every source with `pagination=all`, which these always are.
 */
export const optionsQuery = z.object({
  pagination: z
    .enum(['all'], { error: 'validation.in' })
    .optional()
    .describe('`all`, as the dashboard’s selects send it: the options are always every record'),
});

/** The JSON Schema the document states for an answer (`output`) or a body (`input`). */
export function documentedSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return toJson(schema, io);
}

/** The query parameters the document lists for a query schema, by name. */
export function documentedQuery(query: z.ZodType): string[] {
  return Object.keys((queryParameters(toJson(query, 'input')).properties as object | undefined) ?? {});
}

/** An uploaded file in a multipart body (the zod schema has no JSON form for it). */
function withFiles(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const file = { type: 'string', format: 'binary' };
  const fixed = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => {
      const items = value.items as JsonSchema | undefined;
      if (value.type === 'array' && items && Object.keys(items).length === 0)
        return [key, { ...value, items: file }];
      return [key, value];
    }),
  );
  return { ...schema, properties: fixed };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request: a URL that does not decode, or a body that does not parse',
  401: 'Missing or wrong API password, or no valid session',
  403: 'Not allowed for this user, user type or approval state',
  404: 'No such record (or not in your scope)',
  405: 'Method not allowed',
  409: 'Changed by someone else meanwhile; reload and retry',
  413: 'Body or files too large',
  415: 'Unsupported body type (JSON, form data or urlencoded only)',
  422: 'Invalid input: `errors` names each field with its messages',
  429: 'Too many attempts; retry after `Retry-After` seconds',
  500: 'Unexpected server fault (no details are given)',
  503: 'Temporarily unavailable',
};

/** Methods whose request may carry a body that the server reads (declared for the route or not). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses a route can answer with an error: 400 (a malformed URL) on every route; 413 and 415
 * wherever a body may come, since it is read (and refused when too large or of an unknown type)
 * before the handler, even on a route that takes none.
 */
export function errorStatuses(contract: RouteContract): number[] {
  const statuses = new Set<number>([400, 401, 422, 500, 503, ...(contract.errors ?? [])]);
  if (!('public' in contract.access)) statuses.add(403);
  if (contract.params) statuses.add(404);
  if (contract.body || contract.multipart || BODY_METHODS.has(contract.method.toUpperCase()))
    for (const status of [413, 415]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Headers every operation reads besides its security (SPEC §7: locale and Accept-Language). */
const commonHeaders = z.object({
  'accept-language': z
    .string()
    .max(1000)
    .optional()
    .describe(
      'Language of the messages and labels in the answer: `en` when the first language listed starts with `en`, otherwise Arabic (the default)',
    ),
  locale: z
    .string()
    .max(100)
    .optional()
    .describe('Read like Accept-Language when that header is absent (the dashboard sends both)'),
  'x-request-id': z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .describe('Echoed in the X-Request-Id of the answer and its log lines; a new id is made when absent'),
});

const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created' };

/** The Fastify route schema @fastify/swagger turns into this route's OpenAPI operation. */
export function operationSchema(contract: RouteContract, base: JsonSchema): JsonSchema {
  const documented: JsonSchema = { ...base, operationId: contract.operationId };
  documented.security =
    'public' in contract.access
      ? [{}, { apiPassword: [] }]
      : [{ bearer: [] }, { bearer: [], apiPassword: [] }];
  documented.headers = toJson(
    contract.headers ? commonHeaders.extend(contract.headers.shape) : commonHeaders,
    'input',
  );
  if (contract.params) documented.params = toJson(contract.params, 'input');
  if (contract.query) documented.querystring = queryParameters(toJson(contract.query, 'input'));
  if (contract.body || contract.multipart) {
    const content: JsonSchema = {};
    if (contract.body) {
      const json = toJson(contract.body, 'input');
      content['application/json'] = { schema: json };
      if (!contract.multipart) content['application/x-www-form-urlencoded'] = { schema: json };
    }
    if (contract.multipart)
      content['multipart/form-data'] = { schema: withFiles(toJson(contract.multipart, 'input')) };
    documented.body = { content };
  }
  const response: JsonSchema = {};
  for (const [status, schema] of Object.entries(contract.responses)) {
    if (!schema) continue;
    const description = SUCCESS_DESCRIPTIONS[Number(status)] ?? 'OK';
    if (Number(status) === 200 && contract.produces) {
      response[status] = {
        description,
        content: Object.fromEntries(
          contract.produces.map((type) => [
            type,
            // An event stream is text read as it comes; the others are files.
            {
              schema:
                type === 'text/event-stream' || type === 'text/html'
                  ? { type: 'string' }
                  : { type: 'string', format: 'binary' },
            },
          ]),
        ),
      };
    } else {
      response[status] = {
        description,
        content: { 'application/json': { schema: toJson(schema, 'output') } },
      };
    }
  }
  if (contract.redirects)
    response[303] = {
      description: 'See Other: the browser goes on to `Location`',
      headers: { location: { type: 'string' } },
    };
  const error = toJson(errorBody, 'output');
  for (const status of errorStatuses(contract)) {
    response[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      ...(status === 429 ? { headers: { 'retry-after': { type: 'integer', minimum: 1 } } } : {}),
      content: {
        'application/json': { schema: error },
        ...(contract.html ? { 'text/html': { schema: { type: 'string' } } } : {}),
      },
    };
  }
  documented.response = response;
  return documented;
}
