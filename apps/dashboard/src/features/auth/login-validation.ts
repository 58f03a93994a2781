import { loginInput } from '@sufra/contract/auth';
import type { Locale } from '@sufra/contract/user-types';
import { schemaErrors, toPayload } from '../../lib/zod-form.ts';

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;

/**
 * The login form's rules: the contract's `loginInput`, loaded (with zod) when the form first
 * validates, so the login page's first load carries neither. The first message of each field.
 */
export function loginErrors(values: LoginValues, locale: Locale): Partial<Record<LoginField, string>> {
  const errors = schemaErrors(loginInput, values, locale);
  const out: Partial<Record<LoginField, string>> = {};
  for (const field of ['email', 'password'] as const) {
    const first = errors[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}

/** The payload to send (trimmed, lower-cased email), or null when invalid. */
export function loginPayload(values: LoginValues) {
  return toPayload(loginInput, values);
}
