import type { UserType } from '@sufra/contract/user-types';
import { expect } from 'vitest';
import { uniqueWord } from '../factories.ts';
import type { TestApp } from '../harness.ts';

/** A password the strong rule accepts. */
export const STRONG = 'Staff#2026a';

let phoneCounter = 0;
/** A Saudi mobile in the local form people type (05…), unique in this process. */
export function localMobile(): string {
  phoneCounter += 1;
  return `055${String((process.pid * 1000 + phoneCounter) % 10_000_000).padStart(7, '0')}`;
}

/** A valid staff or admin body (email unique per call). */
export function personBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const word = uniqueWord();
  return {
    name: `موظف ${word}`,
    email: `staff-${word}@test.sa`,
    phone: localMobile(),
    password: STRONG,
    ...extra,
  };
}

/** Sign an account in; its token. */
export async function signIn(t: TestApp, type: UserType, email: string, password = STRONG): Promise<string> {
  const login = await t.request('POST', `/api/v1/${type}/login`, { body: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().data.token as string;
}

/** Whether a token still opens its owner's profile (200) or is refused (401). */
export async function profileStatus(t: TestApp, type: UserType, token: string): Promise<number> {
  return (await t.request('GET', `/api/v1/${type}/getProfile`, { token })).statusCode;
}
