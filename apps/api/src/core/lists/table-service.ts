import type { ResourceDef } from '@sufra/contract/resource';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import type { ResourceService, ServiceOf } from './crud.ts';
import {
  type FilterCondition,
  type FilterConditions,
  type ListQuery,
  listReads,
  type SortColumns,
  whereFilters,
} from './list-query.ts';
import { TableRepository, type TableSpec } from './table-repository.ts';

type Def = ResourceDef<z.ZodType, z.ZodType, z.ZodType>;

/** A table's spec typed against its resource declaration: every sort and filter key mapped, no more. */
export interface TableServiceSpec<D extends Def> extends TableSpec {
  /** Sort key → column, for every sort key of the contract. */
  sorts: SortColumns<D>;
  /** Filter query key → SQL condition, for every filter key of the contract. */
  filters: FilterConditions<D>;
  /** Whether the table has a `blocked` flag to toggle. */
  toggle?: boolean;
}

/**
 * CRUD over one table for reference resources (countries, FAQs, …) through its repository: the
 * declaration's sorts and filters, the caller's scope on every query, inputs already validated.
 */
export function tableService<D extends Def>(_def: D, spec: TableServiceSpec<D>): ServiceOf<D> {
  const { toggle, sorts, filters, ...tableSpec } = spec;
  const repo = (db: Database) => new TableRepository(db, tableSpec);
  /** The list's reads over the rows the caller sees, its filters applied (the table's id breaks ties). */
  const list = (ctx: RequestContext, q: ListQuery<string, string>) =>
    listReads(
      ctx.db,
      repo(ctx.db)
        .visible(ctx.scope)
        .where(whereFilters(q.filters, filters as Readonly<Record<string, FilterCondition>>, spec.table)),
      sorts as Readonly<Record<string, string>>,
      `${spec.table}.id`,
    );
  const service: ResourceService<Record<string, unknown>, Record<string, unknown>> = {
    list: (ctx, q) => list(ctx, q).page(q),
    exportRows: (ctx, q) => list(ctx, q).batches(q),
    options: (ctx) => repo(ctx.db).options(ctx.scope, ctx.locale),
    show: (ctx, id) => repo(ctx.db).find(ctx.scope, id),
    create: (ctx, input) => repo(ctx.db).insert(ctx.scope, input),
    async update(ctx, id, input) {
      if (Object.keys(input).length === 0) return repo(ctx.db).find(ctx.scope, id);
      return repo(ctx.db).update(ctx.scope, id, input);
    },
    remove: (ctx, id) => repo(ctx.db).remove(ctx.scope, id),
  };
  if (toggle) service.toggle = (ctx, id) => repo(ctx.db).toggle(ctx.scope, id);
  return service as ServiceOf<D>;
}
