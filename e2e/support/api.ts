import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@sufra/contract/demo-accounts';
import type { UserType } from '@sufra/contract/user-types';

export { DEMO_PASSWORD, type UserType };

export const API_PASSWORD = process.env.API_PASSWORD ?? 'sufra-dev-api-password';

export const ACCOUNTS = {
  ...DEMO_ACCOUNTS,
  /** The live orders test's branch (support/live-branch.ts). */
  liveKitchen: { type: 'branch', email: 'live.kitchen@e2e.sufra.sa' },
  liveCashier: { type: 'branch', email: 'live.cashier@e2e.sufra.sa' },
} as const satisfies Record<string, { type: UserType; email: string }>;

export type AccountName = keyof typeof ACCOUNTS;

export interface LoggedIn {
  type: UserType;
  token: string;
  user: Record<string, unknown>;
}

function headers(token?: string): Record<string, string> {
  return {
    'X-Api-Password': API_PASSWORD,
    'Accept-Language': 'en',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * A new session of the account (POST …/login): for a test that ends its session (logs out), so the
 * run's shared one stays valid. Others use `apiLogin`.
 */
export async function newLogin(request: APIRequestContext, account: AccountName): Promise<LoggedIn> {
  const { type, email } = ACCOUNTS[account];
  const response = await request.post(`/api/v1/${type}/login`, {
    headers: headers(),
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string; user: Record<string, unknown> } };
  return { type, token: body.data.token, user: body.data.user };
}

let sessions: Record<AccountName, LoggedIn> | undefined;

/**
 * The run's session of the account, signed in once before the tests (support/global-setup.ts): no
 * test pays for a sign-in it does not test. A test that ends it takes `newLogin` instead.
 */
export async function apiLogin(_request: APIRequestContext, account: AccountName): Promise<LoggedIn> {
  const file = process.env.E2E_SESSIONS_FILE;
  if (!file)
    throw new Error('E2E_SESSIONS_FILE is not set: run the browser tests through playwright.config.ts');
  sessions ??= JSON.parse(readFileSync(file, 'utf8')) as Record<AccountName, LoggedIn>;
  return sessions[account];
}

/** A JSON call as a logged-in user; throws on a non-2xx answer. */
export async function apiCall<T>(
  request: APIRequestContext,
  who: LoggedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1/${who.type}/${path}`, {
    method,
    headers: headers(who.token),
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** `apiCall` of a GET: what the user reads at `path`. */
export function apiGet<T>(request: APIRequestContext, who: LoggedIn, path: string): Promise<T> {
  return apiCall<T>(request, who, 'GET', path);
}

/** A short random tag of letters, so names made by a test never collide with others. */
export function tag(length = 6): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

export interface Country {
  id: number;
  country_name: string;
  country_code: string;
}

export async function createCountry(
  request: APIRequestContext,
  who: LoggedIn,
  name: string,
  code = tag(3).toUpperCase(),
): Promise<Country> {
  const body = await apiCall<{ data: Country }>(request, who, 'POST', 'countries', {
    country_name: name,
    country_code: code,
    country_key: String(100 + Math.floor(Math.random() * 900)),
  });
  return body.data;
}
