import type { FilterKey } from '@sufra/contract/resource';
import { clients } from '@sufra/contract/resources/clients';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { type FilterValues, listOf, phoneDigits, sortColumns } from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/**
 * Customers: platform data (the admin realm only, see the contract). Every method takes the
 * caller's scope and puts `platformOnly` in its `WHERE`, so no other scope reads or changes a row.
 * The points balance is the SUM of the ledger and the counts are counted, never stored counters.
 */
type Clients = typeof clients;

const clientsList = listOf(clients)({
  query: (db: Database, scope: Scope, locale: Locale) => {
    const cityName = locale === 'ar' ? 'city.ar_city_name' : 'city.en_city_name';
    // The balance is the rollup the ledger's triggers keep (db/rollups.test.ts proves it equal to the
    // ledger's sum); a customer with no ledger line has no row there yet.
    return db
      .selectFrom('clients as c')
      .leftJoin('cities as city', 'city.id', 'c.city_id')
      .leftJoin('client_totals as t', 't.client_id', 'c.id')
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        sql<string>`c.first_name || ' ' || c.last_name`.as('name'),
        'c.email',
        'c.phone',
        'c.birth_date',
        'c.gender',
        'c.country_code',
        'c.city_id',
        sql<string | null>`${sql.ref(cityName)}`.as('city_name'),
        'c.blocked',
        sql<number>`coalesce(t.points, 0)`.as('points'),
        // In the select list, not joined: a count (the list's total) never computes them, and a
        // page computes them for its own rows only.
        sql<number>`(SELECT count(*)::int FROM orders ord WHERE ord.client_id = c.id)`.as('orders_count'),
        sql<number>`(SELECT count(*)::int FROM reservations res WHERE res.client_id = c.id)`.as(
          'reservations_count',
        ),
        'c.created_at',
        'c.updated_at',
      ])
      .where(platformOnly(scope));
  },
  // The counts by the select list's names (ORDER BY may name an output column).
  sorts: sortColumns('c', clients.sorts, {
    points: 'points',
    orders_count: 'orders_count',
    reservations_count: 'reservations_count',
  }),
  filters: (c) => ({
    name: (v) => sql<boolean>`(c.first_name || ' ' || c.last_name) ILIKE ${contains(v.trim())}`,
    phone: (v) => {
      const digits = phoneDigits(v);
      return digits ? c.text(['c.phone'], digits) : sql<boolean>`false`;
    },
    email: (v) => c.text(['c.email'], v.trim()),
    gender: c.is('c.gender'),
    blocked: c.flag('c.blocked'),
    ...c.between('created_at', 'c.created_at', 'date'),
    points_from: (v) => sql<boolean>`coalesce(t.points, 0) >= ${v}::numeric`,
    points_to: (v) => sql<boolean>`coalesce(t.points, 0) <= ${v}::numeric`,
  }),
  tiebreak: 'c.id',
});

/** A case-insensitive "contains" pattern (LIKE wildcards in the value escaped). */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a write changes: these columns of `clients` (their types the table's). */
export type ClientValues = Pick<
  Updateable<DB['clients']>,
  'first_name' | 'last_name' | 'email' | 'phone' | 'birth_date' | 'gender' | 'country_code'
>;

/** Customers: update and toggle by id (`ScopedWrites`) reach platform rows only. */
export class ClientsRepository extends ScopedWrites<'clients', ClientValues> {
  /** The language of the city's name in the rows read. */
  readonly #locale: Locale;

  constructor(db: Database, locale: Locale = 'en') {
    super(db, 'clients', platformOnly);
    this.#locale = locale;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Clients>>) {
    return clientsList.reads(this.db, given, scope, this.#locale);
  }

  find(scope: Scope, id: number) {
    return clientsList.find(this.db, id, scope, this.#locale);
  }

  /** Active clients as select options (`pagination=all`), by name. */
  async options(scope: Scope): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('clients')
      .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
      .where('blocked', '=', false)
      .where(platformOnly(scope))
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .limit(1000)
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  /** Whether another client already has this email (case-insensitive) or phone. */
  async taken(scope: Scope, field: 'email' | 'phone', value: string, exceptId: number): Promise<boolean> {
    const column = field === 'email' ? sql`lower(email)` : sql.ref('phone');
    return hasRow(
      this.db
        .selectFrom('clients')
        .select('id')
        .where(sql<boolean>`${column} = ${field === 'email' ? value.toLowerCase() : value}`)
        .where('id', '<>', exceptId)
        .where(platformOnly(scope)),
    );
  }

  /** Whether a country has this dialling code (`country_key`); countries are reference data. */
  async countryKeyExists(key: string): Promise<boolean> {
    return hasRow(this.db.selectFrom('countries').select('id').where('country_key', '=', key));
  }

  /**
   * The client's row locked for a delete, with whether it has orders or reservations; undefined
   * when no client of the scope has this id.
   */
  async lockWithHistory(scope: Scope, id: number): Promise<{ hasHistory: boolean } | undefined> {
    const row = await this.db
      .selectFrom('clients as c')
      .select((eb) => [
        eb
          .or([
            eb.exists(eb.selectFrom('orders').select('id').whereRef('orders.client_id', '=', 'c.id')),
            eb.exists(
              eb.selectFrom('reservations').select('id').whereRef('reservations.client_id', '=', 'c.id'),
            ),
          ])
          .as('has_history'),
      ])
      .where('c.id', '=', id)
      .where(platformOnly(scope))
      .forUpdate()
      .executeTakeFirst();
    return row ? { hasHistory: Boolean(row.has_history) } : undefined;
  }

  override remove(scope: Scope, id: number): Promise<boolean> {
    assertPlatform(scope);
    return super.remove(scope, id);
  }
}
