import type { ResourceDef } from '@sufra/contract/resource';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { ResourceService, ServiceOf } from './crud.ts';
import type { FilterConditions, SortColumns } from './list-query.ts';
import { TableRepository, type TableSpec } from './table-repository.ts';

type Def = ResourceDef<z.ZodType, z.ZodType, z.ZodType>;

/** A table's spec typed against its resource declaration: every sort and filter key mapped, no more. */
export interface TableServiceSpec<D extends Def>
  extends Omit<TableSpec<string, string>, 'sorts' | 'filters'> {
  sorts: SortColumns<D>;
  filters: FilterConditions<D>;
  /** Whether the table has a `blocked` flag to toggle. */
  toggle?: boolean;
}

/**
 * CRUD over one table for reference resources (countries, FAQs, …) through its repository: the
 * declaration's sorts and filters, the caller's scope on every query, inputs already validated.
 */
export function tableService<D extends Def>(_def: D, spec: TableServiceSpec<D>): ServiceOf<D> {
  const { toggle, ...tableSpec } = spec;
  const repo = (db: Database) => new TableRepository(db, tableSpec as TableSpec<string, string>);
  const service: ResourceService<Record<string, unknown>, Record<string, unknown>> = {
    list: (ctx, q) => repo(ctx.db).page(ctx.scope, q),
    exportRows: (ctx, q) => repo(ctx.db).batches(ctx.scope, q),
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
