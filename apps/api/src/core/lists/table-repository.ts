import type { Locale } from '@sufra/contract/user-types';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Scope } from '../sessions/actor.ts';
import { assertOwnsBrand, assertPlatform, type TenantColumns, tenantCondition } from '../sessions/tenancy.ts';

type Row = Record<string, unknown>;
/** The database seen through plain rows: used only here, whose tables come from code. */
type LooseDB = Record<string, Row>;

export interface TableSpec {
  /** The table (from code, never from the request). */
  table: string;
  /** The label of a select option in the request's language. */
  optionLabel: (locale: Locale) => RawBuilder<string>;
  /**
   * A tenant's table: its rows are read and changed by their brand (and the platform). Without it the
   * table is platform reference data: everyone reads it, only the platform (admin) changes it.
   */
  tenant?: TenantColumns;
  /** Further rows hidden from a scope (e.g. blocked reasons from brands); undefined: none. */
  hidden?: (scope: Scope) => RawBuilder<boolean> | undefined;
}

const TRUE = sql<boolean>`true`;
const FALSE = sql<boolean>`false`;

/**
 * The repository of one plain table (reference resources): every method takes the caller's scope
 * and puts it in the `WHERE`, writes included.
 */
export class TableRepository {
  readonly #spec: TableSpec;
  readonly #db: Kysely<LooseDB>;
  readonly #id: string;

  constructor(db: Database, spec: TableSpec) {
    this.#spec = spec;
    this.#db = db as unknown as Kysely<LooseDB>;
    this.#id = `${spec.table}.id`;
  }

  /** Rows the scope may see. */
  #visible(scope: Scope): RawBuilder<boolean> {
    const tenant = this.#spec.tenant ? tenantCondition(scope, this.#spec.tenant) : TRUE;
    const hidden = this.#spec.hidden?.(scope);
    return hidden ? sql<boolean>`(${tenant} AND NOT (${hidden}))` : tenant;
  }

  /** Rows the scope may change. */
  #writable(scope: Scope): RawBuilder<boolean> {
    if (this.#spec.tenant) return this.#visible(scope);
    return scope.kind === 'all' ? TRUE : FALSE;
  }

  /** Every row the scope may see: what a list filters, sorts and pages (core/lists/table-service.ts). */
  visible(scope: Scope) {
    return this.#db.selectFrom(this.#spec.table).selectAll().where(this.#visible(scope));
  }

  async options(scope: Scope, locale: Locale): Promise<{ id: number; name: string }[]> {
    const rows = await this.#db
      .selectFrom(this.#spec.table)
      .select([sql<number>`${sql.ref(this.#id)}`.as('id'), this.#spec.optionLabel(locale).as('name')])
      .where(this.#visible(scope))
      .orderBy(sql.ref('name'))
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }

  find(scope: Scope, id: number): Promise<Row | undefined> {
    return this.#db
      .selectFrom(this.#spec.table)
      .selectAll()
      .where(sql.ref(this.#id), '=', id)
      .where(this.#visible(scope))
      .executeTakeFirst();
  }

  /** A new row; a tenant's row must be of the caller's brand, a reference row is the platform's. */
  async insert(scope: Scope, values: Row): Promise<Row> {
    const brandColumn = this.#spec.tenant?.brand;
    if (brandColumn) assertOwnsBrand(scope, Number(values[brandColumn.replace(/^.*\./, '')]));
    else assertPlatform(scope);
    return this.#db.insertInto(this.#spec.table).values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(scope: Scope, id: number, values: Row): Promise<Row | undefined> {
    return this.#db
      .updateTable(this.#spec.table)
      .set({ ...values, updated_at: sql`now()` })
      .where(sql.ref(this.#id), '=', id)
      .where(this.#writable(scope))
      .returningAll()
      .executeTakeFirst();
  }

  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom(this.#spec.table)
      .where(sql.ref(this.#id), '=', id)
      .where(this.#writable(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Flip `blocked`. */
  toggle(scope: Scope, id: number): Promise<Row | undefined> {
    return this.#db
      .updateTable(this.#spec.table)
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where(sql.ref(this.#id), '=', id)
      .where(this.#writable(scope))
      .returningAll()
      .executeTakeFirst();
  }
}
