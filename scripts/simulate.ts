/**
 * `npm run simulate`: customer traffic against a running server (CONTRACT.md "More commands"), so
 * the dashboards show live orders. Customers sign up (or sign in again) through the customer API,
 * pick an open branch, build a cart from its menu (sizes, extras, combos, notes), a delivery type
 * the branch offers (car details for car delivery), sometimes a coupon or points, and place the
 * order with an Idempotency-Key; guests book tables at the times still free (the availability the
 * customer app shows); a few cancel. With `--staff` the demo branch staff
 * move their branch's orders along (accept, bump, hand over) as a busy counter would.
 *
 *   npm run simulate -- --url http://127.0.0.1:8080 --rate 12 --minutes 5 [--staff]
 *
 * It prints each order it placed and each refusal with the server's message, then a summary.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { TEST_GATEWAY_CARDS } from '@sufra/contract/payments';
import { type Branch, type Menu, SimulatorApi } from './simulate/api.ts';
import { tableRequest } from './simulate/booking.ts';
import { buildCart, pick } from './simulate/cart.ts';
import { customersFor } from './simulate/customers.ts';
import { StaffDesk } from './simulate/staff.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    rate: { type: 'string', default: '6' },
    bookings: { type: 'string' },
    minutes: { type: 'string', default: '5' },
    customers: { type: 'string', default: '8' },
    coupons: { type: 'string', default: 'WELCOME15,SUFRA20,SHAWARMA10,OLAYA5,PALM20,COFFEE5' },
    'api-password': { type: 'string', default: process.env.API_PASSWORD ?? 'sufra-dev-api-password' },
    staff: { type: 'boolean', default: false },
    'staff-password': { type: 'string', default: 'Demo@12345' },
    lang: { type: 'string', default: 'ar' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`npm run simulate -- [--url URL] [--rate ORDERS_PER_MINUTE] [--bookings TABLES_PER_MINUTE] [--minutes N] [--customers N]
  [--coupons CODE,CODE] [--staff] [--staff-password P] [--api-password P] [--lang ar|en]`);
  process.exit(0);
}

const rate = Number(values.rate);
const bookingRate = values.bookings === undefined ? rate / 3 : Number(values.bookings);
const minutes = Number(values.minutes);
if (
  !(rate > 0 && rate <= 600) ||
  !(bookingRate >= 0 && bookingRate <= 600) ||
  !(minutes > 0 && minutes <= 24 * 60)
) {
  console.error(
    '--rate must be 1–600 orders a minute, --bookings 0–600 tables a minute and --minutes 1–1440',
  );
  process.exit(2);
}
const locale = values.lang === 'en' ? 'en' : 'ar';
const api = new SimulatorApi(values.url.replace(/\/$/, ''), values['api-password'], locale);
const coupons = values.coupons
  .split(',')
  .map((code) => code.trim())
  .filter(Boolean);

const tally = {
  placed: 0,
  canceled: 0,
  booked: 0,
  unbooked: 0,
  feesPaid: 0,
  refused: new Map<string, number>(),
};
const refuse = (what: string, message: string) => {
  const key = `${what}: ${message}`;
  tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
  console.log(`  ✘ ${key}`);
};

async function main(): Promise<void> {
  await api.health();
  const customers = await customersFor(api, Number(values.customers), (message) => console.log(message));
  if (customers.length === 0) throw new Error('no customer could sign in or sign up');
  const all = await api.branches();
  const branches = all.filter((branch) => branch.open_now);
  const booking = all.filter((branch) => branch.table_booking);
  if (branches.length === 0 && (booking.length === 0 || bookingRate === 0)) {
    console.log('No branch is open right now: nothing can be ordered. Try again during working hours.');
    return;
  }
  if (branches.length === 0) console.log('No branch is open right now: only tables are booked (for later).');
  const menus = new Map<number, Menu>();
  for (const branch of branches) menus.set(branch.id, await api.menu(branch.id));
  const reasons = await api.cancelReasons(customers[0]?.token ?? '');
  const bookingReasons = await api.reservationCancelReasons(customers[0]?.token ?? '');
  console.log(
    `${customers.length} customers, ${branches.length} open branches (${booking.length} taking bookings); ${rate} orders and ${bookingRate} bookings a minute for ${minutes} minutes${values.staff ? ', staff moving orders' : ''}.`,
  );
  const desk = values.staff
    ? await StaffDesk.open(api, values['staff-password'], (line) => console.log(line))
    : undefined;

  const ends = Date.now() + minutes * 60_000;
  const placedPending: { token: string; id: number; at: number }[] = [];
  const perMinute = rate + bookingRate;
  while (Date.now() < ends) {
    // Poisson arrivals of orders and bookings: exponential gaps around the mean rate.
    const gap = -Math.log(1 - Math.random()) * (60_000 / perMinute);
    await new Promise((resolve) => setTimeout(resolve, Math.min(gap, Math.max(0, ends - Date.now()))));
    if (Date.now() >= ends) break;
    const customer = pick(customers);
    if (booking.length > 0 && (branches.length === 0 || Math.random() < bookingRate / perMinute)) {
      await bookTable(customer.token, pick(booking), bookingReasons);
      continue;
    }
    const branch: Branch = pick(branches);
    const menu = menus.get(branch.id);
    if (!menu) continue;
    const body = buildCart(branch, menu, Math.random() < 0.15 ? pick(coupons) : undefined);
    if (!body) continue;
    const answer = await api.placeOrder(customer.token, body, randomUUID());
    if (answer.ok) {
      tally.placed += 1;
      const order = answer.data;
      console.log(
        `  ✔ ${order.order_number}  ${branch.name}  ${body.delivery_type.padEnd(14)} ${order.items.length} lines  ${order.total} SAR${body.coupon_code ? `  coupon ${body.coupon_code}` : ''}`,
      );
      placedPending.push({ token: customer.token, id: order.id, at: Date.now() });
    } else refuse('order', answer.message);
    // Now and then a customer changes their mind while the order still waits.
    const waiting = placedPending.find((p) => Date.now() - p.at > 20_000);
    if (waiting && reasons.length > 0 && Math.random() < 0.05) {
      placedPending.splice(placedPending.indexOf(waiting), 1);
      const canceled = await api.cancelOrder(waiting.token, waiting.id, pick(reasons));
      if (canceled.ok) tally.canceled += 1;
      else refuse('cancel', canceled.message);
    }
    while (placedPending.length > 50) placedPending.shift();
  }
  await desk?.stop();
}

/** A guest books a table (and one in twenty cancels it again). */
async function bookTable(token: string, branch: Branch, reasons: readonly number[]): Promise<void> {
  const body = await tableRequest(api, branch);
  if (!body) {
    tally.unbooked += 1;
    return;
  }
  const answer = await api.book(token, body, randomUUID());
  if (!answer.ok) {
    refuse('booking', answer.message);
    return;
  }
  tally.booked += 1;
  const booked = answer.data;
  console.log(
    `  ✔ ${booked.reservation_number}  ${branch.name}  ${booked.date} ${booked.reservation_time}  ${String(body.members_count)} guests ${String(body.table_position)}  ${booked.status}`,
  );
  if (booked.status === 'pending') await payFee(token, booked.id, booked.reservation_number);
  if (reasons.length > 0 && Math.random() < 0.05) {
    const canceled = await api.cancelReservation(token, booked.id, pick(reasons));
    if (canceled.ok) tally.canceled += 1;
    else refuse('cancel', canceled.message);
  }
}

/** A booking with a fee: the guest pays it on the gateway's page (one card in ten is declined). */
async function payFee(token: string, id: number, number: string): Promise<void> {
  const started = await api.payReservation(token, id);
  if (!started.ok) {
    refuse('booking fee', started.message);
    return;
  }
  const card = Math.random() < 0.9 ? TEST_GATEWAY_CARDS.succeeds : TEST_GATEWAY_CARDS.fails;
  const approved = await api.payOnTestGateway(started.data.redirect_url, card);
  if (approved === undefined) return;
  if (approved) tally.feesPaid += 1;
  else refuse('booking fee', 'card declined');
  console.log(`  ${approved ? '✔' : '✘'} ${number}  booking fee ${approved ? 'paid' : 'declined'}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    console.log(
      `\nPlaced ${tally.placed} orders and booked ${tally.booked} tables (${tally.unbooked} times nothing was free, ${tally.feesPaid} booking fees paid); canceled ${tally.canceled}.`,
    );
    if (tally.refused.size > 0) {
      console.log('Refused:');
      for (const [what, count] of tally.refused) console.log(`  ${count} × ${what}`);
    }
  });
