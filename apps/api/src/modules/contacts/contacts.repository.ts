import { type ContactStatus, contacts } from '@sufra/contract/resources/contacts';
import { type Insertable, sql, type UpdateObject } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema/domain.ts';
import type { DB } from '../../db/types.ts';

const contactsList = listOf(contacts)({
  query: (db: Database, scope: Scope) =>
    db
      .selectFrom('contact_messages as m')
      .leftJoin('users as u', 'u.id', 'm.replied_by')
      .selectAll('m')
      .select('u.name as replied_by_name')
      .where(platformOnly(scope)),
  sorts: sortColumns('m', contacts.sorts),
  filters: (c) => ({
    search: c.match(['m.name', 'm.restaurant_name', 'm.email', 'm.phone', 'm.subject']),
    source: c.is('m.source'),
    status: c.is('m.status'),
    read_state: (v) => (v === 'read' ? sql<boolean>`m.read_at IS NOT NULL` : sql<boolean>`m.read_at IS NULL`),
    ...c.between('received_at', 'm.created_at', 'date'),
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
export class ContactsRepository extends ScopedWrites<'contact_messages', { status?: ContactStatus }> {
  constructor(db: Database) {
    super(db, 'contact_messages', platformOnly);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = contactsList.on(this.db).list;
  readonly find = contactsList.on(this.db).find;

  async options(scope: Scope) {
    return this.db
      .selectFrom('contact_messages as m')
      .select(['m.id', sql<string>`m.name || ' — ' || m.subject`.as('name')])
      .where(platformOnly(scope))
      .orderBy('m.created_at', 'desc')
      .limit(1000)
      .execute();
  }

  /** The message's status, locked for the caller's transaction (undefined: none in the scope). */
  async lockStatus(scope: Scope, id: number): Promise<ContactStatus | undefined> {
    const row = await this.db
      .selectFrom('contact_messages as m')
      .select('m.status')
      .where('m.id', '=', id)
      .where(platformOnly(scope))
      .forUpdate()
      .executeTakeFirst();
    return row?.status;
  }

  /** Mark read the first time it is opened (a later opening keeps the first time). */
  markRead(scope: Scope, id: number): Promise<boolean> {
    return this.#set(scope, id, { read_at: sql<Date>`coalesce(read_at, now())` });
  }

  /** Record the reply (and so that it was read), with the status it leaves the message in. */
  reply(scope: Scope, id: number, values: ReplyValues): Promise<boolean> {
    return this.#set(scope, id, {
      ...values,
      replied_at: sql<Date>`now()`,
      read_at: sql<Date>`coalesce(read_at, now())`,
      updated_at: sql<Date>`now()`,
    });
  }

  /** Set a message's columns (SQL expressions allowed) in the caller's scope; whether it was found. */
  async #set(scope: Scope, id: number, values: UpdateObject<DB, 'contact_messages'>): Promise<boolean> {
    const result = await this.db
      .updateTable('contact_messages')
      .set(values)
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  setStatus(scope: Scope, id: number, status: ContactStatus): Promise<boolean> {
    return this.update(scope, id, { status });
  }

  /** A message written by a customer or a restaurant (their id and source come from the route). */
  insert(values: Insertable<ContactMessagesTable>): Promise<number> {
    return this.insertRow(values);
  }

  #own(clientId: number) {
    return this.db
      .selectFrom('contact_messages as m')
      .select(['m.id', 'm.subject', 'm.message', 'm.status', 'm.reply', 'm.replied_at', 'm.created_at'])
      .where('m.client_id', '=', clientId)
      .where('m.source', '=', 'client');
  }

  /** A page of a customer's own messages, newest first. */
  async ownPage(clientId: number, page: number, perPage: number) {
    const [count, rows] = await Promise.all([
      this.db
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
