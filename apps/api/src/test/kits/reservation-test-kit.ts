import { riyadhDay } from '@sufra/contract/riyadh';
import type { TestApp } from '../harness.ts';
import { customerCreates, newShop, type Shop } from './order-test-kit.ts';

/**
 * Reservations' test data: a shop (orders' kit) that takes table bookings with `inside` tables
 * inside and `outside` outside, bookings of `duration` minutes and a fee when asked, open around
 * the clock; and bookings placed through the customer API.
 */
export interface BookingShop extends Shop {
  duration: number;
}

export async function newBookingShop(
  t: TestApp,
  options: { inside?: number; outside?: number; fee?: string; duration?: number; holdMinutes?: number } = {},
): Promise<BookingShop> {
  const shop = await newShop(t);
  const duration = options.duration ?? 90;
  await t.db
    .updateTable('branches')
    .set({
      table_booking: true,
      tables_inside: options.inside ?? 2,
      tables_outside: options.outside ?? 1,
      booking_fees: options.fee ?? '0.00',
      accept_booking_duration_minites: duration,
      hold_minutes: options.holdMinutes ?? 15,
    })
    .where('id', '=', shop.branchId)
    .execute();
  return { ...shop, duration };
}

/** A Riyadh day `days` after today (tomorrow by default). */
export function dayAhead(days = 1, from = new Date()): string {
  return riyadhDay(new Date(from.getTime() + days * 86_400_000));
}

/** A booking's body; the date is tomorrow by the system's clock unless given (pass the test clock's). */
export function booking(shop: Shop, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    branch_id: shop.branchId,
    date: dayAhead(),
    reservation_time: '20:00',
    members_count: 4,
    table_position: 'inside',
    ...overrides,
  };
}

export interface BookedAnswer {
  id: number;
  reservation_number: string;
  status: string;
  starts_at: string;
  ends_at: string;
  next_statuses: string[];
  history: { from_status: string | null; to_status: string; actor_type: string; reason: string | null }[];
}

/** Book a table as a customer through the API; expects success and answers the booking. */
export const book = customerCreates<BookedAnswer>('/api/v1/client/reservations');
