import type { FilterKey, ResourceDef, SortKey } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import type { z } from 'zod';
import type { RequestContext } from '../http/context.ts';
import type { Scope } from '../sessions/actor.ts';
import type { Option, ResourceService, RowOf, ServiceOf } from './crud.ts';
import type { FilterValues, ListQuery, ListReads } from './list-query.ts';

type Def = ResourceDef<z.ZodType, z.ZodType, z.ZodType>;

/** What a service reads: the list, the export, the select options and one record. */
export type ServiceReads<D extends Def> = Pick<ServiceOf<D>, 'list' | 'exportRows' | 'options' | 'show'>;

/** A repository whose list, options and records are read in the caller's scope and language. */
export interface LocalizedRepository<D extends Def> {
  list(scope: Scope, locale: Locale, given: FilterValues<FilterKey<D>>): ListReads<RowOf<D>, SortKey<D>>;
  options(scope: Scope, locale: Locale): Promise<Option[]>;
  find(scope: Scope, locale: Locale, id: number): Promise<RowOf<D> | undefined>;
}

/** The list, export, options and show of a resource, each read through its repository in the caller's scope and language. */
export function localizedReads<D extends Def>(
  repo: (ctx: RequestContext) => LocalizedRepository<D>,
): ServiceReads<D> {
  return {
    list: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).page(q),
    exportRows: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).batches(q),
    options: (ctx) => repo(ctx).options(ctx.scope, ctx.locale),
    show: (ctx, id) => repo(ctx).find(ctx.scope, ctx.locale, id),
  };
}

/** A repository whose list, options and records are read in the caller's scope (its language its own). */
export interface ScopedRepository<D extends Def> {
  list(scope: Scope, given: FilterValues<FilterKey<D>>): ListReads<RowOf<D>, SortKey<D>>;
  options(scope: Scope, locale: Locale): Promise<Option[]>;
  find(scope: Scope, id: number): Promise<RowOf<D> | undefined>;
}

/** The list, export, options and show of a resource, each read through its repository in the caller's scope. */
export function scopedReads<D extends Def>(
  repo: (ctx: RequestContext) => ScopedRepository<D>,
): ServiceReads<D> {
  return {
    list: (ctx, q) => repo(ctx).list(ctx.scope, q.filters).page(q),
    exportRows: (ctx, q) => repo(ctx).list(ctx.scope, q.filters).batches(q),
    options: (ctx) => repo(ctx).options(ctx.scope, ctx.locale),
    show: (ctx, id) => repo(ctx).find(ctx.scope, id),
  };
}

/** Select options from a list's first 100 rows in the given order, each named by `name`. */
export async function optionsFromList<R extends { id: number }, S extends string>(
  reads: ListReads<R, S>,
  sort: ListQuery<S>['sort'],
  name: (row: R) => string,
): Promise<Option[]> {
  const { rows } = await reads.page({ page: 1, perPage: 100, sort });
  return rows.map((row) => ({ id: row.id, name: name(row) }));
}

/** A repository whose list is read in the caller's scope (its language its own). */
export interface ScopedList<R, S extends string, F extends string> {
  list(scope: Scope, given: FilterValues<F>): ListReads<R, S>;
}

/**
 * The list, export and select options of a list read in the caller's scope, for a resource with no
 * options of its own: the options name the list's first 100 rows in `sort`'s order ({@link optionsFromList}).
 */
export function scopedListReads<R extends { id: number }, S extends string, F extends string>(
  repo: (ctx: RequestContext) => ScopedList<R, S, F>,
  sort: ListQuery<S>['sort'],
  name: (row: R) => string,
): Pick<ResourceService<unknown, unknown, S, F, R>, 'list' | 'exportRows' | 'options'> {
  return {
    list: (ctx, q) => repo(ctx).list(ctx.scope, q.filters).page(q),
    exportRows: (ctx, q) => repo(ctx).list(ctx.scope, q.filters).batches(q),
    options: (ctx) => optionsFromList(repo(ctx).list(ctx.scope, {} as FilterValues<F>), sort, name),
  };
}
