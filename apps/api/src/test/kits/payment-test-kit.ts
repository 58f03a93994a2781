import { riyadhDay } from '@sufra/contract/riyadh';
import { expect } from 'vitest';
import { addMonths } from '../../seed/clock.ts';
import type { TestApp, TestUser } from '../harness.ts';

/**
 * Payments' test data: a brand's subscription, a renewal started through the API, the test
 * gateway's checkout page driven as a browser would, and the subscription read back.
 */

/** `days` after a Riyadh day (negative: before). */
export function dayFrom(day: string, days: number): string {
  return riyadhDay(new Date(new Date(`${day}T12:00:00+03:00`).getTime() + days * 86_400_000));
}

export async function newSubscription(
  t: TestApp,
  brandId: number,
  values: {
    type?: 'monthly' | 'yearly';
    status?: 'active' | 'expired' | 'pending';
    next?: string;
    deductions?: number;
  } = {},
) {
  const today = riyadhDay(new Date());
  const status = values.status ?? 'active';
  const next = values.next ?? dayFrom(today, 10);
  return t.db
    .insertInto('subscriptions')
    .values({
      brand_id: brandId,
      type: values.type ?? 'monthly',
      price: '299.00',
      status,
      starts_at: new Date(Date.now() - 40 * 86_400_000),
      deduction_date: status === 'pending' ? null : addMonths(next, -1),
      next_deduction_date: status === 'pending' ? null : next,
      number_deduction: values.deductions ?? (status === 'pending' ? 0 : 2),
    })
    .returning(['id', 'next_deduction_date', 'number_deduction'])
    .executeTakeFirstOrThrow();
}

export async function subscriptionRow(t: TestApp, id: number) {
  return t.db
    .selectFrom('subscriptions')
    .select(['type', 'status', 'price', 'deduction_date', 'next_deduction_date', 'number_deduction'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function paymentRow(t: TestApp, id: number) {
  return t.db
    .selectFrom('payments')
    .select(['status', 'amount', 'gateway', 'gateway_payment_id', 'paid_at', 'failure_reason', 'plan'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function renew(
  t: TestApp,
  vendor: TestUser,
  subscriptionId: number,
  type: 'monthly' | 'yearly',
) {
  const response = await t.request('POST', `/api/v1/vendor/subscriptions/${subscriptionId}/renew`, {
    as: vendor,
    body: { type },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { payment_id: number; redirect_url: string };
}

/** The test gateway's checkout form, sent as a browser sends it (no API password, no token). */
export function payWithCard(t: TestApp, checkoutPath: string, card: string, locale: 'ar' | 'en' = 'en') {
  return t.app.inject({
    method: 'POST',
    url: checkoutPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': locale },
    payload: new URLSearchParams({ card_number: card }).toString(),
  });
}

/** The charge id of the test gateway's checkout page path. */
export const chargeOf = (checkoutPath: string) => checkoutPath.split('/').pop() ?? '';
