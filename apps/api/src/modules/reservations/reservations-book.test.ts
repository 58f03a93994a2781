import { riyadhInstant } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { historySteps, newCustomer } from '../../test/kits/order-test-kit.ts';
import { book, booking, dayAhead, newBookingShop } from '../../test/kits/reservation-test-kit.ts';
import { expectFields } from '../../test/refusals.ts';

/** Booking a table through the customer API: availability, the rules, capacity under load, idempotency. */
const clock = movableClock(new Date('2026-11-24T12:00:00Z'));

const t = testAppForFile({ clock });

const today = () => dayAhead(0, clock.now());
const tomorrow = () => dayAhead(1, clock.now());
const post = (
  token: string,
  body: unknown,
  locale: 'ar' | 'en' = 'en',
  headers: Record<string, string> = {},
) => t.request('POST', '/api/v1/client/reservations', { token, body, locale, headers });

describe('booking a table', () => {
  it('books a free table at once (confirmed), numbered for its day, its table free again after the duration', async () => {
    const shop = await newBookingShop(t, { duration: 120 });
    const customer = await newCustomer(t);
    const answer = await post(
      customer.token,
      booking(shop, { date: tomorrow(), reservation_time: '21:30' }),
      'ar',
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const data = answer.json().data;
    expect(answer.json().message).toBe(`تم حجز طاولتك: الحجز رقم ${data.reservation_number}.`);
    expect(data.reservation_number).toMatch(
      new RegExp(`^RSV-${tomorrow().slice(2).replaceAll('-', '')}-\\d{4}$`),
    );
    expect(data.status).toBe('hold');
    expect(new Date(data.starts_at).getTime()).toBe(riyadhInstant(tomorrow(), '21:30').getTime());
    expect(new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime()).toBe(120 * 60_000);
    expect(historySteps(data.history)).toEqual([
      [null, 'pending', 'client'],
      ['pending', 'hold', 'system'],
    ]);
    expect(data.next_statuses).toEqual(['canceled']);
  });

  it('keeps a booking with a fee pending until it is confirmed', async () => {
    const shop = await newBookingShop(t, { fee: '25.00' });
    const reservation = await book(t, await newCustomer(t), booking(shop, { date: tomorrow() }));
    expect(reservation.status).toBe('pending');
    const row = await t.db
      .selectFrom('reservations')
      .select(['reservation_fees', 'payment_status'])
      .where('id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reservation_fees: '25.00', payment_status: 'unpaid' });
  });

  it('refuses the past, the closed hours, a branch without bookings and a position without tables', async () => {
    const shop = await newBookingShop(t, { outside: 0 });
    const customer = await newCustomer(t);
    // the clock says 15:00 in Riyadh today
    const past = await post(customer.token, booking(shop, { date: today(), reservation_time: '14:45' }));
    expect(past.json().errors.reservation_time).toEqual([
      'This time has already passed. Please choose a time ahead.',
    ]);
    const outside = await post(customer.token, booking(shop, { table_position: 'outside' }));
    expect(outside.json().errors.table_position).toEqual(['This branch has no tables at this position.']);

    await t.db.deleteFrom('branch_working_hours').where('branch_id', '=', shop.branchId).execute();
    await t.db
      .insertInto('branch_working_hours')
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          branch_id: shop.branchId,
          day_of_week: day,
          opening_time: '18:00',
          closing_time: '02:00',
        })),
      )
      .execute();
    const closed = await post(customer.token, booking(shop, { reservation_time: '17:00' }), 'ar');
    expect(closed.json().errors.reservation_time).toEqual([
      'الفرع مغلق في هذا الوقت. يرجى اختيار وقت ضمن ساعات العمل.',
    ]);
    // past midnight: 01:30 of a day belongs to the previous day's range
    const late = await post(
      customer.token,
      booking(shop, { date: dayAhead(2, clock.now()), reservation_time: '01:30' }),
    );
    expect(late.statusCode).toBe(201);
    const tooLate = await post(
      customer.token,
      booking(shop, { date: dayAhead(2, clock.now()), reservation_time: '02:00' }),
    );
    expect(tooLate.statusCode).toBe(422);

    await t.db
      .updateTable('branches')
      .set({ table_booking: false })
      .where('id', '=', shop.branchId)
      .execute();
    const none = await post(customer.token, booking(shop));
    expect(none.json().errors.branch_id).toEqual(['This branch does not take table bookings.']);
  });

  it('explains bad input and books nothing', async () => {
    const shop = await newBookingShop(t);
    const customer = await newCustomer(t);
    const response = await post(customer.token, {
      branch_id: shop.branchId,
      date: '2026-02-30',
      reservation_time: '25:00',
      members_count: 0,
      table_position: 'roof',
    });
    expectFields(response, ['date', 'members_count', 'reservation_time', 'table_position']);
    expect(
      await t.db.selectFrom('reservations').select('id').where('branch_id', '=', shop.branchId).execute(),
    ).toEqual([]);
  });

  it('never books more tables than there are: 3N parallel requests for one time give exactly N', async () => {
    const shop = await newBookingShop(t, { inside: 3, duration: 90 });
    const customers = await Promise.all(Array.from({ length: 9 }, () => newCustomer(t)));
    const answers = await Promise.all(
      customers.map((c) => post(c.token, booking(shop, { reservation_time: '19:00' }))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409]);
    for (const full of answers.filter((a) => a.statusCode === 409))
      expect(full.json().message).toBe('No table is left at this time. Please choose another time.');
    // an overlapping time is full too; one after the duration is free
    expect(
      (await post(customers[0]?.token ?? '', booking(shop, { reservation_time: '20:15' }))).statusCode,
    ).toBe(409);
    expect(
      (await post(customers[0]?.token ?? '', booking(shop, { reservation_time: '20:30' }))).statusCode,
    ).toBe(201);
  });

  it('counts tables left per quarter hour in the availability, from what is booked', async () => {
    const shop = await newBookingShop(t, { inside: 2, duration: 60 });
    const customer = await newCustomer(t);
    await book(t, customer, booking(shop, { date: tomorrow(), reservation_time: '20:00' }));
    const answer = await t.request('GET', `/api/v1/client/branches/${shop.branchId}/availability`, {
      query: { date: tomorrow(), members_count: '2', table_position: 'inside' },
    });
    expect(answer.statusCode).toBe(200);
    const slots = new Map<string, number>(
      answer.json().data.slots.map((s: { time: string; tables_left: number }) => [s.time, s.tables_left]),
    );
    expect(answer.json().data).toMatchObject({ tables: 2, duration_minutes: 60 });
    expect(slots.get('18:45')).toBe(2);
    expect(slots.get('19:15')).toBe(1);
    expect(slots.get('20:00')).toBe(1);
    expect(slots.get('20:45')).toBe(1);
    expect(slots.get('21:00')).toBe(2);
    expect(slots.size).toBe(96);
    // today: only the times still ahead (the clock is at 15:00 in Riyadh)
    const todays = await t.request('GET', `/api/v1/client/branches/${shop.branchId}/availability`, {
      query: { date: today(), members_count: '2', table_position: 'inside' },
    });
    expect(todays.json().data.slots[0].time).toBe('15:15');
  });

  it('answers the same reservation for a repeated Idempotency-Key, and refuses the key with another body', async () => {
    const shop = await newBookingShop(t);
    const customer = await newCustomer(t);
    const headers = { 'idempotency-key': 'table-for-four' };
    const first = await post(customer.token, booking(shop), 'en', headers);
    const again = await post(customer.token, booking(shop), 'en', headers);
    expect(again.json()).toEqual(first.json());
    const other = await post(customer.token, booking(shop, { members_count: 6 }), 'en', headers);
    expect(other.statusCode).toBe(422);
    const rows = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('client_id', '=', customer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
