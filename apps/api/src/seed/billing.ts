import type { Insertable } from 'kysely';
import type { PaymentsTable, SubscriptionType } from '../db/schema/domain.ts';
import { addDays, addMinutes, addMonths, atRiyadh } from './clock.ts';
import type { DemoContext } from './context.ts';
import { toHalalas } from './money.ts';
import type { Random } from './random.ts';
import { SETTINGS } from './reference-data.ts';

interface SubscriptionPlan {
  brandId: number;
  type: SubscriptionType;
  /** First deduction date. */
  start: string;
  deductions: number;
  status: 'active' | 'expired';
  /** Deduction numbers (0-based) whose first attempt failed and was retried. */
  retried?: readonly number[];
}

/**
 * Subscriptions and their gateway payments: the first brand moved from monthly to yearly, the
 * second pays monthly (one declined card, retried the same day).
 */
export async function seedBilling(ctx: DemoContext): Promise<void> {
  const { db, random, today, tenants } = ctx;
  const oldStart = addDays(today, -260);
  const plans: SubscriptionPlan[] = [
    { brandId: tenants.brandId, type: 'monthly', start: oldStart, deductions: 2, status: 'expired' },
    {
      brandId: tenants.brandId,
      type: 'yearly',
      start: addMonths(oldStart, 2),
      deductions: 1,
      status: 'active',
    },
    {
      brandId: tenants.brand2Id,
      type: 'monthly',
      start: addDays(addMonths(today, -3), -5),
      deductions: 4,
      status: 'active',
      retried: [2],
    },
  ];
  for (const plan of plans) {
    const months = plan.type === 'monthly' ? 1 : 12;
    const price = String(SETTINGS[`subscription_${plan.type}_price`]);
    const startsAt = atRiyadh(plan.start, 10 * 60);
    const lastDeduction = addMonths(plan.start, months * (plan.deductions - 1));
    const subscription = await db
      .insertInto('subscriptions')
      .values({
        brand_id: plan.brandId,
        type: plan.type,
        price,
        status: plan.status,
        starts_at: startsAt,
        deduction_date: lastDeduction,
        next_deduction_date: addMonths(plan.start, months * plan.deductions),
        number_deduction: plan.deductions,
        created_at: startsAt,
        updated_at: atRiyadh(lastDeduction, 10 * 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payments: Insertable<PaymentsTable>[] = [];
    for (let n = 0; n < plan.deductions; n++) {
      const at = addMinutes(atRiyadh(addMonths(plan.start, months * n), 9 * 60), random.int(0, 120));
      const base = {
        brand_id: plan.brandId,
        subscription_id: subscription.id,
        purpose: 'subscription' as const,
        plan: plan.type,
        amount: price,
        gateway: 'moyasar',
      };
      if (plan.retried?.includes(n)) {
        const failed = gatewayPayment(random, price, 'failed');
        payments.push({
          ...base,
          ...failed,
          status: 'failed',
          failure_reason: 'Insufficient funds',
          created_at: at,
          updated_at: at,
        });
      }
      const paidAt = addMinutes(at, plan.retried?.includes(n) ? 45 : 1);
      payments.push({
        ...base,
        ...gatewayPayment(random, price, 'paid'),
        status: 'paid',
        paid_at: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
      });
    }
    await db.insertInto('payments').values(payments).execute();
  }
}

function gatewayPayment(random: Random, amount: string, status: 'paid' | 'failed') {
  const uuid = () => [8, 4, 4, 4, 12].map((n) => random.hex(n)).join('-');
  const id = uuid();
  return {
    gateway_payment_id: id,
    gateway_event_id: `evt_${uuid()}`,
    raw: JSON.stringify({
      id,
      status,
      amount: toHalalas(amount),
      currency: 'SAR',
      source: { type: 'creditcard', company: random.pick(['mada', 'visa', 'master']) },
    }),
  };
}
