import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { clientKit, uniquePhone } from '../../test/kits/clients-kit.ts';

const t = testAppForFile();
const kit = clientKit(t);

interface ClientRow {
  id: number;
  name: string;
  points: number;
  orders_count: number;
  reservations_count: number;
  blocked: boolean;
}

async function list(query: string): Promise<{ data: ClientRow[]; meta: { total: number } }> {
  const response = await t.request('GET', `/api/v1/admin/clients?${query}`, { as: 'admin' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('clients list', () => {
  it('shows the points balance as the exact ledger sum and counts orders and reservations', async () => {
    const client = await kit.client({ first_name: 'سلمان' });
    const first = await kit.order(client.id);
    await kit.order(client.id);
    await kit.order(client.id);
    await kit.reservation(client.id, t.tenants);
    await kit.ledger(client.id, [
      { delta: 120, reason: 'earn', at: '2026-01-01T10:00:00Z', orderId: first.id },
      { delta: -50, reason: 'redeem', at: '2026-02-01T10:00:00Z' },
      { delta: 25, reason: 'adjust', at: '2026-03-01T10:00:00Z' },
      { delta: -7, reason: 'adjust', at: '2026-03-02T10:00:00Z' },
    ]);
    const empty = await kit.client();

    const shown = await t.request('GET', `/api/v1/admin/clients/${client.id}`, { as: 'admin' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: client.id,
      name: `سلمان ${client.last_name}`,
      phone: client.phone,
      points: 88,
      orders_count: 3,
      reservations_count: 1,
      blocked: false,
    });
    const none = await t.request('GET', `/api/v1/admin/clients/${empty.id}`, { as: 'admin' });
    expect(none.json().data).toMatchObject({ points: 0, orders_count: 0, reservations_count: 0 });

    const [sum] = await t.db
      .selectFrom('client_points_ledger')
      .select((eb) => eb.fn.sum<number>('delta').as('sum'))
      .where('client_id', '=', client.id)
      .execute();
    expect(Number(sum?.sum)).toBe(88);
  });

  it('finds clients by phone in any written form, name, email, gender, status, dates and points', async () => {
    const phone = uniquePhone();
    const local = phone.slice(3); // 5XXXXXXXX
    const word = `زياد${Date.now() % 100000}`;
    const target = await kit.client({
      phone,
      first_name: word,
      last_name: 'الحربي',
      email: `Z.${word.length}${Date.now()}@Example.com`.toLowerCase(),
      gender: 'female',
      created_at: '2025-03-10T09:00:00Z',
    });
    await kit.ledger(target.id, [{ delta: 300, reason: 'adjust', at: '2025-04-01T00:00:00Z' }]);
    const other = await kit.client({ gender: 'male', blocked: true, created_at: '2025-06-01T09:00:00Z' });

    for (const typed of [
      phone,
      `+${phone}`,
      `0${local}`,
      local,
      `${local.slice(0, 3)}-${local.slice(3, 6)}`,
    ]) {
      const found = await list(`filter[phone]=${encodeURIComponent(typed)}`);
      expect(
        found.data.map((row) => row.id),
        typed,
      ).toContain(target.id);
      expect(found.data.map((row) => row.id)).not.toContain(other.id);
    }
    expect((await list(`filter[phone]=${phone}`)).meta.total).toBe(1);
    expect((await list(`filter[name]=${encodeURIComponent(`${word} الحر`)}`)).data.map((r) => r.id)).toEqual([
      target.id,
    ]);
    expect(
      (await list(`filter[email]=${encodeURIComponent(target.email?.toUpperCase() ?? '')}`)).data.map(
        (r) => r.id,
      ),
    ).toEqual([target.id]);

    const females = await list('filter[gender]=female&per_page=100');
    expect(females.data.map((r) => r.id)).toContain(target.id);
    expect(females.data.map((r) => r.id)).not.toContain(other.id);
    const blocked = await list('filter[blocked]=1&per_page=100');
    expect(blocked.data.every((r) => r.blocked)).toBe(true);
    expect(blocked.data.map((r) => r.id)).toContain(other.id);

    const march = await list('filter[created_at_from]=2025-03-10&filter[created_at_to]=2025-03-10');
    expect(march.data.map((r) => r.id)).toEqual([target.id]);
    const rich = await list('filter[points_from]=300&filter[points_to]=300&per_page=100');
    expect(rich.data.map((r) => r.id)).toContain(target.id);
    expect(rich.data.every((r) => r.points === 300)).toBe(true);
  });

  it('sorts by points and by orders count both ways', async () => {
    const low = await kit.client();
    const high = await kit.client();
    await kit.ledger(low.id, [{ delta: 5, reason: 'adjust', at: '2026-01-01T00:00:00Z' }]);
    await kit.ledger(high.id, [{ delta: 90000, reason: 'adjust', at: '2026-01-01T00:00:00Z' }]);
    const desc = await list('sort=points&per_page=100');
    expect(desc.data[0]?.id).toBe(high.id);
    const points = desc.data.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const asc = await list('sort=-points&per_page=100');
    const ascPoints = asc.data.map((r) => r.points);
    expect(ascPoints).toEqual([...ascPoints].sort((a, b) => a - b));

    for (let i = 0; i < 4; i += 1) await kit.order(high.id);
    const byOrders = await list('sort=orders_count&per_page=1');
    expect(byOrders.data[0]?.id).toBe(high.id);
    const allowed = (await t.request('GET', '/api/v1/admin/clients', { as: 'admin', locale: 'ar' })).json()
      .allowed_sorts;
    expect(allowed).toMatchObject({ points: 'النقاط', orders_count: 'الطلبات', first_name: 'الاسم الأول' });
  });

  it('refuses unknown filters and sorts and bad filter values with translated messages', async () => {
    const response = await t.request('GET', '/api/v1/admin/clients?filter[city]=x&sort=password', {
      as: 'admin',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(422);
    // Both refused, each under its own key, in the request's language.
    const errors: Record<string, string[]> = response.json().errors;
    expect(Object.keys(errors).some((key) => key.includes('city'))).toBe(true);
    expect(Object.values(errors).flat().join(' ')).toMatch(/[\u0621-\u064A]/);
    expect(Object.keys(errors).some((key) => key.includes('sort'))).toBe(true);
    const gender = await t.request('GET', '/api/v1/admin/clients?filter[gender]=other', { as: 'admin' });
    expect(gender.statusCode).toBe(422);
    expect(gender.json().errors['filter[gender]']).toEqual(['The selected Gender is invalid']);
  });

  it('gives every active client as { id, name } with pagination=all', async () => {
    const active = await kit.client({ first_name: 'مريم', last_name: 'السبيعي' });
    const blocked = await kit.client({ blocked: true });
    const response = await t.request('GET', '/api/v1/admin/clients?pagination=all', { as: 'admin' });
    expect(response.statusCode).toBe(200);
    const options: { id: number; name: string }[] = response.json().data;
    expect(options).toContainEqual({ id: active.id, name: 'مريم السبيعي' });
    expect(options.map((o) => o.id)).not.toContain(blocked.id);
    expect(Object.keys(options[0] ?? {}).sort()).toEqual(['id', 'name']);
  });

  it('exports the filtered list as CSV', async () => {
    const target = await kit.client({ first_name: 'تصدير' });
    const response = await t.request(
      'GET',
      `/api/v1/admin/clients/export?format=csv&filter[phone]=${target.phone}`,
      {
        as: 'admin',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(target.phone);
    expect(response.body).not.toContain('password');
  });
});

describe('blocking and deleting clients', () => {
  it('blocks and unblocks through the toggle, audited', async () => {
    const client = await kit.client();
    const blocked = await t.request('POST', `/api/v1/admin/clients/${client.id}/toggle-status`, {
      as: 'admin',
      locale: 'ar',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ message: 'تم تغيير الحالة بنجاح.', data: { blocked: true } });
    const stored = await t.db
      .selectFrom('clients')
      .select('blocked')
      .where('id', '=', client.id)
      .executeTakeFirst();
    expect(stored?.blocked).toBe(true);
    const unblocked = await t.request('POST', `/api/v1/admin/clients/${client.id}/toggle-status`, {
      as: 'admin',
    });
    expect(unblocked.json().data.blocked).toBe(false);
    const audits = await auditRows(t, ['action'], { action: 'clients.toggle', entityId: client.id });
    expect(audits).toHaveLength(2);
    expect(
      (await t.request('POST', '/api/v1/admin/clients/999999/toggle-status', { as: 'admin' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a client with orders or reservations, and deletes one without', async () => {
    const withOrder = await kit.client();
    await kit.order(withOrder.id);
    const withReservation = await kit.client();
    await kit.reservation(withReservation.id, t.tenants);
    for (const [client, locale, message] of [
      [
        withOrder,
        'en',
        'This customer has orders or reservations and cannot be deleted. You can block the account instead.',
      ],
      [withReservation, 'ar', 'لهذا العميل طلبات أو حجوزات ولا يمكن حذفه. يمكنك إيقاف حسابه بدلًا من ذلك.'],
    ] as const) {
      const refused = await t.request('DELETE', `/api/v1/admin/clients/${client.id}`, {
        as: 'admin',
        locale,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
      expect(
        await t.db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst(),
      ).toEqual({
        id: client.id,
      });
    }
    const free = await kit.client();
    await kit.ledger(free.id, [{ delta: 10, reason: 'adjust', at: '2026-01-01T00:00:00Z' }]);
    const deleted = await t.request('POST', `/api/v1/admin/clients/${free.id}`, {
      as: 'admin',
      body: { _method: 'delete' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.db.selectFrom('clients').select('id').where('id', '=', free.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await t.request('DELETE', `/api/v1/admin/clients/${free.id}`, { as: 'admin' })).statusCode).toBe(
      404,
    );
  });

  it('has no add route: customers sign up in the app', async () => {
    const response = await t.request('POST', '/api/v1/admin/clients', {
      as: 'admin',
      body: { first_name: 'سارة', last_name: 'علي', phone: '0551234567', country_code: '966' },
    });
    expect([404, 405]).toContain(response.statusCode);
  });
});
