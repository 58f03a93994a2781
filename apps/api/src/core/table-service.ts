import type { Locale } from '@sufra/contract/user-types';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Scope } from './actor.ts';
import type { RequestContext } from './context.ts';
import type { Option, ResourceService } from './crud.ts';
import { type FilterConditions, fetchAll, fetchPage, type ListQuery, whereFilters } from './list-query.ts';

type Row = Record<string, unknown>;
/** The database seen through plain rows: used only by this generic service, whose tables come from code. */
type LooseDB = Record<string, Row>;

export interface TableServiceSpec {
  /** The table (from code, never from the request). */
  table: string;
  /** Sort key → column. */
  sorts: Readonly<Record<string, string>>;
  /** Filter query key → SQL condition on the validated value. */
  filters: FilterConditions;
  /** The label of a select option in the request's language. */
  optionLabel: (locale: Locale) => RawBuilder<string>;
  /** Rows the scope may see (undefined: every row). */
  visible?: (scope: Scope) => RawBuilder<boolean> | undefined;
  /** Rows the scope may change (undefined: every visible row). */
  writable?: (scope: Scope) => RawBuilder<boolean> | undefined;
  /** Whether the table has a `blocked` flag to toggle. */
  toggle?: boolean;
}

const TRUE = sql<boolean>`true`;

/**
 * CRUD over one table for reference resources (countries, FAQs, …): allowlisted sorts and filters,
 * scope conditions on every query, inputs already validated by the contract's schemas.
 */
export function tableService<TCreate extends Row, TUpdate extends Row>(
  spec: TableServiceSpec,
): ResourceService<TCreate, TUpdate> {
  const id = `${spec.table}.id`;
  const loose = (ctx: RequestContext) => ctx.db as unknown as Kysely<LooseDB>;
  const visible = (scope: Scope) => spec.visible?.(scope) ?? TRUE;
  const writable = (scope: Scope) => spec.writable?.(scope) ?? visible(scope);
  const listQuery = (ctx: RequestContext, q: ListQuery) => {
    return loose(ctx)
      .selectFrom(spec.table)
      .selectAll()
      .where(visible(ctx.scope))
      .where(whereFilters(q.filters, spec.filters, spec.table));
  };
  const find = (ctx: RequestContext, rowId: number) =>
    loose(ctx)
      .selectFrom(spec.table)
      .selectAll()
      .where(sql.ref(id), '=', rowId)
      .where(visible(ctx.scope))
      .executeTakeFirst();

  const service: ResourceService<TCreate, TUpdate> = {
    list: (ctx, q) => fetchPage(listQuery(ctx, q), q, spec.sorts, id),
    listAll: (ctx, q) => fetchAll(listQuery(ctx, q), q, spec.sorts, id),
    async options(ctx): Promise<Option[]> {
      const rows = await loose(ctx)
        .selectFrom(spec.table)
        .select([sql<number>`${sql.ref(id)}`.as('id'), spec.optionLabel(ctx.locale).as('name')])
        .where(visible(ctx.scope))
        .orderBy(sql.ref('name'))
        .limit(1000)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
    },
    show: find,
    async create(ctx, input) {
      return loose(ctx).insertInto(spec.table).values(input).returningAll().executeTakeFirstOrThrow();
    },
    async update(ctx, rowId, input) {
      if (Object.keys(input).length === 0) return find(ctx, rowId);
      return loose(ctx)
        .updateTable(spec.table)
        .set({ ...input, updated_at: sql`now()` })
        .where(sql.ref(id), '=', rowId)
        .where(writable(ctx.scope))
        .returningAll()
        .executeTakeFirst();
    },
    async remove(ctx, rowId) {
      const result = await loose(ctx)
        .deleteFrom(spec.table)
        .where(sql.ref(id), '=', rowId)
        .where(writable(ctx.scope))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
  if (spec.toggle) {
    service.toggle = (ctx, rowId) =>
      loose(ctx)
        .updateTable(spec.table)
        .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
        .where(sql.ref(id), '=', rowId)
        .where(writable(ctx.scope))
        .returningAll()
        .executeTakeFirst();
  }
  return service;
}
