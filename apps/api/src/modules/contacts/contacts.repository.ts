import type { FilterKey } from '@sufra/contract/resource';
import type { ContactStatus, contacts } from '@sufra/contract/resources/contacts';
import { type Insertable, sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import {
  equals,
  type FilterConditions,
  type FilterValues,
  fetchAll,
  fetchBatches,
  fetchPage,
  type ListQueryOf,
  rangeBound,
  type SortColumns,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { platformOnly } from '../../core/tenancy.ts';
import { type Database, isEmbedded } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema/domain.ts';

type Def = typeof contacts;

const sorts: SortColumns<Def> = {
  id: 'm.id',
  created_at: 'm.created_at',
  name: 'm.name',
  status: 'm.status',
  read_at: 'm.read_at',
  replied_at: 'm.replied_at',
};

const filters: FilterConditions<Def> = {
  search: (v) => textMatch(['m.name', 'm.restaurant_name', 'm.email', 'm.phone', 'm.subject'], v),
  source: (v) => equals('m.source', v),
  status: (v) => equals('m.status', v),
  read_state: (v) => (v === 'read' ? sql<boolean>`m.read_at IS NOT NULL` : sql<boolean>`m.read_at IS NULL`),
  received_at_from: (v) => rangeBound('m.created_at', 'date', 'from', v),
  received_at_to: (v) => rangeBound('m.created_at', 'date', 'to', v),
};

export interface ReplyValues {
  reply: string;
  status: ContactStatus;
  replied_by: number;
}

/**
 * Contact messages: platform data, read and settled by the platform's admins only (every staff method
 * takes the scope, which matches no row outside the platform's); a customer reaches their own
 * messages through their id, which comes from their token.
 */
export class ContactsRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  #query(scope: Scope, given: FilterValues<FilterKey<Def>> = {}) {
    return this.#db
      .selectFrom('contact_messages as m')
      .leftJoin('users as u', 'u.id', 'm.replied_by')
      .selectAll('m')
      .select('u.name as replied_by_name')
      .where(platformOnly(scope))
      .where(whereFilters(given, filters, 'contacts'));
  }

  page(scope: Scope, q: ListQueryOf<Def>) {
    return fetchPage(this.#query(scope, q.filters), q, sorts, 'm.id');
  }

  all(scope: Scope, q: ListQueryOf<Def>) {
    return fetchAll(this.#query(scope, q.filters), q, sorts, 'm.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(scope: Scope, q: ListQueryOf<Def>) {
    return fetchBatches(this.#db, this.#query(scope, q.filters), q, sorts, 'm.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  async options(scope: Scope) {
    return this.#db
      .selectFrom('contact_messages as m')
      .select(['m.id', sql<string>`m.name || ' — ' || m.subject`.as('name')])
      .where(platformOnly(scope))
      .orderBy('m.created_at', 'desc')
      .limit(1000)
      .execute();
  }

  find(scope: Scope, id: number) {
    return this.#query(scope).where('m.id', '=', id).executeTakeFirst();
  }

  /** The message's status, locked for the caller's transaction (undefined: none in the scope). */
  async lockStatus(scope: Scope, id: number): Promise<ContactStatus | undefined> {
    const row = await this.#db
      .selectFrom('contact_messages as m')
      .select('m.status')
      .where('m.id', '=', id)
      .where(platformOnly(scope))
      .forUpdate()
      .executeTakeFirst();
    return row?.status;
  }

  /** Mark read the first time it is opened (a later opening keeps the first time). */
  async markRead(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('contact_messages as m')
      .set({ read_at: sql`coalesce(m.read_at, now())` })
      .where('m.id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Record the reply (and so that it was read), with the status it leaves the message in. */
  async reply(scope: Scope, id: number, values: ReplyValues): Promise<boolean> {
    const result = await this.#db
      .updateTable('contact_messages as m')
      .set({
        ...values,
        replied_at: sql`now()`,
        read_at: sql`coalesce(m.read_at, now())`,
        updated_at: sql`now()`,
      })
      .where('m.id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setStatus(scope: Scope, id: number, status: ContactStatus): Promise<boolean> {
    const result = await this.#db
      .updateTable('contact_messages as m')
      .set({ status, updated_at: sql`now()` })
      .where('m.id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('contact_messages')
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A message written by a customer or a restaurant (their id and source come from the route). */
  async insert(values: Insertable<ContactMessagesTable>): Promise<number> {
    const row = await this.#db
      .insertInto('contact_messages')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  #own(clientId: number) {
    return this.#db
      .selectFrom('contact_messages as m')
      .select(['m.id', 'm.subject', 'm.message', 'm.status', 'm.reply', 'm.replied_at', 'm.created_at'])
      .where('m.client_id', '=', clientId)
      .where('m.source', '=', 'client');
  }

  /** A page of a customer's own messages, newest first. */
  async ownPage(clientId: number, page: number, perPage: number) {
    const [count, rows] = await Promise.all([
      this.#db
        .selectFrom('contact_messages')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('client_id', '=', clientId)
        .where('source', '=', 'client')
        .executeTakeFirstOrThrow(),
      this.#own(clientId)
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { rows, total: count.total };
  }

  ownFind(clientId: number, id: number) {
    return this.#own(clientId).where('m.id', '=', id).executeTakeFirst();
  }
}
