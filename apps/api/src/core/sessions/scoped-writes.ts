import type { UserType } from '@sufra/contract/user-types';
import { type Insertable, type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { Repository } from '../lists/repository.ts';
import type { Scope } from './actor.ts';
import { assertOwnsBrand, tenantCondition } from './tenancy.ts';

declare const lockedInScope: unique symbol;

/**
 * A row the caller's scope reached and locked for the rest of its transaction: read `FOR UPDATE`, or
 * changed or inserted by a scoped write, with the tenant in the `WHERE`. Only such a method makes
 * one ({@link locked}), so a write that takes a `Locked` row instead of the scope cannot reach
 * another tenant's row: the compiler refuses a bare id.
 */
export type Locked<T extends { id: number } = { id: number }> = T & { readonly [lockedInScope]: true };

/** Marks the row a scoped lock or write returned; call it on such a row only. */
export function locked<T extends { id: number }>(row: T): Locked<T> {
  return row as Locked<T>;
}

/** Tables whose rows have `id` and `updated_at`: what `ScopedWrites` changes by id (`toggle` also wants `blocked`). */
export type ScopedTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; updated_at: unknown } ? T : never;
}[keyof DB];
/** A brand's own tables: each row has a `brand_id` (its tenant). */
export type BrandTable = 'categories' | 'meal_extras' | 'meals' | 'meals_together';

/** The database seen through plain rows: used only here, whose table names come from code. */
type LooseDB = Record<string, Record<string, unknown>>;

/**
 * The scoped writes of one table: update, remove and toggle by id, each taking the caller's scope
 * and putting `writable(scope)` in the `WHERE` (typed by the caller's value type `V`); `exists` reads
 * through the same condition. These take the scope, not a `Locked` row: they are the scoped write
 * itself (the tenant is in their `WHERE`), and `update` answers whether the tenant's row was changed
 * (a boolean, as `remove` and `toggle`), the row then locked in the caller's transaction; a caller
 * that needs the row reads it in scope afterwards. A write that follows a lock and has no scope of
 * its own (an order step, a coupon's branches) is the repository's own method and takes `Locked`.
 */
export class ScopedWrites<
  T extends ScopedTable,
  V extends Updateable<DB[T]> = Updateable<DB[T]>,
> extends Repository {
  readonly #loose: Kysely<LooseDB>;
  readonly #table: string;
  readonly #writable: (scope: Scope) => RawBuilder<boolean>;

  constructor(db: Database, table: T, writable: (scope: Scope) => RawBuilder<boolean>) {
    super(db);
    this.#loose = db as unknown as Kysely<LooseDB>;
    this.#table = table;
    this.#writable = writable;
  }

  /** The plain-row view of the database, for the subclass's insert. */
  protected get loose(): Kysely<LooseDB> {
    return this.#loose;
  }

  /** Insert one row (the subclass has checked its tenant); the new row's id. */
  protected async insertRow(values: Insertable<DB[T]>): Promise<number> {
    const row = await this.#loose
      .insertInto(this.#table)
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id as number;
  }

  /** Whether a row of the caller's tenant has this id. */
  async exists(scope: Scope, id: number): Promise<boolean> {
    const row = await this.#loose
      .selectFrom(this.#table)
      .select('id')
      .where('id', '=', id)
      .where(this.#writable(scope))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether a row of the caller's tenant was changed (and is now locked in the caller's transaction). */
  async update(scope: Scope, id: number, values: V): Promise<boolean> {
    const result = await this.#loose
      .updateTable(this.#table)
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(this.#writable(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#loose
      .deleteFrom(this.#table)
      .where('id', '=', id)
      .where(this.#writable(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Flip `blocked` (a table that has it); whether a row of the caller's tenant was found. */
  async toggle(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#loose
      .updateTable(this.#table)
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(this.#writable(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/**
 * The scoped writes of a brand's own table (its tenant is `brand_id`), insert included: a new row
 * must be of the caller's brand. `I` and `V` are the caller's insert and update value types.
 */
export class BrandWrites<
  T extends BrandTable,
  I extends Insertable<DB[T]> & { brand_id: number } = Insertable<DB[T]> & { brand_id: number },
  V extends Updateable<DB[T]> = Updateable<DB[T]>,
> extends ScopedWrites<T, V> {
  constructor(db: Database, table: T) {
    super(db, table, (scope) => tenantCondition(scope, { brand: 'brand_id' }));
  }

  /** The new row's id. */
  async insert(scope: Scope, values: I): Promise<number> {
    assertOwnsBrand(scope, values.brand_id);
    return this.insertRow(values);
  }
}

/**
 * The accounts of one kind (`users` of type `type`: the platform's admins, a brand's branch staff)
 * as their managers reach them: select options, update (a new password stamps
 * `password_changed_at`), remove and toggle by id, each with the caller's scope in the `WHERE`
 * (`writable`, written over the alias `u`). `V` is the caller's update value type.
 */
export class AccountWrites<V extends Updateable<DB['users']>> extends Repository {
  readonly #type: UserType;
  readonly #reachable: (scope: Scope) => RawBuilder<boolean>;

  constructor(db: Database, type: UserType, reachable: (scope: Scope) => RawBuilder<boolean>) {
    super(db);
    this.#type = type;
    this.#reachable = reachable;
  }

  /** A new account of this kind (the subclass has checked the caller may add it); its id. */
  protected async insertAccount(values: Omit<Insertable<DB['users']>, 'type'>): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({ ...values, type: this.#type })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The accounts the caller reaches as select options, by name. */
  async options(scope: Scope): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.name'])
      .where('u.type', '=', this.#type)
      .where(this.#reachable(scope))
      .orderBy('u.name')
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /** Whether an account of the caller's tenant was changed. */
  async update(scope: Scope, id: number, values: V): Promise<boolean> {
    const result = await this.db
      .updateTable('users as u')
      .set({
        ...values,
        ...(values.password_hash ? { password_changed_at: sql<Date>`now()` } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('u.id', '=', id)
      .where('u.type', '=', this.#type)
      .where(this.#reachable(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('users as u')
      .where('u.id', '=', id)
      .where('u.type', '=', this.#type)
      .where(this.#reachable(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Flip `blocked`: the new value, or undefined when no account of the caller's tenant has this id. */
  async toggle(scope: Scope, id: number): Promise<boolean | undefined> {
    const row = await this.db
      .updateTable('users as u')
      .set({ blocked: sql<boolean>`NOT u.blocked`, updated_at: sql<Date>`now()` })
      .where('u.id', '=', id)
      .where('u.type', '=', this.#type)
      .where(this.#reachable(scope))
      .returning('u.blocked')
      .executeTakeFirst();
    return row?.blocked;
  }
}
