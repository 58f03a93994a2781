import '../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { branchStaff, signInAs } from '../../test/session.ts';
import { ReservationDayPage } from './reservation-day-page.tsx';

const reservation = (id: number, time: string, status: string, position = 'inside') => ({
  id,
  reservation_number: `RSV-261126-000${id}`,
  status,
  brand_id: 1,
  brand_name: 'Shawarma House',
  branch_id: 3,
  branch_name: 'Olaya',
  client_id: 9,
  client_name: `Guest ${id}`,
  client_phone: '966551234567',
  date: '2026-11-26',
  reservation_time: time,
  starts_at: new Date(`2026-11-26T${time}:00+03:00`).toISOString(),
  ends_at: new Date(new Date(`2026-11-26T${time}:00+03:00`).getTime() + 90 * 60_000).toISOString(),
  members_count: 4,
  table_position: position,
  reservation_fees: '0.00',
  payment_status: 'unpaid',
  client_note: null,
  cancel_reason: null,
  cancel_note: null,
  canceled_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
});

const day = {
  branch_id: 3,
  branch_name: 'Olaya',
  date: '2026-11-26',
  tables_inside: 2,
  tables_outside: 1,
  hours: [{ opening_time: '12:00', closing_time: '01:00' }],
  reservations: [
    reservation(1, '19:00', 'hold'),
    reservation(2, '19:30', 'pending'),
    reservation(3, '20:30', 'done'),
    reservation(4, '19:00', 'canceled'),
    reservation(5, '21:00', 'hold', 'outside'),
  ],
};
const requested: string[] = [];

const fetchMock = vi.fn(async (url: string) => {
  requested.push(url);
  return new Response(JSON.stringify({ data: day }), { status: 200 });
});

describe('the day view', () => {
  beforeEach(() => {
    signInAs(branchStaff('cashier', ['read-reservations', 'update-reservations']));
  });
  fakeFetchPerTest(fetchMock, {
    language: 'en',
    forget: () => {
      requested.length = 0;
    },
  });

  it('puts each live or seated reservation on a table of its position, the canceled one on none', async () => {
    renderAt('/reservations/day', <ReservationDayPage />, '/reservations/day?date=2026-11-26');
    const inside = await screen.findByRole('region', { name: 'Inside' });
    const rows = within(inside)
      .getAllByText(/^Table \d$/)
      .map((cell) => cell.parentElement as HTMLElement);
    // 19:00 and 20:30 share table 1 (the first ends at 20:30); 19:30 overlaps 19:00, so table 2
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.dataset.number),
    ).toEqual(['RSV-261126-0001', 'RSV-261126-0003']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.dataset.number),
    ).toEqual(['RSV-261126-0002']);
    expect(screen.queryByRole('button', { name: /Guest 4/ })).toBeNull();
    const outside = screen.getByRole('region', { name: 'Outside' });
    expect(
      within(outside).getByRole('button', { name: '21:00 Guest 5 · 4 (4 guests, Confirmed)' }),
    ).toBeTruthy();
    expect(requested[0]).toContain('/api/v1/branch/reservations/day?date=2026-11-26');
  });
});
