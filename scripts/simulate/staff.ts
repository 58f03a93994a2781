import type { PlacedOrder, SimulatorApi } from './api.ts';

/** The demo branches' counter and kitchen accounts (README "Demo accounts"). */
const DESKS = [
  ['cashier@demo.sa', 'kitchen@demo.sa'],
  ['tahlia.cashier@demo.sa', 'tahlia.kitchen@demo.sa'],
  ['malqa.cashier@demo.sa', 'malqa.kitchen@demo.sa'],
] as const;

const POLL_MS = 4_000;
const secondsSince = (iso: string | null) => (iso ? (Date.now() - Date.parse(iso)) / 1000 : 0);

/**
 * The demo branches' staff at work: the cashier accepts a new order after a little while, the
 * kitchen bumps it when it is cooked (its processing time, shortened to at most a minute and a
 * half), and the cashier hands it over (or a runner takes it to the car). Steps go through the same
 * API as the dashboard's buttons, so the board and the lists move live.
 */
export class StaffDesk {
  readonly #api: SimulatorApi;
  readonly #desks: { cashier: string; kitchen: string }[];
  readonly #log: (line: string) => void;
  #timer: NodeJS.Timeout | undefined;
  #busy: Promise<void> = Promise.resolve();

  private constructor(
    api: SimulatorApi,
    desks: { cashier: string; kitchen: string }[],
    log: (line: string) => void,
  ) {
    this.#api = api;
    this.#desks = desks;
    this.#log = log;
    this.#timer = setInterval(() => {
      this.#busy = this.#busy
        .then(() => this.#round())
        .catch((error: unknown) => log(`  staff: ${String(error)}`));
    }, POLL_MS);
  }

  static async open(api: SimulatorApi, password: string, log: (line: string) => void): Promise<StaffDesk> {
    const desks: { cashier: string; kitchen: string }[] = [];
    for (const [cashierEmail, kitchenEmail] of DESKS) {
      const [cashier, kitchen] = await Promise.all([
        api.login('branch', cashierEmail, password),
        api.login('branch', kitchenEmail, password),
      ]);
      if (cashier.ok && kitchen.ok) desks.push({ cashier: cashier.data.token, kitchen: kitchen.data.token });
    }
    log(
      desks.length > 0
        ? `Staff of ${desks.length} demo branches are at work.`
        : 'No demo staff could sign in: --staff does nothing.',
    );
    return new StaffDesk(api, desks, log);
  }

  async #round(): Promise<void> {
    for (const desk of this.#desks) {
      const live = await this.#api.liveOrders(desk.cashier);
      if (!live.ok) continue;
      for (const order of live.data) await this.#advance(desk, order);
    }
  }

  async #advance(desk: { cashier: string; kitchen: string }, order: PlacedOrder): Promise<void> {
    let token: string | undefined;
    let to: string | undefined;
    if (order.status === 'pending' && secondsSince(order.placed_at) > 15 + Math.random() * 30) {
      [token, to] = [desk.cashier, 'preparing'];
    } else if (
      order.status === 'preparing' &&
      secondsSince(order.accepted_at) > Math.min(order.processing_minutes * 60, 45 + Math.random() * 45)
    ) {
      [token, to] = [desk.kitchen, 'ready'];
    } else if (order.status === 'ready' && secondsSince(order.ready_at) > 20 + Math.random() * 20) {
      [token, to] = [desk.cashier, order.delivery_type === 'car_delivering' ? 'process' : 'completed'];
    } else if (order.status === 'process' && Math.random() < 0.5) {
      [token, to] = [desk.cashier, 'delivered'];
    }
    if (!token || !to) return;
    const answer = await this.#api.step(token, order.id, to);
    this.#log(
      answer.ok ? `  → ${order.order_number} ${to}` : `  ✘ ${order.order_number} → ${to}: ${answer.message}`,
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#busy;
  }
}
