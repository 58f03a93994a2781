import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { factories, uniqueWord } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/** Notifications (DOMAIN.md "Notifications"): who sends to whom, delivery per recipient, inboxes, the bell. */
const t = testAppForFile();

function body(overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    title_ar: `تنبيه ${word}`,
    title_en: `Notice ${word}`,
    message_ar: 'سيتوقف النظام للصيانة الليلة',
    message_en: 'The system stops for maintenance tonight',
    send_to: 'vendors',
    priority_level: 'high',
    ...overrides,
  };
}

type Sent = {
  id: number;
  title: string;
  status: string;
  recipients_count: number;
  delivered_count: number;
  failed_count: number;
  sender_type: string;
  read: boolean | null;
};

async function send(
  as: TestUser | 'admin',
  overrides: Record<string, unknown> = {},
  locale: 'ar' | 'en' = 'en',
) {
  const type = typeof as === 'string' ? 'admin' : as.type;
  return t.request('POST', `/api/v1/${type}/notifications`, { as, body: body(overrides), locale });
}

async function sent(as: TestUser | 'admin', overrides: Record<string, unknown> = {}): Promise<Sent> {
  const answer = await send(as, overrides);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as Sent;
}

async function recipientRow(notificationId: number, who: { userId?: number; clientId?: number }) {
  return t.db
    .selectFrom('notification_recipients')
    .selectAll()
    .where('notification_id', '=', notificationId)
    .where(who.userId === undefined ? 'client_id' : 'user_id', '=', who.userId ?? who.clientId ?? 0)
    .executeTakeFirst();
}

async function count(user: TestUser): Promise<number> {
  const answer = await t.request('GET', `/api/v1/${user.type}/notifications/count`, { as: user });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.count as number;
}

describe('sending', () => {
  it('gives every brand manager one delivered record, and a blocked one a failed record', async () => {
    const f = factories(t);
    const reached = await f.newVendor();
    const blocked = await f.newVendor();
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    const blockedBrand = await f.newVendor();
    await t.db.updateTable('brands').set({ blocked: true }).where('id', '=', blockedBrand.brandId).execute();
    const staff = await f.newBranchUser(reached);

    const notification = await sent('admin', { send_to: 'vendors' });
    expect(notification).toMatchObject({ status: 'success', sender_type: 'admin', read: null });

    const ok = await recipientRow(notification.id, { userId: reached.id });
    expect(ok).toMatchObject({ status: 'success', failure_reason: null, read_at: null });
    expect(ok?.delivered_at).toBeInstanceOf(Date);
    expect(await recipientRow(notification.id, { userId: blocked.id })).toMatchObject({
      status: 'failed',
      failure_reason: 'blocked',
      delivered_at: null,
    });
    expect(await recipientRow(notification.id, { userId: blockedBrand.id })).toMatchObject({
      status: 'failed',
    });
    // Branch staff are not brand managers.
    expect(await recipientRow(notification.id, { userId: staff.id })).toBeUndefined();

    const rows = await t.db
      .selectFrom('notification_recipients')
      .select(['status'])
      .where('notification_id', '=', notification.id)
      .execute();
    expect(notification.recipients_count).toBe(rows.length);
    expect(notification.delivered_count).toBe(rows.filter((r) => r.status === 'success').length);
    expect(notification.failed_count).toBe(rows.filter((r) => r.status === 'failed').length);
    expect(notification.failed_count).toBeGreaterThanOrEqual(2);
  });

  it('reaches every branch’s staff (managers, kitchen, cashier) and every customer from the platform', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const kitchen = await f.newBranchUser(vendor, 'kitchen');
    const cashier = await f.newBranchUser(vendor, 'cashier');
    const toBranches = await sent('admin', { send_to: 'branches' });
    for (const user of [kitchen, cashier])
      expect(await recipientRow(toBranches.id, { userId: user.id })).toMatchObject({ status: 'success' });
    expect(await recipientRow(toBranches.id, { userId: vendor.id })).toBeUndefined();

    const customer = await f.newCustomer();
    const blockedCustomer = await f.newClient();
    await t.db.updateTable('clients').set({ blocked: true }).where('id', '=', blockedCustomer.id).execute();
    const toClients = await sent('admin', { send_to: 'clients', priority_level: 'low' });
    expect(await recipientRow(toClients.id, { clientId: customer.id })).toMatchObject({ status: 'success' });
    expect(await recipientRow(toClients.id, { clientId: blockedCustomer.id })).toMatchObject({
      status: 'failed',
      failure_reason: 'blocked',
    });
    const inbox = await t.request('GET', '/api/v1/client/notifications/inbox', {
      as: customer,
      locale: 'ar',
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().data[0]).toMatchObject({
      id: toClients.id,
      title: expect.stringMatching(/^تنبيه /),
      priority_level: 'low',
      read: false,
    });
    expect(inbox.json().meta.unread).toBeGreaterThanOrEqual(1);
  });

  it('lets a brand manager write to its own branches’ staff only', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const mine = await f.newBranchUser(vendor, 'cashier');
    const other = await f.newVendor();
    const theirs = await f.newBranchUser(other, 'cashier');

    const notification = await sent(vendor, { send_to: 'branches' });
    expect(notification.sender_type).toBe('vendor');
    expect(await recipientRow(notification.id, { userId: mine.id })).toMatchObject({ status: 'success' });
    expect(await recipientRow(notification.id, { userId: theirs.id })).toBeUndefined();
    expect(notification.recipients_count).toBe(1);

    for (const audience of ['vendors', 'clients']) {
      const refused = await send(vendor, { send_to: audience }, 'ar');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.send_to[0]).toMatch(/إرسال إلى/);
    }
  });

  it('marks a notification that reached nobody failed', async () => {
    const f = factories(t);
    const lonely = await f.newVendor();
    const notification = await sent(lonely, { send_to: 'branches' });
    expect(notification).toMatchObject({ status: 'failed', recipients_count: 0 });
  });

  it('refuses branch staff, and every bad field with a translated message, writing nothing', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    expect((await send(manager, { send_to: 'branches' })).statusCode).toBe(403);

    const before = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title_ar: '' }, 'title_ar', /Title \(Arabic\) is required/],
      [{ message_en: '1' }, 'message_en', /Message \(English\)/],
      [{ send_to: 'everyone' }, 'send_to', /Send to/],
      [{ priority_level: 'urgent' }, 'priority_level', /Priority/],
      [{ title_en: 'x'.repeat(151) }, 'title_en', /Title \(English\)/],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await send('admin', overrides);
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(answer.json().errors[field][0]).toMatch(message);
    }
    const arabic = await send('admin', { title_ar: '' }, 'ar');
    expect(arabic.json().errors.title_ar[0]).toBe('العنوان (عربي) مطلوب');
    const after = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toEqual(before?.n);
  });
});

describe('the list and its tenancy', () => {
  it('shows a brand what it sent and what reached its manager, never another brand’s', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    await f.newBranchUser(vendor);
    const other = await f.newVendor();
    await f.newBranchUser(other);
    const own = await sent(vendor, { send_to: 'branches' });
    const theirs = await sent(other, { send_to: 'branches' });
    const platform = await sent('admin', { send_to: 'vendors' });

    const list = async (query: Record<string, string> = {}) => {
      const answer = await t.request('GET', '/api/v1/vendor/notifications', {
        as: vendor,
        query: { per_page: '100', ...query },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as Sent[]).map((n) => n.id);
    };
    const all = await list();
    expect(all).toContain(own.id);
    expect(all).toContain(platform.id);
    expect(all).not.toContain(theirs.id);
    expect(await list({ 'filter[box]': 'sent' })).toEqual([own.id]);
    expect(await list({ 'filter[box]': 'received' })).toContain(platform.id);
    expect(await list({ 'filter[box]': 'received' })).not.toContain(own.id);

    const show = await t.request('GET', `/api/v1/vendor/notifications/${theirs.id}`, { as: vendor });
    expect(show.statusCode).toBe(404);
    const recipients = await t.request('GET', `/api/v1/vendor/notifications/${theirs.id}/recipients`, {
      as: vendor,
    });
    expect(recipients.statusCode).toBe(404);
    const mine = await t.request('GET', `/api/v1/vendor/notifications/${own.id}/recipients`, { as: vendor });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({ kind: 'user', status: 'success', read_at: null });
  });

  it('shows branch staff only what reached them, and the admin everything with its read state', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const cashier = await f.newBranchUser(vendor, 'cashier');
    const mine = await sent(vendor, { send_to: 'branches' });
    const toVendors = await sent('admin', { send_to: 'vendors' });
    const answer = await t.request('GET', '/api/v1/branch/notifications', {
      as: cashier,
      query: { per_page: '100' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = (answer.json().data as Sent[]).map((n) => n.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(toVendors.id);
    expect((answer.json().data as Sent[]).find((n) => n.id === mine.id)?.read).toBe(false);

    const admin = await t.request('GET', '/api/v1/admin/notifications', {
      as: 'admin',
      query: { 'filter[text]': mine.title.slice(-10) },
    });
    expect(admin.json().data.map((n: Sent) => n.id)).toEqual([mine.id]);
  });
});

describe('inbox and the bell', () => {
  it('counts unread notifications, marks one and then all read, and refuses another’s', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const cashier = await f.newBranchUser(vendor, 'cashier');
    const first = await sent(vendor, { send_to: 'branches' });
    const second = await sent(vendor, { send_to: 'branches', priority_level: 'low' });
    expect(await count(cashier)).toBe(2);

    const inbox = await t.request('GET', '/api/v1/branch/notifications/inbox', {
      as: cashier,
      query: { per_page: '5' },
    });
    expect(inbox.json().data.map((n: { id: number }) => n.id)).toEqual([second.id, first.id]);
    expect(inbox.json().meta).toMatchObject({ unread: 2, total: 2 });

    const one = await t.request('POST', `/api/v1/branch/notifications/${first.id}/read`, { as: cashier });
    expect(one.statusCode, one.body).toBe(200);
    expect(await count(cashier)).toBe(1);

    const other = await f.newVendor();
    const notMine = await t.request('POST', `/api/v1/vendor/notifications/${first.id}/read`, { as: other });
    expect(notMine.statusCode).toBe(404);

    const all = await t.request('POST', '/api/v1/branch/notifications/read-all', {
      as: cashier,
      locale: 'ar',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ message: 'تم تعليم جميع الإشعارات كمقروءة.', data: { marked: 1 } });
    expect(await count(cashier)).toBe(0);
    const row = await recipientRow(second.id, { userId: cashier.id });
    expect(row?.read_at).toBeInstanceOf(Date);
  });

  it('raises the recipient’s bell live, and not another brand’s', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const other = await f.newVendor();
    const mine = await openEventStream(t, 'vendor', { as: vendor });
    const theirs = await openEventStream(t, 'vendor', { as: other });
    try {
      const sentToVendors = await sent('admin', { send_to: 'vendors', priority_level: 'high' });
      const event = await mine.waitFor((e) => e.type === 'notification.created');
      expect(event.data).toEqual({ id: sentToVendors.id, priority_level: 'high' });
      await theirs.waitFor(
        (e) => e.type === 'notification.created' && (e.data as { id: number }).id === sentToVendors.id,
      );
      // A brand's note to its own branches reaches neither brand manager's stream.
      await sent(vendor, { send_to: 'branches' });
      const later = await sent('admin', { send_to: 'vendors' });
      await mine.waitFor((e) => (e.data as { id?: number }).id === later.id);
      expect(mine.received.filter((e) => e.type === 'notification.created')).toHaveLength(2);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });
});
