import type { NotificationEventData } from '@sufra/contract/events';
import { translate } from '@sufra/contract/messages';
import type {
  notifications as notificationsDef,
  PriorityLevel,
} from '@sufra/contract/resources/notifications';
import type { Locale } from '@sufra/contract/user-types';
import { publishEvents } from '../../core/events/events.ts';
import type { ClientContext, RequestContext } from '../../core/http/context.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import type { Database } from '../../db/database.ts';
import { type DeliveredUser, NotificationsRepository, type Reader } from './notifications.repository.ts';

const repo = (ctx: { db: RequestContext['db'] }, db = ctx.db) => new NotificationsRepository(db);
const readerOf = (ctx: RequestContext): Reader => ({ scope: ctx.scope, userId: ctx.actor.userId });
const find = (ctx: RequestContext, id: number) => repo(ctx).find(readerOf(ctx), ctx.locale, id);

/** Each staff member a notification reached gets its live `notification.created` event. */
function announceToStaff(trx: Database, reached: DeliveredUser[], data: NotificationEventData) {
  return publishEvents(
    trx,
    reached.map((user) => ({
      type: 'notification.created' as const,
      brandId: user.brand_id,
      branchId: user.branch_id,
      userId: user.user_id,
      data,
    })),
  );
}

/**
 * Notifications (DOMAIN.md "Notifications"): the platform writes to every brand manager, every
 * branch's staff or every customer; a brand manager to its own branches' staff. The notification,
 * one record per recipient (delivered, or failed for a blocked account, brand or branch) and each
 * reached staff member's live event are one transaction: the bell counts it the moment it exists.
 */
export const notificationsService: ServiceOf<typeof notificationsDef> = {
  list: (ctx, q) => repo(ctx).list(readerOf(ctx), ctx.locale, q.filters).page(q),
  exportRows: (ctx, q) => repo(ctx).list(readerOf(ctx), ctx.locale, q.filters).batches(q),
  options: (ctx) => repo(ctx).options(readerOf(ctx), ctx.locale),
  show: find,
  async create(ctx, input) {
    const { scope, actor } = ctx;
    // Branch staff receive notifications; only the platform and brand managers send them.
    if (scope.kind === 'branch' || actor.type === 'branch') throw forbidden();
    // A brand writes to its own branches (its create body allows no other audience).
    if (scope.kind === 'brand' && input.send_to !== 'branches') throw forbidden();
    const brandId = scope.kind === 'brand' ? scope.brandId : null;
    const at = ctx.clock.now();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const notifications = repo(ctx, trx);
      const created = await notifications.insert({
        title_ar: input.title_ar,
        title_en: input.title_en,
        message_ar: input.message_ar,
        message_en: input.message_en,
        send_to: input.send_to,
        priority_level: input.priority_level,
        sender_type: scope.kind === 'brand' ? 'vendor' : 'admin',
        sender_id: actor.userId,
        brand_id: brandId,
        date_sent: at,
      });
      const reached = await notifications.deliver(created, at);
      await announceToStaff(trx, reached, { id: created.id, priority_level: input.priority_level });
      return created.id;
    });
    const row = await find(ctx, id);
    if (!row) throw notFound();
    return row;
  },
};

/** A page of a notification's recipients, read in the caller's scope first. */
export async function notificationRecipients(
  ctx: RequestContext,
  id: number,
  page: { page: number; perPage: number },
) {
  if (!(await find(ctx, id))) throw notFound();
  return repo(ctx).recipients(readerOf(ctx), id, ctx.locale, page.page, page.perPage);
}

type Inbox = { kind: 'staff'; ctx: RequestContext } | { kind: 'client'; ctx: ClientContext };
const ownerOf = (inbox: Inbox) =>
  inbox.kind === 'staff' ? { userId: inbox.ctx.actor.userId } : { clientId: inbox.ctx.client.clientId };

/** The caller's own notifications, newest first, with how many are unread. */
export function inboxPage(inbox: Inbox, page: number, perPage: number) {
  return repo(inbox.ctx).inbox(ownerOf(inbox), inbox.ctx.locale, page, perPage);
}

/** Mark one of the caller's notifications read (404 when it never reached them). */
export async function markOneRead(inbox: Inbox, id: number): Promise<void> {
  const notifications = repo(inbox.ctx);
  if (!(await notifications.reached(ownerOf(inbox), id))) throw notFound();
  await notifications.markRead(ownerOf(inbox), inbox.ctx.clock.now(), id);
}

/** Mark every notification of the caller read; answers how many were unread. */
export function markAllRead(inbox: Inbox): Promise<number> {
  return repo(inbox.ctx).markRead(ownerOf(inbox), inbox.ctx.clock.now());
}

/** A notice in both languages (the system's own words, from the message catalogue). */
export interface SystemNotice {
  key: string;
  params?: Record<string, string | number>;
  priority: PriorityLevel;
}

/**
 * The system tells a brand's managers of a change that concerns them (DOMAIN.md "Notifications":
 * subscription, payment), inside the change's own transaction: a notification from the platform,
 * one record per manager (failed for a blocked one), and the bell's live event of each reached.
 */
export async function notifyBrandManagers(trx: Database, brandId: number, notice: SystemNotice, at: Date) {
  const text = (locale: Locale) => ({
    title: translate(locale, `${notice.key}_title`, notice.params),
    message: translate(locale, notice.key, notice.params),
  });
  const [ar, en] = [text('ar'), text('en')];
  const notifications = new NotificationsRepository(trx);
  const sent = await notifications.insert({
    title_ar: ar.title,
    title_en: en.title,
    message_ar: ar.message,
    message_en: en.message,
    send_to: 'vendors',
    priority_level: notice.priority,
    sender_type: 'system',
    sender_id: null,
    brand_id: brandId,
    date_sent: at,
  });
  const reached = await notifications.deliver(sent, at);
  await announceToStaff(trx, reached, { id: sent.id, priority_level: notice.priority });
}
