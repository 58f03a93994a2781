import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { factories, uniqueWord } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';

/** Contact messages (issue 12): customers' and restaurants' messages, the admins' inbox and replies. */
let admin: TestUser;
const t = testAppForFile(async () => {
  admin = await factories(t).newUser({ type: 'admin' });
});

let ipCounter = 0;
/** An address of its own, so each test's join requests are throttled apart. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function joinBody(overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    restaurant_name: `مطعم ${word}`,
    name: 'سلطان العنزي',
    phone: '0551234567',
    email: `owner-${word}@restaurant.sa`,
    city: 'الرياض',
    message: 'نرغب في الانضمام إلى المنصة واستقبال الطلبات والحجوزات.',
    ...overrides,
  };
}

type Contact = {
  id: number;
  source: string;
  name: string;
  restaurant_name: string | null;
  email: string | null;
  phone: string | null;
  status: string;
  read_at: string | null;
  reply: string | null;
  replied_by: number | null;
  replied_by_name: string | null;
  replied_at: string | null;
};

/** A restaurant's message through the public route; answers the stored message as the admin sees it. */
async function joinRequest(
  overrides: Record<string, unknown> = {},
  locale: 'ar' | 'en' = 'en',
): Promise<Contact> {
  const body = joinBody(overrides);
  const sent = await t.request('POST', '/api/v1/vendor/join-us', { body, ip: freshIp(), locale });
  expect(sent.statusCode, sent.body).toBe(201);
  const list = await t.request('GET', '/api/v1/admin/contacts', {
    as: admin,
    query: { 'filter[search]': String(body.email) },
  });
  const [row] = list.json().data as Contact[];
  if (!row) throw new Error('the join request was not listed');
  return row;
}

describe('restaurants ask to join from the public page', () => {
  it('refuses every missing or malformed field with translated messages, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    const empty = await t.request('POST', '/api/v1/vendor/join-us', { body: {}, ip: freshIp() });
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'restaurant_name']);
    expect(errors.restaurant_name).toEqual(['Restaurant name is required']);
    expect(errors.name).toEqual(['Contact person is required']);

    const bad = await t.request('POST', '/api/v1/vendor/join-us', {
      body: joinBody({ phone: '0521234567', email: 'not-an-email', message: 'قصير', restaurant_name: '12' }),
      locale: 'ar',
      ip: freshIp(),
    });
    expect(bad.statusCode).toBe(422);
    const arabic = bad.json().errors as Record<string, string[]>;
    expect(arabic.phone).toEqual(['رقم الجوال غير صحيح']);
    expect(arabic.email?.[0]).toMatch(/البريد/);
    expect(arabic.message).toEqual(['يجب ألا تقل الرسالة عن 10 أحرف']);
    expect(arabic.restaurant_name?.[0]).toMatch(/^يجب أن يحتوي اسم المطعم على حرفين/);
    const after = await t.db
      .selectFrom('contact_messages')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toEqual(before?.n);
  });

  it('stores a restaurant’s request unread and pending, its mobile normalized, its city optional', async () => {
    const row = await joinRequest({ phone: '+966 55 123 4567', city: '' });
    expect(row).toMatchObject({
      source: 'restaurant',
      name: 'سلطان العنزي',
      phone: '966551234567',
      status: 'Pending',
      read_at: null,
      reply: null,
    });
    expect(row.restaurant_name).toMatch(/^مطعم /);
    const shown = await t.request('GET', `/api/v1/admin/contacts/${row.id}`, { as: admin });
    expect(shown.json().data).toMatchObject({ city: null, client_id: null });
    const audit = await auditRows(t, ['action', 'actor_id'], { entity: 'contacts', entityId: row.id });
    expect(audit).toEqual([{ action: 'contacts.join_request', actor_id: null }]);
  });

  it('throttles per address: the sixth request in an hour answers 429 with Retry-After, another address goes on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const sent = await t.request('POST', '/api/v1/vendor/join-us', { body: joinBody(), ip });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const refused = await t.request('POST', '/api/v1/vendor/join-us', { body: joinBody(), ip, locale: 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/محاولات/);
    // a malformed request from the locked address still learns what is wrong, and counts nothing
    expect((await t.request('POST', '/api/v1/vendor/join-us', { body: {}, ip })).statusCode).toBe(422);
    const elsewhere = await t.request('POST', '/api/v1/vendor/join-us', { body: joinBody(), ip: freshIp() });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('customers write from the app', () => {
  it('takes the name, email and mobile from the account and lists a customer’s own messages only', async () => {
    const f = factories(t);
    const customer = await f.newCustomer();
    const other = await f.newCustomer();
    const invalid = await t.request('POST', '/api/v1/client/contact-us', {
      as: customer,
      body: { subject: 'ab', message: 'short' },
    });
    expectErrors(invalid, {
      subject: ['Subject must be at least 3 characters'],
      message: ['Message must be at least 10 characters'],
    });
    const sent = await t.request('POST', '/api/v1/client/contact-us', {
      as: customer,
      body: {
        subject: 'Points balance',
        message: 'My points did not increase after my last order.',
        name: 'x',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    expect(sent.json().data).toMatchObject({ status: 'Pending', reply: null });
    const stored = await t.request('GET', `/api/v1/admin/contacts/${id}`, { as: admin });
    expect(stored.json().data).toMatchObject({
      source: 'client',
      client_id: customer.id,
      email: customer.email,
      restaurant_name: null,
    });
    expect(stored.json().data.name).toMatch(/^عميل .+ تجربة$/);

    const mine = await t.request('GET', '/api/v1/client/contact-us', { as: customer });
    expect((mine.json().data as { id: number }[]).map((m) => m.id)).toEqual([id]);
    const theirs = await t.request('GET', '/api/v1/client/contact-us', { as: other });
    expect(theirs.json().data).toEqual([]);
    expect((await t.request('GET', `/api/v1/client/contact-us/${id}`, { as: other })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/v1/client/contact-us/${id}`, { as: customer })).statusCode).toBe(
      200,
    );
    expect((await t.request('POST', '/api/v1/client/contact-us', { body: {} })).statusCode).toBe(401);
  });
});

describe('the admins’ inbox', () => {
  it('filters by source, status, read state, text and received date', async () => {
    const row = await joinRequest();
    const filtered = await t.request('GET', '/api/v1/admin/contacts', {
      as: admin,
      query: {
        'filter[source]': 'restaurant',
        'filter[status]': 'Pending',
        'filter[read_state]': 'unread',
        'filter[search]': row.restaurant_name ?? '',
        'filter[received_at_from]': new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        sort: 'name',
      },
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect((filtered.json().data as Contact[]).map((c) => c.id)).toEqual([row.id]);
    const others: Record<string, string>[] = [
      { 'filter[source]': 'client' },
      { 'filter[read_state]': 'read' },
    ];
    for (const query of others) {
      const none = await t.request('GET', '/api/v1/admin/contacts', {
        as: admin,
        query: { ...query, 'filter[search]': row.restaurant_name ?? '' },
      });
      expect(none.json().data).toEqual([]);
    }
    const unknown = await t.request('GET', '/api/v1/admin/contacts', {
      as: admin,
      query: { 'filter[read_state]': 'maybe' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('marks a message read only on the explicit call, keeping the first time', async () => {
    const row = await joinRequest();
    const shown = await t.request('GET', `/api/v1/admin/contacts/${row.id}`, { as: admin });
    expect(shown.json().data.read_at).toBeNull();
    const read = await t.request('POST', `/api/v1/admin/contacts/${row.id}/read`, { as: admin });
    expect(read.statusCode, read.body).toBe(200);
    const firstRead = read.json().data.read_at as string;
    expect(firstRead).not.toBeNull();
    const again = await t.request('POST', `/api/v1/admin/contacts/${row.id}/read`, { as: admin });
    expect(again.json().data.read_at).toBe(firstRead);
    expect((await t.request('POST', '/api/v1/admin/contacts/999999/read', { as: admin })).statusCode).toBe(
      404,
    );
  });

  it('replies by mail in the request’s language and records the reply, who and when, and the status', async () => {
    for (const locale of ['en', 'ar'] as const) {
      // the restaurant wrote in the same language (the subject is written in the sender's)
      const row = await joinRequest({}, locale);
      const text =
        locale === 'en' ? 'Welcome aboard, we will call you tomorrow.' : 'أهلًا بكم، سنتصل بكم غدًا.';
      const replied = await t.request('POST', `/api/v1/admin/contacts/${row.id}/reply`, {
        as: admin,
        locale,
        body: { reply: text, status: 'Accepted' },
      });
      expect(replied.statusCode, replied.body).toBe(200);
      expect(replied.json().message).toContain(row.email);
      expect(replied.json().data).toMatchObject({
        reply: text,
        status: 'Accepted',
        replied_by: admin.id,
        replied_by_name: expect.stringMatching(/^مستخدم /),
      });
      expect(replied.json().data.replied_at).not.toBeNull();
      expect(replied.json().data.read_at).not.toBeNull();
      const mail = await t.lastMail(row.email ?? '');
      expect(mail?.text).toContain(text);
      expect(mail?.text).toContain(row.name);
      if (locale === 'en') {
        expect(mail?.subject).toMatch(/^Re: Request to join from مطعم /);
        expect(mail?.text).toMatch(/^Hello /);
      } else {
        expect(mail?.subject).toMatch(/^رد: طلب انضمام من مطعم /);
        expect(mail?.text).toMatch(/^مرحبًا /);
      }
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'details'])
        .where('action', '=', 'contacts.reply')
        .where('entity_id', '=', String(row.id))
        .executeTakeFirstOrThrow();
      expect(audit.actor_id).toBe(admin.id);
      expect(audit.details).toMatchObject({ from: 'Pending', to: 'Accepted', email: row.email });
    }
  });

  it('refuses to reply by mail to a message without an email, naming the phone, and changes nothing', async () => {
    const message = await t.db
      .insertInto('contact_messages')
      .values({
        source: 'restaurant',
        name: 'عبدالله الشهري',
        restaurant_name: 'فطائر السنابل',
        phone: '966551112233',
        subject: 'طلب انضمام',
        message: 'أرجو الاتصال على الجوال.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await t.request('POST', `/api/v1/admin/contacts/${message.id}/reply`, {
      as: admin,
      body: { reply: 'Thank you for your message.', status: 'Accepted' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email[0]).toMatch(/no email address.*\+966551112233/);
    const row = await t.db
      .selectFrom('contact_messages')
      .select(['reply', 'status', 'replied_at'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reply: null, status: 'Pending', replied_at: null });
  });

  it('validates the reply: 2 to 5000 characters and a known status', async () => {
    const row = await joinRequest();
    const cases = [
      [{ reply: 'x', status: 'Accepted' }, 'reply', 'Reply must be at least 2 characters'],
      [
        { reply: 'x'.repeat(5001), status: 'Accepted' },
        'reply',
        'Reply may not be longer than 5000 characters',
      ],
      [{ reply: '', status: 'Accepted' }, 'reply', 'Reply is required'],
      [{ reply: 'Thanks', status: 'Done' }, 'status', 'The selected Status is invalid'],
    ] as const;
    for (const [body, field, message] of cases) {
      const answer = await t.request('POST', `/api/v1/admin/contacts/${row.id}/reply`, { as: admin, body });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[field]).toEqual([message]);
    }
    expect(await t.lastMail(row.email ?? '')).toBeUndefined();
  });

  it('changes the status alone, audited with both statuses', async () => {
    const row = await joinRequest();
    const changed = await t.request('POST', `/api/v1/admin/contacts/${row.id}/status`, {
      as: admin,
      body: { status: 'Rejected' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ status: 'Rejected', reply: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'contacts.status')
      .where('entity_id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ from: 'Pending', to: 'Rejected' });
    const removed = await t.request('DELETE', `/api/v1/admin/contacts/${row.id}`, { as: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.request('GET', `/api/v1/admin/contacts/${row.id}`, { as: admin })).statusCode).toBe(404);
  });

  it('is the platform’s: vendors and branches are refused, and a reader may not reply', async () => {
    const row = await joinRequest();
    for (const who of ['vendor', 'branch', 'cashier'] as const) {
      for (const [method, path] of [
        ['GET', '/contacts'],
        ['GET', `/contacts/${row.id}`],
        ['POST', `/contacts/${row.id}/read`],
        ['POST', `/contacts/${row.id}/reply`],
      ] as const) {
        const answer = await t.request(method, `/api/v1/admin${path}`, {
          as: who,
          body: method === 'GET' ? undefined : {},
        });
        expect(answer.statusCode, `${who} ${method} ${path}`).toBe(403);
      }
    }
    expect((await t.request('GET', '/api/v1/vendor/contacts', { as: 'vendor' })).statusCode).toBe(404);
    const reader = await factories(t).newUser({ type: 'admin', permissions: ['read-contactuses'] });
    expect(
      (await t.request('POST', `/api/v1/admin/contacts/${row.id}/read`, { as: reader })).statusCode,
    ).toBe(200);
    const reply = await t.request('POST', `/api/v1/admin/contacts/${row.id}/reply`, {
      as: reader,
      body: { reply: 'Thanks', status: 'Accepted' },
    });
    expect(reply.statusCode).toBe(403);
    const stranger = await factories(t).newUser({ type: 'admin', permissions: ['read-countries'] });
    expect((await t.request('GET', '/api/v1/admin/contacts', { as: stranger })).statusCode).toBe(403);
  });
});
