import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { clientKit } from '../../test/kits/clients-kit.ts';
import { expectFields } from '../../test/refusals.ts';

const t = testAppForFile();
const kit = clientKit(t);

interface Line {
  delta: number;
  reason: string;
  order_id: number | null;
  order_number: string | null;
  note: string | null;
  balance: number;
  created_at: string;
}

describe('a client’s points ledger', () => {
  it('lists the lines newest first with the running balance, a page at a time', async () => {
    const client = await kit.client();
    const order = await kit.order(client.id, '120.00');
    const other = await kit.client();
    await kit.ledger(other.id, [{ delta: 999, reason: 'adjust', at: '2026-01-15T00:00:00Z' }]);
    await kit.ledger(client.id, [
      { delta: 120, reason: 'earn', at: '2026-01-01T10:00:00Z', orderId: order.id },
      { delta: 40, reason: 'adjust', at: '2026-01-20T10:00:00Z' },
      { delta: -100, reason: 'redeem', at: '2026-02-01T10:00:00Z' },
      { delta: 100, reason: 'reverse', at: '2026-02-02T10:00:00Z' },
      { delta: -30, reason: 'adjust', at: '2026-03-01T10:00:00Z' },
    ]);

    const all = await t.request('GET', `/api/v1/admin/clients/${client.id}/points?per_page=10`, {
      as: 'admin',
    });
    expect(all.statusCode, all.body).toBe(200);
    const lines: Line[] = all.json().data;
    expect(lines.map((l) => [l.delta, l.reason, l.balance])).toEqual([
      [-30, 'adjust', 130],
      [100, 'reverse', 160],
      [-100, 'redeem', 60],
      [40, 'adjust', 160],
      [120, 'earn', 120],
    ]);
    const orderNumber = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(lines.at(-1)).toMatchObject({
      order_id: order.id,
      order_number: orderNumber.order_number,
      note: null,
    });
    expect(lines[0]?.note).toBe('تعويض');
    expect(all.json().meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 5,
      from: 1,
      to: 5,
    });

    // The newest balance is the client's points.
    const shown = await t.request('GET', `/api/v1/admin/clients/${client.id}`, { as: 'admin' });
    expect(shown.json().data.points).toBe(lines[0]?.balance);

    const second = await t.request('GET', `/api/v1/admin/clients/${client.id}/points?per_page=2&page=2`, {
      as: 'admin',
    });
    expect(second.json().data.map((l: Line) => l.balance)).toEqual([60, 160]);
    expect(second.json().meta).toMatchObject({ current_page: 2, last_page: 3, total: 5, from: 3, to: 4 });
  });

  it('is empty for a client without points and 404 for one that does not exist', async () => {
    const client = await kit.client();
    const empty = await t.request('GET', `/api/v1/admin/clients/${client.id}/points`, { as: 'admin' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
    });
    const missing = await t.request('GET', '/api/v1/admin/clients/999999/points', {
      as: 'admin',
      locale: 'ar',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('السجل المطلوب غير موجود.');
  });

  it('refuses a bad page size with a translated message', async () => {
    const client = await kit.client();
    const response = await t.request('GET', `/api/v1/admin/clients/${client.id}/points?per_page=500&page=0`, {
      as: 'admin',
    });
    expectFields(response, ['page', 'per_page']);
  });
});
