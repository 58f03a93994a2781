import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../resource.ts';
import type { ApiRealm } from '../user-types.ts';

/**
 * An endpoint declared once: its method, path, realms, parameters, query, body and success answers.
 * The server's route takes these from it (apps/api core/http/routes.ts `route({ endpoint, … })`), so
 * its handler must return the declared answer and its OpenAPI operation states these schemas; the
 * dashboard calls it with `call(endpoint, { params, query, body })` (lib/api-client.ts), whose answer
 * type is the declared one. A renamed field or path is then a compile error on both sides.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One method, or several that do the same (`PUT` and `PATCH`: the first is the one the dashboard sends). */
export type EndpointMethods = EndpointMethod | readonly [EndpointMethod, ...EndpointMethod[]];

/**
 * The realms of the API's paths (`/api/v1/{realm}`): the users', the customers', the payment
 * gateways' and the platform's public settings.
 */
export type EndpointRealm = ApiRealm | 'payments' | 'settings';

/** The parameter names of a path: `'/coupons/:id/uses'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Success answers (whole bodies) by status. */
export type EndpointResponses = { readonly 200?: z.ZodType; readonly 201?: z.ZodType };

export interface Endpoint<
  Method extends EndpointMethods = EndpointMethods,
  Path extends string = string,
  Realm extends EndpointRealm = EndpointRealm,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Responses extends EndpointResponses = EndpointResponses,
  Multipart extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: Method;
  /** Path after `/api/v1/{realm}`, e.g. `/coupons/:id/uses`. */
  readonly path: Path;
  /** The realms that serve this path (one route each). */
  readonly userTypes: readonly Realm[];
  /** Path parameters; `:id` is an integer ≥ 1 ({@link idParams}) unless given. */
  readonly params: z.ZodType | undefined;
  /** Query parameters (any other is refused with 422). */
  readonly query: Query;
  /** JSON (and urlencoded) body. */
  readonly body: Body;
  /** Multipart form body of an endpoint that takes files. */
  readonly multipart: Multipart;
  /** Success answers (whole bodies) by status; `{ message }` when none is given. */
  readonly responses: Responses;
}

/** The largest id a path accepts (`\d{1,9}`); anything else answers 404. */
export const MAX_ID = 999_999_999;

/** A path id: an integer ≥ 1 (the same rule the server's `idParam` applies). */
export const pathId = z.int().min(1).max(MAX_ID).describe('Record id (integer ≥ 1)');

/** The path parameters of a `:id` path. */
export const idParams = z.object({ id: pathId });

/** The body of an action that takes no fields (`{}`). */
export const emptyBody = z.object({});

/** `{ message }` of an action without data (logout, delete, …). */
export const messageBody = z.object({ message: z.string() });

/** `{ message, data }` of a write (create, update, toggle). */
export function writeBody<T extends z.ZodType>(record: T) {
  return z.object({ message: z.string(), data: record });
}

/** `{ data }` of a read. */
export function dataBody<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `meta` of a page. */
export const pageMetaBody = z.object({
  current_page: z.int().min(1),
  last_page: z.int().min(1),
  per_page: z.int().min(1).max(MAX_PER_PAGE),
  total: z.int().min(0),
  from: z.int().min(1).nullable(),
  to: z.int().min(1).nullable(),
});

/** A decimal number as a query carries it (`12`, `-3.5`, `5.`, `.5`, `1e3`). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const bounds = { type: 'validation.integer', min: 'validation.min_value', max: 'validation.max_value' };

/** An integer query parameter: a value that reads as a number becomes one, anything else fails. */
function integerParam(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z.int({ error: bounds.type }).min(min, { error: bounds.min }).max(max, { error: bounds.max }),
  );
}

/**
 * `page` and `per_page` of a list that has no filters or sorts of its own (the same rules as the
 * server's `pageQuery` of core/lists/page-query.ts).
 */
export const pageQuery = z.object({
  page: integerParam(1, 1_000_000).optional().describe('Page number, from 1'),
  per_page: integerParam(1, MAX_PER_PAGE)
    .optional()
    .describe(`Lines per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`),
});

/** `{ data, meta }` of one page of rows. */
export function pageBody<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: pageMetaBody });
}

type DefaultResponses = { readonly 200: typeof messageBody };

/** Declare an endpoint (see {@link Endpoint}); the answer is `{ message }` when no response is given. */
export function endpoint<
  const Method extends EndpointMethods,
  const Path extends string,
  const Realm extends EndpointRealm,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Responses extends EndpointResponses = DefaultResponses,
  Multipart extends z.ZodType | undefined = undefined,
>(definition: {
  method: Method;
  path: Path;
  userTypes: readonly Realm[];
  params?: z.ZodObject<{ [Name in PathParamNames<Path>]: z.ZodType }>;
  query?: Query;
  body?: Body;
  multipart?: Multipart;
  responses?: Responses;
}): Endpoint<Method, Path, Realm, Query, Body, Responses, Multipart> {
  const params = definition.params ?? (/:id\b/.test(definition.path) ? idParams : undefined);
  return Object.freeze({
    method: (typeof definition.method === 'string'
      ? definition.method
      : Object.freeze([...definition.method])) as Method,
    path: definition.path,
    userTypes: Object.freeze([...definition.userTypes]),
    params,
    query: definition.query as Query,
    body: definition.body as Body,
    multipart: definition.multipart as Multipart,
    responses: (definition.responses ?? { 200: messageBody }) as Responses,
  });
}

/** A read answered `{ data }`: `GET {path}`, its answer's `data` as `data`. */
export function dataRead<
  const Path extends string,
  const Realm extends EndpointRealm,
  Data extends z.ZodType,
>(path: Path, userTypes: readonly Realm[], data: Data) {
  return endpoint({ method: 'GET', path, userTypes, responses: { 200: dataBody(data) } });
}

/**
 * The lines of one record, a page at a time (a coupon's uses, a notification's recipients, a
 * customer's points: the dashboard's drawer tables): `GET {path}` with `page` and `per_page`
 * ({@link pageQuery}), answered `{ data, meta }` with each line as `row`.
 */
export function recordLines<
  const Path extends string,
  const Realm extends EndpointRealm,
  Row extends z.ZodType,
>(path: Path, userTypes: readonly Realm[], row: Row) {
  return endpoint({ method: 'GET', path, userTypes, query: pageQuery, responses: { 200: pageBody(row) } });
}

/**
 * A step taken on one record (a status step, an approval, marking read, a reply): `POST {path}`
 * with `body`, answered `{ message, data }` with the record after the step as `record`.
 */
export function recordStep<
  const Path extends string,
  const Realm extends EndpointRealm,
  Body extends z.ZodType,
  Record extends z.ZodType,
>(path: Path, userTypes: readonly Realm[], body: Body, record: Record) {
  return endpoint({ method: 'POST', path, userTypes, body, responses: { 200: writeBody(record) } });
}

/** The methods of an endpoint (the first is the one a client sends). */
export function methodsOf(endpoint: Endpoint): EndpointMethod[] {
  return typeof endpoint.method === 'string' ? [endpoint.method] : [...endpoint.method];
}

/** Whether a value is an endpoint declaration (the endpoints test finds them in the modules). */
export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    (typeof (value as Endpoint).method === 'string' || Array.isArray((value as Endpoint).method)) &&
    typeof (value as Endpoint).path === 'string' &&
    Array.isArray((value as Endpoint).userTypes) &&
    typeof (value as Endpoint).responses === 'object'
  );
}

/** The success answer of an endpoint, as the server sends it (JSON): the output of its schemas. */
export type EndpointAnswer<E extends Endpoint> = {
  [Status in keyof E['responses']]: E['responses'][Status] extends z.ZodType
    ? z.output<E['responses'][Status]>
    : never;
}[keyof E['responses']];

/**
 * A schema's fields by name, each optional: a form may leave one out (the server answers 422 naming
 * it), but it cannot send a field the declaration does not name.
 */
export type FieldsOf<T, Value = unknown> = T extends object ? { [K in keyof T]?: Value } : never;

/** The path parameters of an endpoint, by name. */
export type EndpointParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string | number>;

/** The body fields of an endpoint (the server validates their values). */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? FieldsOf<z.output<E['body']>>
  : never;

/** The query parameters of an endpoint (values as a query carries them). */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? FieldsOf<z.output<E['query']>, string | number | boolean | null | undefined>
  : never;
