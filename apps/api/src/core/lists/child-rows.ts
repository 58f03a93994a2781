import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { invalid, notFound } from '../http/errors.ts';
import type { Scope } from '../sessions/actor.ts';

/** The child tables seen through plain rows; their names come from code (`ChildTable`) only. */
type LooseDB = Record<string, Record<string, unknown>>;

/**
 * Rows a record owns and edits inline with it (a city's districts, a meal's or a combo's sizes, a
 * meal's own extras): `table`, whose `owner` column names the owning record.
 */
export interface ChildTable {
  table: string;
  owner: string;
  /** The child's owner is a record of the caller's tenant (over the child table, unaliased). */
  inTenant: (scope: Scope) => RawBuilder<boolean>;
  /**
   * The owner when it is the caller's, with the columns a new child copies from it (a meal's
   * `brand_id`); undefined when it is not (nothing is added).
   */
  ownerOf: (db: Database, scope: Scope, ownerId: number) => Promise<Record<string, unknown> | undefined>;
}

/** The child rows of one table, each reached only through an owner of the caller's tenant. */
export class ChildRows<V extends object> {
  readonly #db: Database;
  readonly #child: ChildTable;

  constructor(db: Database, child: ChildTable) {
    this.#db = db;
    this.#child = child;
  }

  get #loose(): Kysely<LooseDB> {
    return this.#db as unknown as Kysely<LooseDB>;
  }

  /** The owner's children other than `keep` are removed. */
  async removeExcept(scope: Scope, ownerId: number, keep: readonly number[]): Promise<void> {
    const { table, owner, inTenant } = this.#child;
    let removal = this.#loose.deleteFrom(table).where(owner, '=', ownerId).where(inTenant(scope));
    if (keep.length > 0) removal = removal.where('id', 'not in', keep);
    await removal.execute();
  }

  /** Whether the owner's child was found (and changed). */
  async update(scope: Scope, ownerId: number, id: number, values: V): Promise<boolean> {
    const { table, owner, inTenant } = this.#child;
    const result = await this.#loose
      .updateTable(table)
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(owner, '=', ownerId)
      .where(inTenant(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether the owner is the caller's (and the child was added). */
  async insert(scope: Scope, ownerId: number, values: V): Promise<boolean> {
    const { table, owner, ownerOf } = this.#child;
    const copied = await ownerOf(this.#db, scope, ownerId);
    if (!copied) return false;
    await this.#loose
      .insertInto(table)
      .values({ ...values, ...copied, [owner]: ownerId })
      .execute();
    return true;
  }
}

/**
 * Replace an owner's children with the entries sent, in the owner's transaction: an entry with the
 * `id` of one of the owner's children updates it (another id: 422 on `unknown(index)`), one without
 * an id is added (404 when the owner is not the caller's), and the children not sent are removed.
 */
export async function syncChildren<E extends { id?: number | null | undefined }, V extends object>(
  rows: ChildRows<V>,
  scope: Scope,
  ownerId: number,
  entries: readonly E[],
  values: (entry: E, index: number) => V,
  unknown: (index: number) => string,
): Promise<void> {
  await rows.removeExcept(
    scope,
    ownerId,
    entries.flatMap((entry) => (entry.id ? [entry.id] : [])),
  );
  for (const [index, entry] of entries.entries()) {
    const row = values(entry, index);
    if (entry.id) {
      if (!(await rows.update(scope, ownerId, entry.id, row))) throw invalid(unknown(index), 'validation.in');
    } else if (!(await rows.insert(scope, ownerId, row))) throw notFound();
  }
}

/**
 * Each row with its children under `key` (an order line's `extras`): the children of every row read
 * in one query (none when there are no rows), each matched to its row by `owner` (the row's id).
 */
export async function withChildren<R extends { id: number }, C, K extends string>(
  rows: readonly R[],
  key: K,
  read: (ids: number[]) => Promise<readonly C[]>,
  owner: (child: C) => number,
): Promise<(R & Record<K, C[]>)[]> {
  const children = rows.length === 0 ? [] : await read(rows.map((row) => row.id));
  return rows.map(
    (row) => ({ ...row, [key]: children.filter((child) => owner(child) === row.id) }) as R & Record<K, C[]>,
  );
}
