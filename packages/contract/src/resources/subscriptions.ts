import { z } from 'zod';
import { brandLabels, named, storedRecord } from '../common.ts';
import { SUBSCRIPTION_TYPES } from '../payments.ts';
import { defineResource, readOnly } from '../resource.ts';

/**
 * Brands' subscriptions to the platform (SPEC §3 "Subscription", DOMAIN.md "Brands, subscriptions
 * and commission"): the platform reads them all, a vendor its brand's. Nobody adds or edits one from
 * the dashboard: a vendor renews the current one through the payment gateway
 * (`POST /vendor/subscriptions/{id}/renew`), and only a verified payment extends it.
 */

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionRecord = storedRecord({
  ...named('brand'),
  type: z.enum(SUBSCRIPTION_TYPES),
  price: z.string().describe('The price of the plan when last paid, SAR with 2 decimals'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  starts_at: z.string().nullable(),
  deduction_date: z.string().nullable().describe('The last payment’s day (Asia/Riyadh)'),
  next_deduction_date: z.string().nullable().describe('The day the paid period ends (Asia/Riyadh)'),
  number_deduction: z.number().int().describe('How many periods have been paid'),
  remaining_time: z
    .number()
    .int()
    .nullable()
    .describe('Whole days from today (Asia/Riyadh) to next_deduction_date, 0 once it has passed'),
  /** Whether this is the brand's current subscription, the one a vendor may renew. */
  renewable: z.boolean(),
});

export const subscriptions = defineResource({
  name: 'subscriptions',
  userTypes: ['admin', 'vendor'],
  record: subscriptionRecord,
  ...readOnly(),
  filters: {
    /** The platform's filter (brands); a vendor's subscriptions are all of its brand. */
    brand_id: { type: 'select', source: 'vendors' },
    type: { type: 'select', options: SUBSCRIPTION_TYPES },
    status: { type: 'select', options: SUBSCRIPTION_STATUSES },
    next_deduction_date: { type: 'date_range' },
  },
  sorts: ['id', 'next_deduction_date', 'deduction_date', 'number_deduction', 'created_at'],
  labels: {
    en: {
      ...brandLabels.en,
      type: 'Subscription type',
      price: 'Price',
      status: 'Status',
      monthly: 'Monthly',
      yearly: 'Yearly',
      pending: 'Pending',
      active: 'Active',
      expired: 'Expired',
      canceled: 'Canceled',
      starts_at: 'Started at',
      deduction_date: 'Deduction date',
      next_deduction_date: 'Next deduction date',
      number_deduction: 'Number of deductions',
      remaining_time: 'Remaining time',
    },
    ar: {
      ...brandLabels.ar,
      type: 'نوع الاشتراك',
      price: 'السعر',
      status: 'الحالة',
      monthly: 'شهري',
      yearly: 'سنوي',
      pending: 'قيد الانتظار',
      active: 'نشط',
      expired: 'منتهي',
      canceled: 'ملغي',
      starts_at: 'تاريخ البدء',
      deduction_date: 'تاريخ الخصم',
      next_deduction_date: 'تاريخ الخصم القادم',
      number_deduction: 'عدد مرات الخصم',
      remaining_time: 'المدة المتبقية',
    },
  },
});
