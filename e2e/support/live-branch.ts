import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { API_PASSWORD, DEMO_PASSWORD } from './api.ts';

/**
 * The branch of the live orders and reservations tests (orders-live.spec.ts,
 * reservations-live.spec.ts): a branch of the first demo brand open around the clock and taking
 * table bookings, with a kitchen and a cashier account of its own, so the tests place, bump, book
 * and seat whatever the hour CI runs at, and no other spec's board or list is touched.
 */
export const LIVE_BRANCH = {
  name_en: 'Shawarma House - Night Kitchen',
  name_ar: 'بيت الشاورما - مطبخ الليل',
  kitchen: 'live.kitchen@e2e.sufra.sa',
  cashier: 'live.cashier@e2e.sufra.sa',
  /** A confirmed reservation of 40 minutes before the server started, whose guest never came. */
  noShow: 'RSV-E2E-NOSHOW',
} as const;

/** Around the clock: two ranges a day, the second ending at midnight. */
export const ALWAYS_OPEN = Array.from({ length: 7 }, (_, day) => [
  { day_of_week: day, opening_time: '00:00', closing_time: '12:00' },
  { day_of_week: day, opening_time: '12:00', closing_time: '00:00' },
]).flat();

/** The customer API's headers: its password, and the customer's token once signed in. */
export const customerHeaders = (token?: string) => ({
  'X-Api-Password': API_PASSWORD,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** The demo customer signs in through the customer API (the answer as it comes, for the test to check). */
export function customerLogin(request: APIRequestContext): Promise<APIResponse> {
  return request.post('/api/v1/client/login', {
    headers: customerHeaders(),
    data: { email: 'client@demo.sa', password: DEMO_PASSWORD },
  });
}

/** A read of the customer API (`GET /api/v1/client/{path}`) without a session: the answer's body. */
export async function customerRead<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(`/api/v1/client/${path}`, { headers: customerHeaders() })).json()) as T;
}

/** The live branch as the customer API lists it (undefined when it is not listed). */
export async function liveBranchForCustomers(
  request: APIRequestContext,
): Promise<{ id: number; name: string; open_now: boolean } | undefined> {
  const branches = await customerRead<{ data: { id: number; name: string; open_now: boolean }[] }>(
    request,
    'branches?per_page=100',
  );
  return branches.data.find((b) => b.name === LIVE_BRANCH.name_ar || b.name === LIVE_BRANCH.name_en);
}

/** The demo customer signed in (its token), and the live branch as the customer API lists it. */
export async function customerAtLiveBranch(
  request: APIRequestContext,
): Promise<{ token: string; branch: { id: number; name: string; open_now: boolean } | undefined }> {
  const login = await customerLogin(request);
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { token, branch: await liveBranchForCustomers(request) };
}

/**
 * The signed-in customer creates something through the customer API (an order, a booking), once
 * (a fresh `Idempotency-Key`); the test fails unless it is created. Returns the created record.
 */
export async function createAsCustomer<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const created = await request.post(`/api/v1/client/${path}`, {
    headers: { ...customerHeaders(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: T }).data;
}
