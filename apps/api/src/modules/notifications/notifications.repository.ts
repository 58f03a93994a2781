import {
  type NotificationAudience,
  notifications,
  type PriorityLevel,
} from '@sufra/contract/resources/notifications';
import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql } from 'kysely';
import { isTrue, listOf } from '../../core/lists/list-query.ts';
import { Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { type Locked, locked } from '../../core/sessions/scoped-writes.ts';
import type { Database } from '../../db/database.ts';

/** Who reads a notification: the caller (its recipient) within the caller's tenant. */
export interface Reader {
  scope: Scope;
  userId: number;
}

const received = (userId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM notification_recipients r
    WHERE r.notification_id = n.id AND r.user_id = ${userId})`;

/** What the caller's tenant sent: the platform's (its admins' and the system's), or the brand's own. */
function sentBy(scope: Scope): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`n.sender_type IN ('admin', 'system')`;
  if (scope.kind === 'brand')
    return sql<boolean>`(n.sender_type = 'vendor' AND n.brand_id = ${scope.brandId})`;
  return sql<boolean>`false`;
}

/** The platform reads every notification; a brand what it sent and what reached its manager; staff what reached them. */
function readable({ scope, userId }: Reader): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  return sql<boolean>`(${sentBy(scope)} OR ${received(userId)})`;
}

const notificationsList = listOf(notifications)({
  query: (db: Database, reader: Reader, locale: Locale) => {
    const title = locale === 'ar' ? 'n.title_ar' : 'n.title_en';
    const message = locale === 'ar' ? 'n.message_ar' : 'n.message_en';
    const brand = locale === 'ar' ? 'b.brand_ar' : 'b.brand_en';
    const platform = locale === 'ar' ? 'المنصة' : 'The platform';
    return db
      .selectFrom('notifications as n')
      .leftJoin('users as u', 'u.id', 'n.sender_id')
      .leftJoin('brands as b', 'b.id', 'n.brand_id')
      .selectAll('n')
      .select([
        sql<string>`${sql.ref(title)}`.as('title'),
        sql<string>`${sql.ref(message)}`.as('message'),
        sql<string>`CASE WHEN n.sender_type = 'system' THEN ${platform}
          WHEN n.sender_type = 'vendor' THEN coalesce(u.name || ' — ' || ${sql.ref(brand)}, u.name, ${sql.ref(brand)}, ${platform})
          ELSE coalesce(u.name, ${platform}) END`.as('sender_name'),
        sql<number>`(SELECT count(*)::int FROM notification_recipients r WHERE r.notification_id = n.id)`.as(
          'recipients_count',
        ),
        sql<number>`(SELECT count(*)::int FROM notification_recipients r
          WHERE r.notification_id = n.id AND r.status = 'success')`.as('delivered_count'),
        sql<number>`(SELECT count(*)::int FROM notification_recipients r
          WHERE r.notification_id = n.id AND r.status = 'failed')`.as('failed_count'),
        sql<boolean | null>`(SELECT r.read_at IS NOT NULL FROM notification_recipients r
          WHERE r.notification_id = n.id AND r.user_id = ${reader.userId} LIMIT 1)`.as('read'),
      ])
      .where(readable(reader));
  },
  sorts: { id: 'n.id', date_sent: 'n.date_sent' },
  filters: (c, reader) => ({
    text: c.match(['n.title_ar', 'n.title_en', 'n.message_ar', 'n.message_en']),
    box: (v) => (v === 'sent' ? sentBy(reader.scope) : received(reader.userId)),
    send_to: c.is('n.send_to'),
    priority_level: c.is('n.priority_level'),
    status: c.is('n.status'),
    unread: (v) =>
      isTrue(v)
        ? sql<boolean>`EXISTS (SELECT 1 FROM notification_recipients r
            WHERE r.notification_id = n.id AND r.user_id = ${reader.userId} AND r.read_at IS NULL)`
        : sql<boolean>`true`,
    ...c.between('date_sent', 'n.date_sent', 'date'),
  }),
  tiebreak: 'n.id',
});

/** A notification just sent: what its delivery needs (its audience, its sender's brand). */
export type SentNotification = Locked<{ id: number; send_to: NotificationAudience; brand_id: number | null }>;

export interface NewNotification {
  title_ar: string;
  title_en: string;
  message_ar: string;
  message_en: string;
  send_to: NotificationAudience;
  priority_level: PriorityLevel;
  sender_type: 'admin' | 'vendor' | 'system';
  sender_id: number | null;
  /** The sending brand (a vendor's), null for the platform's. */
  brand_id: number | null;
  date_sent: Date;
}

/** A staff recipient the notification reached (for its live event). */
export interface DeliveredUser {
  user_id: number;
  brand_id: number | null;
  branch_id: number | null;
}

/** Notifications, their recipients and the inboxes; every method takes the caller's scope. */
export class NotificationsRepository extends Repository {
  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = notificationsList.on(this.db).list;
  readonly find = notificationsList.on(this.db).find;

  async options(reader: Reader, locale: Locale) {
    return this.db
      .selectFrom('notifications as n')
      .select(['n.id', sql<string>`${sql.ref(locale === 'ar' ? 'n.title_ar' : 'n.title_en')}`.as('name')])
      .where(readable(reader))
      .orderBy('n.id', 'desc')
      .limit(1000)
      .execute();
  }

  /** A notification the caller sends (its tenant is the service's to check: a brand's own branches). */
  async insert(values: NewNotification): Promise<SentNotification> {
    const row = await this.db
      .insertInto('notifications')
      .values(values)
      .returning(['id', 'send_to', 'brand_id'])
      .executeTakeFirstOrThrow();
    return locked(row);
  }

  /**
   * The sent notification delivered to its audience, in its sender's tenant, and its overall
   * status settled (`failed` when it reached nobody). Answers the staff it reached, for their live
   * events (none for customers).
   */
  async deliver(notification: SentNotification, at: Date): Promise<DeliveredUser[]> {
    let reached: DeliveredUser[] = [];
    if (notification.send_to === 'clients') await this.#deliverToClients(notification, at);
    else reached = await this.#deliverToStaff(notification, at);
    await this.#settleStatus(notification);
    return reached;
  }

  /**
   * One recipient row for every account of the audience in the sender's tenant (a brand writes to
   * its own branches only): delivered, or failed when the account, its brand or its branch is blocked.
   */
  async #deliverToStaff(notification: SentNotification, at: Date): Promise<DeliveredUser[]> {
    const { id: notificationId, send_to: audience, brand_id: brandId } = notification;
    const blocked = sql<boolean>`(u.blocked OR coalesce(b.blocked, false) OR coalesce(br.blocked, false))`;
    const type = audience === 'vendors' ? 'vendor' : 'branch';
    const inserted = await this.db
      .insertInto('notification_recipients')
      .columns(['notification_id', 'user_id', 'status', 'failure_reason', 'delivered_at'])
      .expression(
        this.db
          .selectFrom('users as u')
          .leftJoin('brands as b', 'b.id', 'u.brand_id')
          .leftJoin('branches as br', 'br.id', 'u.branch_id')
          .select([
            sql<number>`${notificationId}::int`.as('notification_id'),
            'u.id',
            sql<'success' | 'failed'>`CASE WHEN ${blocked} THEN 'failed' ELSE 'success' END`.as('status'),
            sql<'blocked' | null>`CASE WHEN ${blocked} THEN 'blocked' END`.as('failure_reason'),
            sql<Date | null>`CASE WHEN ${blocked} THEN NULL ELSE ${at}::timestamptz END`.as('delivered_at'),
          ])
          .where('u.type', '=', type)
          .$if(brandId !== null, (qb) => qb.where('u.brand_id', '=', brandId))
          .orderBy('u.id'),
      )
      .returning(['user_id', 'status'])
      .execute();
    const reached = new Set(inserted.filter((r) => r.status === 'success').map((r) => r.user_id));
    if (reached.size === 0) return [];
    return this.db
      .selectFrom('users')
      .select(['id as user_id', 'brand_id', 'branch_id'])
      .where(
        'id',
        'in',
        [...reached].filter((id): id is number => id !== null),
      )
      .orderBy('id')
      .execute();
  }

  /** One recipient row for every customer: delivered, or failed for a blocked account. */
  async #deliverToClients({ id: notificationId }: SentNotification, at: Date): Promise<void> {
    await this.db
      .insertInto('notification_recipients')
      .columns(['notification_id', 'client_id', 'status', 'failure_reason', 'delivered_at'])
      .expression(
        this.db
          .selectFrom('clients as c')
          .select([
            sql<number>`${notificationId}::int`.as('notification_id'),
            'c.id',
            sql<'success' | 'failed'>`CASE WHEN c.blocked THEN 'failed' ELSE 'success' END`.as('status'),
            sql<'blocked' | null>`CASE WHEN c.blocked THEN 'blocked' END`.as('failure_reason'),
            sql<Date | null>`CASE WHEN c.blocked THEN NULL ELSE ${at}::timestamptz END`.as('delivered_at'),
          ])
          .orderBy('c.id'),
      )
      .execute();
  }

  /** The notification's overall delivery: `failed` when it reached nobody. */
  async #settleStatus({ id: notificationId }: SentNotification): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({
        status: sql`CASE WHEN EXISTS (SELECT 1 FROM notification_recipients r
          WHERE r.notification_id = ${notificationId} AND r.status = 'success') THEN 'success' ELSE 'failed' END`,
      })
      .where('id', '=', notificationId)
      .execute();
  }

  /** A page of the recipients of a notification the reader may read (none of another tenant's). */
  async recipients(reader: Reader, notificationId: number, locale: Locale, page: number, perPage: number) {
    const brand = locale === 'ar' ? 'b.brand_ar' : 'b.brand_en';
    const branch = locale === 'ar' ? 'br.name_ar' : 'br.name_en';
    const base = this.db
      .selectFrom('notification_recipients as r')
      .innerJoin('notifications as n', 'n.id', 'r.notification_id')
      .where('r.notification_id', '=', notificationId)
      .where(readable(reader));
    const [rows, total] = await Promise.all([
      base
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .leftJoin('clients as c', 'c.id', 'r.client_id')
        .leftJoin('brands as b', 'b.id', 'u.brand_id')
        .leftJoin('branches as br', 'br.id', 'u.branch_id')
        .select([
          'r.id',
          sql<'user' | 'client'>`CASE WHEN r.user_id IS NULL THEN 'client' ELSE 'user' END`.as('kind'),
          sql<string>`coalesce(u.name, c.first_name || ' ' || c.last_name, '')`.as('name'),
          sql<string | null>`coalesce(${sql.ref(branch)}, ${sql.ref(brand)})`.as('place'),
          'r.status',
          'r.failure_reason',
          'r.delivered_at',
          'r.read_at',
        ])
        .orderBy('r.id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: total.total };
  }

  /** The newest notifications that reached this account, read or not. */
  async inbox(who: { userId: number } | { clientId: number }, locale: Locale, page: number, perPage: number) {
    const mine = (r: 'r') =>
      'userId' in who
        ? sql<boolean>`${sql.ref(`${r}.user_id`)} = ${who.userId}`
        : sql<boolean>`${sql.ref(`${r}.client_id`)} = ${who.clientId}`;
    const base = this.db
      .selectFrom('notification_recipients as r')
      .where(mine('r'))
      .where('r.status', '=', 'success');
    const [rows, counts] = await Promise.all([
      base
        .innerJoin('notifications as n', 'n.id', 'r.notification_id')
        .select([
          'n.id',
          sql<string>`${sql.ref(locale === 'ar' ? 'n.title_ar' : 'n.title_en')}`.as('title'),
          sql<string>`${sql.ref(locale === 'ar' ? 'n.message_ar' : 'n.message_en')}`.as('message'),
          'n.priority_level',
          'n.date_sent',
          sql<boolean>`r.read_at IS NOT NULL`.as('read'),
        ])
        .orderBy('r.notification_id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      base
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) FILTER (WHERE r.read_at IS NULL))::int`.as('unread'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: counts.total, unread: counts.unread };
  }

  /** Mark one (or, without an id, every) notification of this account read; answers how many changed. */
  async markRead(who: { userId: number } | { clientId: number }, at: Date, notificationId?: number) {
    const result = await this.db
      .updateTable('notification_recipients')
      .set({ read_at: at })
      .where('userId' in who ? 'user_id' : 'client_id', '=', 'userId' in who ? who.userId : who.clientId)
      .where('status', '=', 'success')
      .where('read_at', 'is', null)
      .$if(notificationId !== undefined, (qb) => qb.where('notification_id', '=', notificationId ?? 0))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Whether this notification reached this account (its inbox holds it). */
  async reached(who: { userId: number } | { clientId: number }, notificationId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('notification_recipients')
      .select('id')
      .where('userId' in who ? 'user_id' : 'client_id', '=', 'userId' in who ? who.userId : who.clientId)
      .where('notification_id', '=', notificationId)
      .where('status', '=', 'success')
      .executeTakeFirst();
    return row !== undefined;
  }
}
