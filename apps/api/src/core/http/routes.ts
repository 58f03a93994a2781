import type {} from '@fastify/swagger';
import { clientCancelInput } from '@sufra/contract/client-orders';
import {
  pageQuery as declaredPageQuery,
  type Endpoint,
  type EndpointAnswer,
  idParams,
  methodsOf,
} from '@sufra/contract/endpoints/endpoint';
import type { Labels } from '@sufra/contract/messages';
import { type Permission, permission } from '@sufra/contract/permissions';
import type { ResourceDef } from '@sufra/contract/resource';
import type { ApiRealm } from '@sufra/contract/user-types';
import { toFieldIssues } from '@sufra/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { pageMeta } from '../lists/list-query.ts';
import { FILTER_PARAM } from '../lists/list-query-params.ts';
import { pageMetaBody, pageOf, pageQuery } from '../lists/page-query.ts';
import { assertApprovedFor } from '../sessions/actor.ts';
import { audit } from '../sessions/audit.ts';
import type { FileAcceptance } from './body.ts';
import type { Access, ClientContext, RequestContext } from './context.ts';
import { forbidden, notFound, unauthenticated, validationFailed } from './errors.ts';
import { idempotencyHeader, idempotencyKeyOf } from './idempotency.ts';
import {
  dataBody,
  documentedQuery,
  messageBody,
  optionsQuery,
  pathId,
  type RouteContract,
  writeBody,
} from './openapi.ts';
import { serialize } from './serialize.ts';

export interface RouteSpec {
  method: HTTPMethods | HTTPMethods[];
  /** Path after `/api/v1/{userType}`, e.g. `/countries/:id`. */
  path: string;
  access: Access;
  /** OpenAPI description. */
  summary?: string;
  tags?: string[];
  /** Last part of the stable operationId `{userType}.{tag}.{operation}` (default: from method and path). */
  operation?: string;
  /** Path parameters; `:id` in the path is an integer ≥ 1 ({@link idParams}) unless given. */
  params?: z.ZodType;
  /** Query parameters (documentation of what the handler's parser accepts). */
  query?: z.ZodType;
  /** Request headers the handler reads besides the common ones (documentation). */
  headers?: z.ZodObject;
  /** JSON (and urlencoded) body, validated with `parseInput`. */
  body?: z.ZodType;
  /** Multipart form body of a route that takes files (`_method` included where spoofing applies). */
  multipart?: z.ZodType;
  /** `data` of the 200 answer `{ data }` (shorthand for `responses: { 200: dataBody(…) }`). */
  response?: z.ZodType;
  /** Success answers (whole bodies) by status. */
  responses?: Partial<Record<number, z.ZodType>>;
  /** Media types of a non-JSON 200 (exports, the live events stream). */
  produces?: readonly string[];
  /** Error statuses beyond those every route can give (see `errorStatuses` in openapi.ts). */
  errors?: readonly number[];
  /** A page for people: its answers, errors included, may be HTML (`produces` names the 200's type). */
  html?: boolean;
  /** The route may answer `303 See Other` (a form sending the browser on). */
  redirects?: boolean;
  /**
   * The field labels of the resource the route belongs to: an error its handler throws without
   * labels of its own (a service's `invalid`, a unique violation, an unknown parameter) names the
   * fields with these, never with another resource's.
   */
  labels?: Labels | undefined;
  /** Uploaded files this route takes (after authentication, streamed to disk); others refuse files. */
  files?: FileAcceptance | undefined;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * A route of an endpoint declared in the contract (packages/contract/src/endpoints): its method, path,
 * parameters, query, bodies and success answers are the declaration's, and its handler must return
 * the declared answer; what only the server knows (access, tags, summary, errors, …) stays here.
 */
export interface EndpointRouteSpec<E extends Endpoint>
  extends Omit<
    RouteSpec,
    'method' | 'path' | 'params' | 'query' | 'body' | 'multipart' | 'response' | 'responses' | 'handler'
  > {
  endpoint: E;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<EndpointAnswer<E>>;
}

/**
 * The realms of the API's paths: the users' and the customers' (`/api/v1/{userType}`);
 * `payments`, where payment gateways call back and payers' browsers land: public routes only, which
 * need no API password (a gateway and a browser have none); and `settings`, the platform's public
 * settings that pages read before anyone signs in (public routes, with the API password).
 */
export type RouteRealm = ApiRealm | 'payments' | 'settings';

/** One page of a list's rows, and how many rows there are in all. */
export type PageRows = { rows: readonly unknown[]; total: number };

/** Every API route goes through here: it names its realm and what it needs (deny by default). */
export function route(app: FastifyInstance, userType: RouteRealm, spec: RouteSpec): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  userType: E['userTypes'][number],
  spec: EndpointRouteSpec<E>,
): void;
export function route(
  app: FastifyInstance,
  userType: RouteRealm,
  given: RouteSpec | EndpointRouteSpec<Endpoint>,
): void {
  const spec = 'endpoint' in given ? endpointSpec(userType, given) : given;
  if (userType === 'client' && 'permission' in spec.access)
    throw new Error(`${spec.path}: customer routes are public or authenticated, never a permission`);
  if (userType === 'payments' && !('public' in spec.access))
    throw new Error(`${spec.path}: payment gateway routes are public (they verify what they are told)`);
  if (userType === 'settings' && !('public' in spec.access))
    throw new Error(`${spec.path}: the settings realm serves public settings only`);
  const methods = [spec.method].flat();
  const tags = spec.tags ?? [userType];
  const operation = spec.operation ?? defaultOperation(spec);
  const responses = { ...spec.responses };
  if (spec.response) responses[200] = dataBody(spec.response);
  if (Object.keys(responses).length === 0) responses[200] = messageBody;
  const params = spec.params ?? (/:id\b/.test(spec.path) ? idParams : undefined);
  const handler = refusingUnknownQuery(spec);
  for (const method of methods) {
    const suffix = methods.length > 1 ? `.${method.toLowerCase()}` : '';
    const contract: RouteContract = {
      operationId: `${userType}.${tags[0] ?? 'api'}.${operation}${suffix}`,
      method,
      access: spec.access,
      params,
      query: spec.query,
      headers: spec.headers,
      body: spec.body,
      multipart: spec.multipart,
      responses,
      produces: spec.produces,
      errors: spec.errors,
      html: spec.html,
      redirects: spec.redirects,
    };
    app.route({
      method,
      url: `/api/v1/${userType}${spec.path}`,
      config: {
        access: spec.access,
        userType,
        contract,
        ...(spec.files ? { files: spec.files } : {}),
        ...(spec.labels ? { labels: spec.labels } : {}),
      },
      schema: { summary: spec.summary, tags, hide: false },
      handler,
    });
  }
}

/** The route spec of a declared endpoint, in a realm the declaration names. */
function endpointSpec(userType: RouteRealm, spec: EndpointRouteSpec<Endpoint>): RouteSpec {
  const { endpoint, ...rest } = spec;
  if (!endpoint.userTypes.includes(userType))
    throw new Error(
      `${endpoint.path}: the endpoint is declared for ${endpoint.userTypes.join(', ')}, not ${userType}`,
    );
  return {
    ...rest,
    method: methodsOf(endpoint),
    path: endpoint.path,
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    multipart: endpoint.multipart,
    responses: { ...endpoint.responses },
  };
}

/**
 * The status step of a resource's record (an order's, a reservation's, a contact message's) in one
 * realm: its declared endpoint, taken with the resource's `update-…` permission, tagged with the
 * resource's name, operation `status`.
 */
export function statusStepRoute<E extends Endpoint>(
  app: FastifyInstance,
  userType: E['userTypes'][number],
  resource: Pick<ResourceDef, 'name' | 'permission'>,
  spec: Pick<EndpointRouteSpec<E>, 'endpoint' | 'summary' | 'handler'>,
): void {
  route(app, userType, {
    ...spec,
    access: { permission: permission('update', resource.permission) },
    tags: [resource.name],
    operation: 'status',
  });
}

/**
 * A route of a declared endpoint for whoever is signed in to the realm (`{ authenticated: true }`:
 * their own session, profile and inbox, the home cards, the map), tagged `tags`.
 */
export function signedInRoute<E extends Endpoint>(
  app: FastifyInstance,
  userType: E['userTypes'][number],
  tags: string[],
  spec: Omit<EndpointRouteSpec<E>, 'access' | 'tags'>,
): void {
  route(app, userType, { ...spec, access: { authenticated: true }, tags });
}

/**
 * The lines of one record a page at a time (a coupon's uses, a notification's recipients, a
 * customer's points: the dashboard's drawer tables) in one realm: its declared endpoint
 * (`recordLines`), read with the resource's `read-…` permission and tagged with its name. A bad
 * page answers 422 naming the fields with the resource's labels; then `load` gives that page of the
 * lines of the record at `:id` (404 when it is not the caller's), each line answered as `row`.
 */
export function recordLinesRoute<E extends Endpoint>(
  app: FastifyInstance,
  userType: E['userTypes'][number],
  resource: Pick<ResourceDef, 'name' | 'permission' | 'labels'>,
  spec: Pick<EndpointRouteSpec<E>, 'endpoint' | 'summary' | 'operation' | 'errors'> & {
    row: z.ZodType;
    load: (ctx: RequestContext, id: number, page: ReturnType<typeof pageOf>) => Promise<PageRows>;
  },
): void {
  const { row, load, ...rest } = spec;
  route(app, userType, {
    ...rest,
    access: { permission: permission('read', resource.permission) },
    tags: [resource.name],
    handler: async (request) => {
      const page = pageOf(parseInput(declaredPageQuery, request.query, resource.labels));
      // The declaration's answer (`recordLines`: a page of `row`).
      return pageAnswer(row, page, await load(request.ctx(), idParam(request), page)) as EndpointAnswer<E>;
    },
  });
}

/**
 * A customer's booking (placing an order, booking a table): `POST {path}` with `body` (422 naming
 * the fields with `bodyLabels`), safe to retry with `Idempotency-Key` (409: the key was sent with another
 * body), answered 201 `{ message, data }` with the record `place` gives as `record`.
 */
export function clientBookingRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Omit<
    RouteSpec,
    'method' | 'access' | 'headers' | 'body' | 'responses' | 'errors' | 'labels' | 'handler'
  > & {
    body: B;
    /** The field labels the body's 422 names its fields with. */
    bodyLabels: Labels;
    record: R;
    place: (ctx: ClientContext, input: z.output<B>, key: string | undefined) => Promise<unknown>;
    /** The answer's message, for the new record. */
    message: (ctx: ClientContext, data: z.output<R>) => string;
  },
): void {
  const { bodyLabels, record, place, message, ...rest } = spec;
  route(app, 'client', {
    ...rest,
    method: 'POST',
    access: { authenticated: true },
    headers: idempotencyHeader,
    responses: { 201: writeBody(record) },
    errors: [409],
    handler: async (request, reply) => {
      const ctx = request.clientCtx();
      const key = idempotencyKeyOf(request);
      const input = parseInput(spec.body, request.body, bodyLabels);
      const row = await place(ctx, input, key);
      if (!row) throw notFound();
      const data = serialize(record, row);
      reply.status(201);
      return { message: message(ctx, data), data };
    },
  });
}

/**
 * A customer's own records (orders, reservations, messages): `GET {path}`, a page of them (`list`:
 * each row of the page `load` gives as `record`; a bad page answers 422 naming the fields with
 * `labels`), and `GET {path}/:id`, one whole (`show`: the row `find` gives as `record`, 404 when it
 * gives none).
 */
export function clientRecordRoutes(
  app: FastifyInstance,
  spec: {
    path: string;
    tags: string[];
    labels: Labels;
    list: {
      summary: string;
      record: z.ZodType;
      load: (ctx: ClientContext, page: ReturnType<typeof pageOf>) => Promise<PageRows>;
    };
    show: { summary: string; record: z.ZodType; find: (ctx: ClientContext, id: number) => Promise<unknown> };
  },
): void {
  const { path, tags, labels, list, show } = spec;
  const access = { authenticated: true } as const;
  pageRoute(app, 'client', {
    path,
    access,
    tags,
    summary: list.summary,
    operation: 'list',
    labels,
    record: list.record,
    load: (request, page) => list.load(request.clientCtx(), page),
  });
  showRoute(app, 'client', {
    path: `${path}/:id`,
    access,
    tags,
    summary: show.summary,
    operation: 'show',
    response: show.record,
    find: (request) => show.find(request.clientCtx(), idParam(request)),
  });
}

/**
 * A customer canceling one of their own records (an order, a reservation) with a cancel reason:
 * `POST {path}/:id/cancel`, answered `{ message, data }` with the record after it as `record`
 * (404 when `cancel` gives none).
 */
export function clientCancelRoute(
  app: FastifyInstance,
  spec: {
    path: string;
    tags: string[];
    summary: string;
    /** The field labels the body's 422 names its fields with. */
    bodyLabels: Labels;
    record: z.ZodType;
    cancel: (ctx: ClientContext, id: number, reasonId: number) => Promise<{ row: unknown; message: string }>;
  },
): void {
  const { path, tags, summary, bodyLabels, record, cancel } = spec;
  route(app, 'client', {
    method: 'POST',
    path: `${path}/:id/cancel`,
    access: { authenticated: true },
    tags,
    summary,
    operation: 'cancel',
    body: clientCancelInput,
    responses: { 200: writeBody(record) },
    handler: async (request) => {
      const ctx = request.clientCtx();
      const id = idParam(request);
      const input = parseInput(clientCancelInput, request.body, bodyLabels);
      const { row, message } = await cancel(ctx, id, input.cancel_reason_id);
      return writeAnswer(record, row, message);
    },
  });
}

/**
 * A select's source: `GET /{source}` answers `{ data: [{ id, name, … }] }`, every record the caller
 * may choose, and takes the `pagination=all` every select sends.
 */
export function optionsRoute(
  app: FastifyInstance,
  userType: RouteRealm,
  spec: Omit<RouteSpec, 'method' | 'query' | 'response' | 'responses' | 'handler'> & {
    response: z.ZodType;
    load: (request: FastifyRequest) => Promise<unknown>;
  },
): void {
  const { load, ...rest } = spec;
  route(app, userType, {
    ...rest,
    method: 'GET',
    query: optionsQuery,
    handler: async (request) => {
      parseInput(optionsQuery, request.query);
      return { data: await load(request) };
    },
  });
}

/**
 * One record: `GET /{path}` answers `{ data }`, the row `find` gives as `response`, or 404 when it
 * gives none (not there, or not the caller's).
 */
export function showRoute(
  app: FastifyInstance,
  userType: RouteRealm,
  spec: Omit<RouteSpec, 'method' | 'responses' | 'handler'> & {
    response: z.ZodType;
    find: (request: FastifyRequest) => Promise<unknown>;
  },
): void {
  const { find, ...rest } = spec;
  route(app, userType, {
    ...rest,
    method: 'GET',
    handler: async (request) => {
      const row = await find(request);
      if (!row) throw notFound();
      return { data: serialize(spec.response, row) };
    },
  });
}

/**
 * The `{ message, data }` answer of a write to one record (a status step, a cancel, marking read):
 * the message and the record after it as `record`; no record (not there, or not the caller's) is 404.
 */
export function writeAnswer<R extends z.ZodType>(
  record: R,
  row: unknown,
  message: string,
): { message: string; data: z.output<R> } {
  if (!row) throw notFound();
  return { message, data: serialize(record, row) };
}

/**
 * A list without filters or sorts of its own (a customer's orders, reservations, messages):
 * `GET /{path}` takes `page` and `per_page` ({@link pageQuery}) and answers `{ data, meta }`, each row
 * of the page `load` gives as `record`; a bad page answers 422 naming the fields with `labels`.
 */
export function pageRoute(
  app: FastifyInstance,
  userType: RouteRealm,
  spec: Omit<RouteSpec, 'method' | 'query' | 'response' | 'responses' | 'handler'> & {
    record: z.ZodType;
    load: (request: FastifyRequest, page: ReturnType<typeof pageOf>) => Promise<PageRows>;
  },
): void {
  const { record, load, ...rest } = spec;
  route(app, userType, {
    ...rest,
    method: 'GET',
    query: pageQuery,
    responses: { 200: z.object({ data: z.array(record), meta: pageMetaBody }) },
    handler: async (request) => {
      const page = pageOf(parseInput(pageQuery, request.query, spec.labels));
      return pageAnswer(record, page, await load(request, page));
    },
  });
}

/** The `{ data, meta }` answer of a page of a list: each row of the page as `record`, and where it stands. */
export function pageAnswer<R extends z.ZodType>(
  record: R,
  page: ReturnType<typeof pageOf>,
  { rows, total }: PageRows,
): { data: z.output<R>[]; meta: ReturnType<typeof pageMeta> } {
  return { data: rows.map((row) => serialize(record, row)), meta: pageMeta(page, total) };
}

/**
 * The route's handler, after a check that every query parameter is one the document lists for it:
 * any other (a misspelt `per-page`, a cache buster) answers 422 naming it, after the access checks.
 * An undeclared `filter[…]` of a list is left to the list's parser, which names the filter.
 */
function refusingUnknownQuery(spec: RouteSpec): RouteSpec['handler'] {
  // Read from the document's form of the schema on the first request with a query, not at start.
  let known: Set<string> | undefined;
  let listsFilters = false;
  return async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && Object.keys(query).length > 0) {
      if (!known) {
        known = new Set(spec.query ? documentedQuery(spec.query) : []);
        listsFilters = [...known].some((name) => FILTER_PARAM.test(name));
      }
      const unknown = Object.keys(query).filter(
        (name) => !known?.has(name) && !(listsFilters && FILTER_PARAM.test(name)),
      );
      if (unknown.length > 0)
        throw validationFailed(
          unknown.map((name) => ({
            field: name,
            key: 'validation.unknown_parameter',
            params: { field: name },
          })),
          spec.labels,
        );
    }
    return spec.handler(request, reply);
  };
}

/** `post.reset-code`-style name from the method and the path's static segments. */
function defaultOperation(spec: RouteSpec): string {
  const method = [spec.method].flat()[0] ?? 'GET';
  const words = spec.path
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .join('.');
  return `${method.toLowerCase()}${words ? `.${words}` : ''}`;
}

/** The path parameters of a `:id` route. */
export { idParams };

/** Validate input with a contract schema; every failing field answers in one 422. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, labels?: Labels): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(toFieldIssues(result.error.issues), labels);
  return result.data;
}

/**
 * What a write to one record reads, in this order: the caller's context (401 without one), the
 * path's `:id` (404) and the body parsed with `schema` (422, its fields named with `labels`).
 */
export function recordWrite<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  labels?: Labels,
): { ctx: ReturnType<FastifyRequest['ctx']>; id: number; input: z.output<T> } {
  const ctx = request.ctx();
  const id = idParam(request);
  return { ctx, id, input: parseInput(schema, request.body, labels) };
}

/** `:id` must be a positive integer; anything else is simply not found. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = pathId.safeParse(/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
  if (!id.success) throw notFound();
  return id.data;
}

/** For routes whose permission depends on the body (method spoofing): check it here, logged like the hook. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<void> {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  if (actor.permissions.has(permission)) return assertApprovedFor(actor, permission);
  await audit(
    request.server.deps.db,
    actor,
    { action: 'permission.denied', details: { permission, url: request.url } },
    request.ip,
  );
  throw forbidden();
}
