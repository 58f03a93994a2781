import { TEST_GATEWAY_CARDS } from '@sufra/contract/payments';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer } from '../../test/kits/order-test-kit.ts';
import { paymentRow, payWithCard } from '../../test/kits/payment-test-kit.ts';
import { book, booking, newBookingShop } from '../../test/kits/reservation-test-kit.ts';

/** DOMAIN.md "Reservations": a booking with a fee stays pending until the gateway says it is paid. */
const t = testAppForFile();

async function reservationRow(id: number) {
  return t.db
    .selectFrom('reservations')
    .select(['status', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('booking fees', () => {
  it('confirms the reservation (pending → hold, by the system) once the gateway reports the fee paid', async () => {
    const shop = await newBookingShop(t, { fee: '25.00' });
    const customer = await newCustomer(t);
    const reservation = await book(t, customer, booking(shop));
    expect(reservation.status).toBe('pending');

    const started = await t.request('POST', `/api/v1/client/reservations/${reservation.id}/pay`, {
      token: customer.token,
      body: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment_id, redirect_url } = started.json().data as { payment_id: number; redirect_url: string };
    expect(await paymentRow(t, payment_id)).toMatchObject({ status: 'initiated', amount: '25.00' });

    const paid = await payWithCard(t, redirect_url, TEST_GATEWAY_CARDS.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/api/v1/payments/return');
    const landing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/return',
      headers: { 'accept-language': 'en' },
    });
    expect(landing.body).toContain('Return to the app to see your reservation.');

    expect(await reservationRow(reservation.id)).toEqual({ status: 'hold', payment_status: 'paid' });
    const history = await t.db
      .selectFrom('reservation_status_history')
      .select(['from_status', 'to_status', 'actor_type'])
      .where('reservation_id', '=', reservation.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ from_status: 'pending', to_status: 'hold', actor_type: 'system' });
    const event = await t.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('type', '=', 'reservation.status')
      .where('branch_id', '=', shop.branchId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({ id: reservation.id, status: 'hold', from_status: 'pending' });

    const shown = await t.request('GET', `/api/v1/client/payments/${payment_id}`, { token: customer.token });
    expect(shown.json().data).toMatchObject({
      status: 'paid',
      purpose: 'reservation',
      reservation_id: reservation.id,
    });

    // Paid once: a second payment of the same fee is refused.
    const again = await t.request('POST', `/api/v1/client/reservations/${reservation.id}/pay`, {
      token: customer.token,
      body: {},
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a fee-free booking, another customer’s booking and their payment', async () => {
    const free = await newBookingShop(t);
    const customer = await newCustomer(t);
    const stranger = await newCustomer(t);
    const freeBooking = await book(t, customer, booking(free));
    const noFee = await t.request('POST', `/api/v1/client/reservations/${freeBooking.id}/pay`, {
      token: customer.token,
      body: {},
    });
    expect(noFee.statusCode).toBe(422);
    expect(noFee.json().message).toBe('This reservation has no booking fee to pay.');

    const shop = await newBookingShop(t, { fee: '10.00' });
    const mine = await book(t, customer, booking(shop));
    const theirs = await t.request('POST', `/api/v1/client/reservations/${mine.id}/pay`, {
      token: stranger.token,
      body: {},
    });
    expect(theirs.statusCode).toBe(404);
    const started = await t.request('POST', `/api/v1/client/reservations/${mine.id}/pay`, {
      token: customer.token,
      body: {},
    });
    const paymentId = started.json().data.payment_id as number;
    const peek = await t.request('GET', `/api/v1/client/payments/${paymentId}`, { token: stranger.token });
    expect(peek.statusCode).toBe(404);
    // The brand's staff do not read a customer's booking-fee payment through the subscription pages.
    const staff = await t.request('GET', `/api/v1/admin/payments/${paymentId}`, { as: 'admin' });
    expect(staff.statusCode).toBe(404);

    // A declined card leaves the booking waiting (staff may still confirm it by hand).
    const declined = await payWithCard(t, started.json().data.redirect_url, TEST_GATEWAY_CARDS.fails);
    expect(declined.headers.location).toBe('/api/v1/payments/return');
    expect(await reservationRow(mine.id)).toEqual({ status: 'pending', payment_status: 'unpaid' });
  });
});
