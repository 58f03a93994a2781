import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/sessions/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { DEMO_CLIENT_EMAIL } from '../../seed/clients.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile({ demo: true });

describe('the demo customer account', () => {
  it('exists, is active, signs with the demo password and has a points history the API sums exactly', async () => {
    const stored = await t.db
      .selectFrom('clients')
      .select(['id', 'blocked', 'password_hash'])
      .where('email', '=', DEMO_CLIENT_EMAIL)
      .executeTakeFirstOrThrow();
    expect(stored.blocked).toBe(false);
    expect(await verifyPassword(stored.password_hash ?? '', DEMO_PASSWORD)).toBe(true);

    const ledger = await t.db
      .selectFrom('client_points_ledger')
      .select(['delta', 'reason'])
      .where('client_id', '=', stored.id)
      .execute();
    expect(ledger.length).toBeGreaterThanOrEqual(3);
    expect(ledger.some((line) => line.reason === 'earn')).toBe(true);
    const sum = ledger.reduce((total, line) => total + line.delta, 0);

    const found = await t.request('GET', `/api/v1/admin/clients?filter[email]=${DEMO_CLIENT_EMAIL}`, {
      as: 'admin',
    });
    expect(found.json().data).toHaveLength(1);
    const client = found.json().data[0];
    expect(client).toMatchObject({ id: stored.id, points: sum, blocked: false });
    expect(client.orders_count).toBeGreaterThan(0);

    const points = await t.request('GET', `/api/v1/admin/clients/${stored.id}/points?per_page=100`, {
      as: 'admin',
    });
    expect(points.json().meta.total).toBe(ledger.length);
    expect(points.json().data[0].balance).toBe(sum);
  });
});
