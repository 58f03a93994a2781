/** The customer and staff API calls the simulator makes (CONTRACT.md), with their answers' fields it reads. */

export interface Branch {
  id: number;
  name: string;
  open_now: boolean;
  receiving: boolean;
  car_delivering: boolean;
  drive_through: boolean;
  tables_inside: number;
  tables_outside: number;
  table_booking: boolean;
}

export interface Booked {
  id: number;
  reservation_number: string;
  status: string;
  date: string;
  reservation_time: string;
}

export interface MenuOption {
  id: number;
  name: string;
  price: string;
}

export interface MenuMeal {
  id: number;
  name: string;
  sizes: MenuOption[];
  extras: MenuOption[];
}

export interface Menu {
  categories: { meals: MenuMeal[] }[];
  combos: { id: number; name: string; sizes: MenuOption[] }[];
}

export interface PlacedOrder {
  id: number;
  order_number: string;
  total: string;
  status: string;
  items: unknown[];
  next_statuses: string[];
  processing_minutes: number;
  placed_at: string;
  accepted_at: string | null;
  ready_at: string | null;
  delivery_type: string;
}

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export class SimulatorApi {
  readonly #base: string;
  readonly #password: string;
  readonly #locale: string;

  constructor(base: string, password: string, locale: string) {
    this.#base = base;
    this.#password = password;
    this.#locale = locale;
  }

  /** The server's address (the simulator keeps its customers per server). */
  get base(): string {
    return this.#base;
  }

  async #call<T>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; key?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      'x-api-password': this.#password,
      'accept-language': this.#locale,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.key) headers['idempotency-key'] = options.key;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.#base}/api/v1/${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: T;
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.ok) return { ok: true, data: json.data as T };
    const detail = Object.values(json.errors ?? {})[0]?.[0];
    return {
      ok: false,
      status: response.status,
      message: detail ?? json.message ?? `HTTP ${response.status}`,
    };
  }

  async health(): Promise<void> {
    const response = await fetch(`${this.#base}/healthz`).catch(() => undefined);
    if (!response?.ok) throw new Error(`No Sufra server answers at ${this.#base} (start it with npm start).`);
  }

  register(body: Record<string, string>) {
    return this.#call<{ token: string }>('POST', 'client/register', { body });
  }

  login(type: 'client' | 'branch', email: string, password: string) {
    return this.#call<{ token: string; user: { name: string; sub_role?: string | null } }>(
      'POST',
      `${type}/login`,
      {
        body: { email, password },
      },
    );
  }

  async branches(): Promise<Branch[]> {
    const answer = await this.#call<Branch[]>('GET', 'client/branches?per_page=100');
    if (!answer.ok) throw new Error(`branches: ${answer.message}`);
    return answer.data;
  }

  async menu(branchId: number): Promise<Menu> {
    const answer = await this.#call<Menu>('GET', `client/branches/${branchId}/menu`);
    if (!answer.ok) throw new Error(`menu of branch ${branchId}: ${answer.message}`);
    return answer.data;
  }

  async cancelReasons(token: string): Promise<number[]> {
    const answer = await this.#call<{ id: number }[]>('GET', 'client/cancel-reasons?type=order', { token });
    return answer.ok ? answer.data.map((reason) => reason.id) : [];
  }

  placeOrder(token: string, body: Record<string, unknown>, key: string) {
    return this.#call<PlacedOrder>('POST', 'client/orders', { token, body, key });
  }

  cancelOrder(token: string, id: number, reasonId: number) {
    return this.#call<PlacedOrder>('POST', `client/orders/${id}/cancel`, {
      token,
      body: { cancel_reason_id: reasonId },
    });
  }

  availability(branchId: number, date: string, members: number, position: string) {
    return this.#call<{ slots: { time: string; tables_left: number }[] }>(
      'GET',
      `client/branches/${branchId}/availability?date=${date}&members_count=${members}&table_position=${position}`,
    );
  }

  book(token: string, body: Record<string, unknown>, key: string) {
    return this.#call<Booked>('POST', 'client/reservations', { token, body, key });
  }

  async reservationCancelReasons(token: string): Promise<number[]> {
    const answer = await this.#call<{ id: number }[]>('GET', 'client/cancel-reasons?type=reservation', {
      token,
    });
    return answer.ok ? answer.data.map((reason) => reason.id) : [];
  }

  cancelReservation(token: string, id: number, reasonId: number) {
    return this.#call<Booked>('POST', `client/reservations/${id}/cancel`, {
      token,
      body: { cancel_reason_id: reasonId },
    });
  }

  payReservation(token: string, id: number) {
    return this.#call<{ payment_id: number; redirect_url: string }>('POST', `client/reservations/${id}/pay`, {
      token,
      body: {},
    });
  }

  /**
   * A guest on the built-in test gateway's page (a path on this server) types a card and pays, as a
   * browser would (no API password): answers whether the gateway approved it, or undefined when the
   * checkout is another gateway's page.
   */
  async payOnTestGateway(checkout: string, card: string): Promise<boolean | undefined> {
    if (!checkout.startsWith('/api/v1/payments/checkout/test/')) return undefined;
    const response = await fetch(`${this.#base}${checkout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': this.#locale },
      body: new URLSearchParams({ card_number: card }).toString(),
      redirect: 'manual',
    });
    const settled = await fetch(`${this.#base}${checkout}`, { headers: { 'accept-language': 'en' } });
    return response.status === 303 && (await settled.text()).includes('The payment was approved.');
  }

  liveOrders(token: string) {
    return this.#call<PlacedOrder[]>('GET', 'branch/orders/live', { token });
  }

  step(token: string, id: number, status: string) {
    return this.#call<PlacedOrder>('POST', `branch/orders/${id}/status`, { token, body: { status } });
  }
}
