import type { Insertable } from 'kysely';
import type { NotificationRecipientsTable, NotificationsTable } from '../db/schema/core.ts';
import type { ContactMessagesTable, RequestStatus } from '../db/schema/domain.ts';
import { allocateIds, idAt, insertInBatches } from './batch.ts';
import { addMinutes } from './clock.ts';
import {
  ADMIN_TO_BRANCHES,
  ADMIN_TO_CLIENTS,
  ADMIN_TO_VENDORS,
  BRAND_AWAITS,
  CONTACT_MESSAGES,
  CONTACT_REJECTION,
  CONTACT_REPLY,
  JOIN_REQUESTS,
  NEW_ORDER,
  NEW_RESERVATION,
  type NotificationText,
  SLIDERS,
  VENDOR_TO_BRANCHES,
  WEEKLY_SUMMARY,
} from './content-data.ts';
import type { DemoContext } from './context.ts';
import type { OrderSummary } from './orders.ts';

type NotificationRow = Omit<Insertable<NotificationsTable>, keyof NotificationText>;
interface Planned {
  text: NotificationText;
  row: NotificationRow & { date_sent: Date };
  users?: readonly number[];
  clients?: readonly number[];
  /** Everyone has read it after a while unless it is still news. */
  unread?: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Notifications from the admin, the vendors and the system, with read and unread recipients. */
export async function seedNotifications(ctx: DemoContext, orders: readonly OrderSummary[]): Promise<void> {
  const { db, random, now, tenants } = ctx;
  const ago = (minutes: number) => addMinutes(now, -minutes);
  const users = await db.selectFrom('users').select(['id', 'type', 'brand_id', 'branch_id']).execute();
  const approved = new Set(ctx.branches.map((b) => b.id));
  const branchUsers = (brandId?: number) =>
    users
      .filter((u) => u.type === 'branch' && u.branch_id !== null && approved.has(u.branch_id))
      .filter((u) => brandId === undefined || u.brand_id === brandId)
      .map((u) => u.id);
  const vendors = [...ctx.vendorIds.values()];
  const demoBranchUsers = users.filter((u) => u.branch_id === tenants.branchId).map((u) => u.id);
  const admin = { sender_type: 'admin' as const, sender_id: ctx.adminId };
  const system = { sender_type: 'system' as const, sender_id: null };

  const planned: Planned[] = [
    ...ADMIN_TO_VENDORS.map((text, i) => ({
      text,
      row: {
        ...admin,
        send_to: 'vendors' as const,
        priority_level: i ? ('high' as const) : ('medium' as const),
        date_sent: ago(i ? 2 * DAY : 20 * DAY),
      },
      users: vendors,
      unread: i > 0,
    })),
    {
      text: ADMIN_TO_BRANCHES,
      row: { ...admin, send_to: 'branches', date_sent: ago(12 * DAY) },
      users: branchUsers(),
    },
    ...ADMIN_TO_CLIENTS.map((text, i) => ({
      text,
      row: {
        ...admin,
        send_to: 'clients' as const,
        priority_level: 'low' as const,
        date_sent: ago((i + 1) * 9 * DAY),
        status: i ? ('failed' as const) : ('success' as const),
      },
      clients: i ? [] : random.sample(ctx.clients, 60).map((c) => c.id),
    })),
  ];
  for (const [brandId, vendorId] of ctx.vendorIds) {
    VENDOR_TO_BRANCHES.forEach((text, i) => {
      planned.push({
        text,
        row: {
          sender_type: 'vendor',
          sender_id: vendorId,
          brand_id: brandId,
          send_to: 'branches',
          priority_level: i ? 'high' : 'medium',
          date_sent: ago(i ? 20 * HOUR : 8 * DAY),
        },
        users: branchUsers(brandId),
        unread: i > 0,
      });
    });
    planned.push({
      text: WEEKLY_SUMMARY,
      row: { ...system, brand_id: brandId, send_to: 'vendors', date_sent: ago(random.int(1, 3) * DAY) },
      users: [vendorId],
      unread: true,
    });
  }
  const recent = orders.filter((o) => o.branchId === tenants.branchId).slice(-6);
  for (const order of recent) {
    planned.push({
      text: NEW_ORDER(order.orderNumber),
      row: {
        ...system,
        brand_id: tenants.brandId,
        send_to: 'branches',
        priority_level: 'high',
        date_sent: order.placedAt,
      },
      users: demoBranchUsers,
      unread: order.status === 'pending',
    });
  }
  const reservations = await db
    .selectFrom('reservations')
    .select(['reservation_number', 'created_at'])
    .where('branch_id', '=', tenants.branchId)
    .where('status', '=', 'pending')
    .orderBy('starts_at')
    .limit(2)
    .execute();
  for (const r of reservations) {
    planned.push({
      text: NEW_RESERVATION(r.reservation_number),
      row: { ...system, brand_id: tenants.brandId, send_to: 'branches', date_sent: r.created_at },
      users: demoBranchUsers,
      unread: true,
    });
  }
  // the admin hears about brands waiting for approval (notifications have no admin audience yet)
  const waiting = await db
    .selectFrom('brands')
    .select(['id', 'brand_ar', 'brand_en', 'status'])
    .where('status', 'in', ['PendingAdminApproval', 'PendingDocumentsApproval'])
    .execute();
  for (const brand of waiting) {
    planned.push({
      text: BRAND_AWAITS(brand.brand_ar, brand.brand_en, brand.status === 'PendingDocumentsApproval'),
      row: {
        ...system,
        brand_id: brand.id,
        send_to: 'vendors',
        priority_level: 'high',
        date_sent: ago(random.int(2, 40) * HOUR),
      },
      users: [ctx.adminId],
      unread: true,
    });
  }

  const ids = await allocateIds(db, 'notifications', planned.length);
  const notifications: Insertable<NotificationsTable>[] = [];
  const recipients: Insertable<NotificationRecipientsTable>[] = [];
  planned.forEach((plan, index) => {
    const id = idAt(ids, index);
    const sent = plan.row.date_sent;
    notifications.push({ id, ...plan.text, ...plan.row, created_at: sent, updated_at: sent });
    const readAt = () => {
      const at = addMinutes(sent, random.int(5, 600));
      return plan.unread || at > now || random.chance(0.15) ? null : at;
    };
    for (const user_id of plan.users ?? [])
      recipients.push({ notification_id: id, user_id, read_at: readAt(), delivered_at: sent });
    for (const client_id of plan.clients ?? [])
      recipients.push({ notification_id: id, client_id, read_at: readAt(), delivered_at: sent });
  });
  await db.insertInto('notifications').values(notifications).execute();
  await insertInBatches(recipients, (chunk) =>
    db.insertInto('notification_recipients').values(chunk).execute(),
  );
}

/**
 * Contact messages: customers' (from the app) and restaurants' (from `/join-us`). New ones pending,
 * some of them already opened; older ones read, and answered or rejected, most with a reply.
 */
export async function seedContactMessages(ctx: DemoContext, count: number): Promise<void> {
  const { random, now } = ctx;
  const rows: Insertable<ContactMessagesTable>[] = [];
  const settle = (createdAt: Date, fresh: boolean, unread: boolean) => {
    const status: RequestStatus = fresh
      ? 'Pending'
      : random.weighted([
          ['Accepted', 70],
          ['Rejected', 30],
        ] as const);
    const readAt = fresh && unread ? null : addMinutes(createdAt, random.int(30, DAY));
    return { status, readAt };
  };
  for (let i = 0; i < count; i++) {
    // The six newest arrived in the last three days and wait: two of three still unread.
    const fresh = i < 6;
    const createdAt = addMinutes(now, -(fresh ? random.int(30, 3 * DAY) : random.int(5 * DAY, 60 * DAY)));
    const { status, readAt } = settle(createdAt, fresh, i % 3 !== 2);
    // Every fourth is a restaurant's request to join (one of them left no email).
    const join = i % 4 === 3 ? JOIN_REQUESTS[(i >> 2) % JOIN_REQUESTS.length] : undefined;
    const restaurant = join !== undefined;
    const [restaurantName, contactPerson, city, restaurantEmail, joinMessage] = join ?? [
      '',
      '',
      null,
      null,
      '',
    ];
    const client = random.pick(ctx.clients);
    const [subject, message] = random.pick(CONTACT_MESSAGES);
    const email = restaurant ? restaurantEmail : client.email;
    // Only a message with an email can be answered by mail; the others were settled by phone.
    const reply =
      email === null || status === 'Pending' || (status === 'Rejected' && random.chance(0.5))
        ? null
        : status === 'Accepted'
          ? CONTACT_REPLY
          : CONTACT_REJECTION;
    rows.push({
      source: restaurant ? 'restaurant' : 'client',
      client_id: !restaurant && random.chance(0.7) ? client.id : null,
      name: restaurant ? contactPerson : client.name,
      restaurant_name: restaurant ? restaurantName : null,
      city: restaurant ? city : null,
      email,
      phone: restaurant
        ? `9665${random.pick(['0', '3', '5', '6'])}${random.int(0, 9_999_999).toString().padStart(7, '0')}`
        : client.phone,
      subject: restaurant ? `طلب انضمام من ${restaurantName}` : subject,
      message: restaurant ? joinMessage : message,
      status,
      read_at: readAt,
      reply,
      replied_by: reply ? ctx.adminId : null,
      replied_at: reply ? readAt : null,
      created_at: createdAt,
      updated_at: readAt ?? createdAt,
    });
  }
  await ctx.db.insertInto('contact_messages').values(rows).execute();
}

/** The client app's home sliders: current ones, a finished one, a blocked one. */
export async function seedSliders(ctx: DemoContext): Promise<void> {
  const { now } = ctx;
  await ctx.db
    .insertInto('sliders')
    .values(
      SLIDERS.map(([title_ar, title_en, link], index) => {
        const finished = index === SLIDERS.length - 1;
        return {
          title_ar,
          title_en,
          image_path: '/dashboard/logo.svg',
          link,
          position: index + 1,
          starts_at: finished ? addMinutes(now, -90 * DAY) : null,
          ends_at: finished ? addMinutes(now, -70 * DAY) : null,
          blocked: index === 3,
        };
      }),
    )
    .execute();
}
