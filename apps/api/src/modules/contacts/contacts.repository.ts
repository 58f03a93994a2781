import type { FilterKey } from '@sufra/contract/resource';
import type { ContactStatus, contacts } from '@sufra/contract/resources/contacts';
import { type Insertable, sql } from 'kysely';
import { type FilterValues, listOf } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema/domain.ts';

type Def = typeof contacts;

const contactsList = listOf<Def>()({
  name: 'contacts',
  query: (db: Database, scope: Scope) =>
    db
      .selectFrom('contact_messages as m')
      .leftJoin('users as u', 'u.id', 'm.replied_by')
      .selectAll('m')
      .select('u.name as replied_by_name')
      .where(platformOnly(scope)),
  sorts: {
    id: 'm.id',
    created_at: 'm.created_at',
    name: 'm.name',
    status: 'm.status',
    read_at: 'm.read_at',
    replied_at: 'm.replied_at',
  },
  filters: (c) => ({
    search: (v) => c.text(['m.name', 'm.restaurant_name', 'm.email', 'm.phone', 'm.subject'], v),
    source: (v) => c.equals('m.source', v),
    status: (v) => c.equals('m.status', v),
    read_state: (v) => (v === 'read' ? sql<boolean>`m.read_at IS NOT NULL` : sql<boolean>`m.read_at IS NULL`),
    received_at_from: (v) => c.range('m.created_at', 'date', 'from', v),
    received_at_to: (v) => c.range('m.created_at', 'date', 'to', v),
  }),
  tiebreak: 'm.id',
});

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

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Def>>) {
    return contactsList.reads(this.#db, given, scope);
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
    return contactsList.query(this.#db, scope).where('m.id', '=', id).executeTakeFirst();
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
