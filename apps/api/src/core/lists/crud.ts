import { permission } from '@sufra/contract/permissions';
import type { FilterKey, ResourceDef, SortKey } from '@sufra/contract/resource';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FileAcceptance } from '../http/body.ts';
import type { RequestContext } from '../http/context.ts';
import { duplicateError, invalid, notFound } from '../http/errors.ts';
import { auditRequest } from '../http/http.ts';
import { listBody, messageBody, writeBody } from '../http/openapi.ts';
import {
  idParam,
  parseInput,
  type RouteRealm,
  type RouteSpec,
  requirePermission,
  route,
} from '../http/routes.ts';
import { serialize } from '../http/serialize.ts';
import { type ExportRows, sendExport } from './export.ts';
import {
  allowedSorts,
  type ListQuery,
  type ListRequest,
  pageMeta,
  parseExportQuery,
  parseListQuery,
} from './list-query.ts';
import { exportQuerySchema, listQuerySchema } from './list-query-schema.ts';

export interface Option {
  id: number;
  name: string;
}

/**
 * A row as a service answers it, before `serialize` (core/http/serialize.ts) turns its dates into ISO
 * strings: the contract record's input, where a string may still be a `Date`.
 */
export type Unserialized<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Unserialized<U>[]
    : T extends object
      ? { [K in keyof T]: Unserialized<T[K]> }
      : T;

/**
 * What a resource's service provides to the generic routes; every method receives the caller's scope.
 * `S` and `F` are the resource's sort and filter keys, `R` a row as the list, create, update and
 * toggle answer it, `One` what show answers (see {@link ServiceOf}).
 */
export interface ResourceService<
  TCreate,
  TUpdate,
  S extends string = string,
  F extends string = string,
  R = unknown,
  One = R,
> {
  list(ctx: RequestContext, q: ListQuery<S, F>): Promise<{ rows: readonly R[]; total: number }>;
  /**
   * Every matching row in batches, with no cap (same filters and order as the list): what the
   * export route streams. Required, so no resource exports a capped list.
   */
  exportRows(ctx: RequestContext, q: ListQuery<S, F>): AsyncIterable<readonly R[]>;
  options(ctx: RequestContext): Promise<Option[]>;
  show(ctx: RequestContext, id: number): Promise<One | undefined>;
  /** The new row (read back in the caller's scope; undefined only if it is gone already: a 500). */
  create?(ctx: RequestContext, input: TCreate): Promise<R | undefined>;
  update?(ctx: RequestContext, id: number, input: TUpdate): Promise<R | undefined>;
  remove?(ctx: RequestContext, id: number): Promise<boolean>;
  /** Flip `blocked`. */
  toggle?(ctx: RequestContext, id: number): Promise<R | undefined>;
}

type Def = ResourceDef<z.ZodType, z.ZodType, z.ZodType>;

/** A row of a resource as its service answers it: its contract record, dates still dates. */
export type RowOf<D extends Def> = Unserialized<z.input<D['record']>>;

/**
 * The service of one resource declaration: its inputs, sort keys, filter keys and rows (`One`:
 * what show answers when it is more than a row, as `registerResource`'s `detail`).
 */
export type ServiceOf<D extends Def, One = RowOf<D>> = ResourceService<
  z.output<D['create']>,
  z.output<D['update']>,
  SortKey<D>,
  FilterKey<D>,
  RowOf<D>,
  One
>;

/**
 * The generic list, options, export, show, create, update (PUT/PATCH, or POST with `_method=PUT`),
 * delete (DELETE, or POST with `_method=delete`) and status-toggle routes of one resource, for each
 * user type the declaration names.
 */
export function registerResource<D extends Def>(
  app: FastifyInstance,
  def: D,
  service: ServiceOf<D, unknown>,
  /**
   * `files`: the create and update routes take uploaded files (all other routes refuse them).
   * `detail`: what the show route answers when it is more than a list row (an order's lines and history).
   */
  options: { files?: FileAcceptance; detail?: z.ZodType } = {},
): void {
  const r = resourceRoutes(app, def, service, options);
  for (const userType of def.userTypes) {
    listRoute(r, userType);
    exportRoute(r, userType);
    showRoute(r, userType);
    writeRoutes(r, userType);
    toggleRoute(r, userType);
  }
}

/** What every route of one resource is built from. */
function resourceRoutes<D extends Def>(
  app: FastifyInstance,
  def: D,
  service: ServiceOf<D, unknown>,
  options: { files?: FileAcceptance; detail?: z.ZodType },
) {
  return {
    app,
    def,
    service,
    options,
    base: `/${def.name}`,
    tags: [def.name],
    read: permission('read', def.permission),
    create: permission('create', def.permission),
    update: permission('update', def.permission),
    remove: permission('delete', def.permission),
    one: (row: unknown) => serialize(def.record, row),
    detail: options.detail ?? def.record,
    /** Every route of the resource names fields in its errors with the resource's own labels. */
    route: (userType: RouteRealm, spec: RouteSpec) => route(app, userType, { ...spec, labels: def.labels }),
  };
}

type Routes<D extends Def> = ReturnType<typeof resourceRoutes<D>>;
type UserType = Def['userTypes'][number];

function listRoute<D extends Def>(r: Routes<D>, userType: UserType): void {
  const { app, def, service, base, tags, read } = r;
  listPageRoute(app, userType, def, {
    path: base,
    access: { permission: read },
    tags,
    summary: `List ${def.name} (page, per_page, sort, filter[…]; pagination=all for select options)`,
    operation: 'list',
    labels: def.labels,
    all: (ctx) => service.options(ctx),
    page: (ctx, q) => service.list(ctx, q),
  });
}

function exportRoute<D extends Def>(r: Routes<D>, userType: UserType): void {
  const { app, def, service, base, tags, read } = r;
  listExportRoute(app, userType, def, {
    path: `${base}/export`,
    access: { permission: read },
    tags,
    summary: `Export ${def.name} as CSV or XLSX with the list's filters and sort`,
    operation: 'export',
    labels: def.labels,
    name: def.name,
    // The rows go out as the service gives them (record-shaped, as `list` gives them), not
    // through the record schema: the export reads only the record's scalar columns and writes
    // times itself, and parsing 100,000 rows took a quarter of the export's time.
    rows: (ctx, q) => service.exportRows(ctx, q) as AsyncIterable<readonly Record<string, unknown>[]>,
  });
}

/** Where a list's route is, who may call it and how the document names it. */
type ListRouteSpec = Pick<RouteSpec, 'path' | 'access' | 'tags' | 'summary' | 'operation' | 'labels'>;

/**
 * The list route of a declaration (a resource's, a report's): `GET {path}` with `page`, `per_page`,
 * `sort` and `filter[…]`, answered `{ data, meta, allowed_sorts }` with the page `page` gives, each row
 * as the record; `pagination=all` answers `{ data }`, what `all` gives (the select's options).
 */
export function listPageRoute<D extends Def>(
  app: FastifyInstance,
  userType: RouteRealm,
  def: D,
  spec: ListRouteSpec & {
    all: (ctx: RequestContext, q: ListRequest<SortKey<D>, FilterKey<D>>) => Promise<unknown>;
    page: (
      ctx: RequestContext,
      q: ListRequest<SortKey<D>, FilterKey<D>>,
    ) => Promise<{ rows: readonly unknown[]; total: number }>;
  },
): void {
  const { all, page, ...rest } = spec;
  route(app, userType, {
    ...rest,
    method: 'GET',
    query: listQuerySchema(def),
    responses: { 200: listBody(def.record) },
    handler: async (request) => {
      const ctx = request.ctx();
      const q = parseListQuery(request.query as Record<string, unknown>, def);
      if (q.pagination === 'all') return { data: await all(ctx, q) };
      const { rows, total } = await page(ctx, q);
      return {
        data: rows.map((row) => serialize(def.record, row)),
        meta: pageMeta(q, total),
        allowed_sorts: allowedSorts(def, request.locale),
      };
    },
  });
}

/**
 * The export route of a declaration's list: `GET {path}` with the list's sort and filters and
 * `format`, answered as a CSV or XLSX file called `name`, of the rows `rows` gives a batch at a time.
 */
export function listExportRoute<D extends Def>(
  app: FastifyInstance,
  userType: RouteRealm,
  def: D,
  spec: ListRouteSpec & {
    name: string;
    rows: (ctx: RequestContext, q: ListQuery<SortKey<D>, FilterKey<D>>) => ExportRows;
  },
): void {
  const { name, rows, ...rest } = spec;
  route(app, userType, {
    ...rest,
    method: 'GET',
    query: exportQuerySchema(def),
    responses: { 200: z.string() },
    produces: EXPORT_TYPES,
    // 429: the account has EXPORTS_AT_ONCE exports under way already.
    errors: [429],
    handler: async (request, reply) => {
      const ctx = request.ctx();
      const { format, ...q } = parseExportQuery(request.query as Record<string, unknown>, def);
      return sendExport(reply, {
        format,
        name,
        locale: request.locale,
        rows: rows(ctx, q),
        record: def.record,
        labels: def.labels,
      });
    },
  });
}

function showRoute<D extends Def>(r: Routes<D>, userType: UserType): void {
  const { def, service, base, tags, read, detail } = r;
  r.route(userType, {
    method: 'GET',
    path: `${base}/:id`,
    access: { permission: read },
    tags,
    summary: `Show one of ${def.name}`,
    operation: 'show',
    response: detail,
    handler: async (request) => {
      const row = await service.show(request.ctx(), idParam(request));
      if (row === undefined) throw notFound();
      return { data: serialize(detail, row) };
    },
  });
}

/** Create, update, delete, and the POST that spoofs update or delete for multipart forms. */
function writeRoutes<D extends Def>(r: Routes<D>, userType: UserType): void {
  const { def, service, options, base, tags, create, update, remove, one } = r;
  const doUpdate = updateHandler(r);
  const doDelete = deleteHandler(r);
  if (def.actions.create && service.create) {
    const createFn = service.create;
    const createBody = def.createFor?.[userType] ?? def.create;
    r.route(userType, {
      method: 'POST',
      path: base,
      access: { permission: create },
      tags,
      summary: `Create one of ${def.name}`,
      operation: 'create',
      files: options.files,
      body: createBody,
      multipart: options.files ? createBody : undefined,
      responses: { 201: writeBody(def.record) },
      handler: async (request, reply) => {
        const ctx = request.ctx();
        const input = parseInput(createBody, request.body, def.labels) as z.output<D['create']>;
        const row = (await createFn(ctx, input).catch(rethrowDuplicate(def))) as { id?: number };
        await auditRequest(request, { action: `${def.name}.create`, entity: def.name, entityId: row.id });
        reply.status(201);
        return { message: request.t('crud.created'), data: one(row) };
      },
    });
  }
  if (def.actions.update && service.update) {
    r.route(userType, {
      method: ['PUT', 'PATCH'],
      path: `${base}/:id`,
      access: { permission: update },
      tags,
      summary: `Update one of ${def.name}`,
      operation: 'update',
      files: options.files,
      body: def.update,
      multipart: options.files ? def.update : undefined,
      responses: { 200: writeBody(def.record) },
      errors: options.files ? [409] : undefined,
      handler: doUpdate,
    });
  }
  if (def.actions.delete && service.remove) {
    r.route(userType, {
      method: 'DELETE',
      path: `${base}/:id`,
      access: { permission: remove },
      tags,
      summary: `Delete one of ${def.name}`,
      operation: 'delete',
      responses: { 200: messageBody },
      handler: doDelete,
    });
  }
  spoofedRoute(r, userType, doUpdate, doDelete);
}

/** Method spoofing for multipart forms: POST with `_method=PUT` (or PATCH) or `_method=delete`. */
function spoofedRoute<D extends Def>(
  r: Routes<D>,
  userType: UserType,
  doUpdate: (request: FastifyRequest) => Promise<unknown>,
  doDelete: (request: FastifyRequest) => Promise<unknown>,
): void {
  const { def, service, options, base, tags, update, remove } = r;
  if ((def.actions.update && service.update) || (def.actions.delete && service.remove)) {
    // Method spoofing for multipart forms: the permission depends on `_method`, so it is checked here.
    r.route(userType, {
      method: 'POST',
      path: `${base}/:id`,
      access: { authenticated: true },
      tags,
      summary: `Update (_method=PUT) or delete (_method=delete) one of ${def.name}`,
      operation: 'spoofed',
      files: options.files,
      ...spoofedBodies(
        def,
        Boolean(def.actions.update && service.update),
        Boolean(def.actions.delete && service.remove),
        options.files !== undefined,
      ),
      errors: options.files ? [409] : undefined,
      handler: async (request) => {
        const method = String(
          (request.body as { _method?: unknown } | undefined)?._method ?? '',
        ).toUpperCase();
        if ((method === 'PUT' || method === 'PATCH') && def.actions.update && service.update) {
          await requirePermission(request, update);
          return doUpdate(request);
        }
        if (method === 'DELETE' && def.actions.delete && service.remove) {
          await requirePermission(request, remove);
          return doDelete(request);
        }
        throw invalid('_method', 'validation.in');
      },
    });
  }
}

function toggleRoute<D extends Def>(r: Routes<D>, userType: UserType): void {
  const { def, service, base, tags, update, one } = r;
  if (service.toggle) {
    const toggleFn = service.toggle;
    r.route(userType, {
      method: 'POST',
      path: `${base}/:id/toggle-status`,
      access: { permission: update },
      tags,
      summary: `Block or unblock one of ${def.name}`,
      operation: 'toggle-status',
      responses: { 200: writeBody(def.record) },
      handler: async (request) => {
        const id = idParam(request);
        const row = await toggleFn(request.ctx(), id);
        if (row === undefined) throw notFound();
        await auditRequest(request, {
          action: `${def.name}.toggle`,
          entity: def.name,
          entityId: id,
          details: { blocked: (row as { blocked?: boolean }).blocked },
        });
        return { message: request.t('crud.status_changed'), data: one(row) };
      },
    });
  }
}

/** The update route's handler (PUT, PATCH, or POST with `_method=PUT`). */
function updateHandler<D extends Def>(r: Routes<D>) {
  const { def, service, one } = r;
  return async (request: FastifyRequest) => {
    const ctx = request.ctx();
    const id = idParam(request);
    if (!service.update) throw notFound();
    const body = stripMethod(request.body);
    // A partial update changes only what was sent: defaults of the create schema never apply here.
    const input = onlySent(parseInput(def.update, body, def.labels), body) as z.output<D['update']>;
    const row = await service.update(ctx, id, input).catch(rethrowDuplicate(def));
    if (row === undefined) throw notFound();
    await auditRequest(request, { action: `${def.name}.update`, entity: def.name, entityId: id });
    return { message: request.t('crud.updated'), data: one(row) };
  };
}

/** The delete route's handler (DELETE, or POST with `_method=delete`). */
function deleteHandler<D extends Def>(r: Routes<D>) {
  const { def, service } = r;
  return async (request: FastifyRequest) => {
    const ctx = request.ctx();
    const id = idParam(request);
    if (!service.remove || !(await service.remove(ctx, id))) throw notFound();
    await auditRequest(request, { action: `${def.name}.delete`, entity: def.name, entityId: id });
    return { message: request.t('crud.deleted') };
  };
}

/** The media types of an export (CSV, XLSX). */
export const EXPORT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The body of `POST …/{id}`: the update's fields with `_method=PUT` (or `PATCH`), or `_method=delete`
 * alone; the answer is the update's or the delete's.
 */
function spoofedBodies(def: Def, canUpdate: boolean, canDelete: boolean, files: boolean) {
  const variants: z.ZodType[] = [];
  const updateMethod = z.object({ _method: z.enum(['PUT', 'put', 'PATCH', 'patch']) });
  if (canUpdate)
    variants.push(
      def.update instanceof z.ZodObject
        ? def.update.extend(updateMethod.shape)
        : z.intersection(def.update, updateMethod),
    );
  if (canDelete) variants.push(z.object({ _method: z.enum(['DELETE', 'delete']) }));
  const body = variants.length === 1 && variants[0] ? variants[0] : z.union(variants);
  const answers: z.ZodType[] = [];
  if (canUpdate) answers.push(writeBody(def.record));
  if (canDelete) answers.push(messageBody);
  const answer = answers.length === 1 && answers[0] ? answers[0] : z.union(answers);
  return { body, multipart: files ? body : undefined, responses: { 200: answer } };
}

/** A unique violation answers under its field, labelled the resource's way. */
function rethrowDuplicate(def: Def) {
  return (error: unknown): never => {
    throw duplicateError(error, def.labels) ?? error;
  };
}

function onlySent(input: unknown, body: unknown): unknown {
  if (!input || typeof input !== 'object' || !body || typeof body !== 'object') return input;
  const sent = new Set(Object.keys(body));
  return Object.fromEntries(Object.entries(input).filter(([key]) => sent.has(key)));
}

function stripMethod(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { _method: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}
