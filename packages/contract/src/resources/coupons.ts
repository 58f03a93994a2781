import { z } from 'zod';
import { namePair } from '../bilingual.ts';
import { brandLabels, storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { date, flag, id, integer, money, oneOf, PRICE_MAX, text, toHalalas } from '../validation.ts';

const couponName = namePair('coupon_name_ar', 'coupon_name_en', 100, {
  en: 'Coupon name',
  ar: 'اسم الكوبون',
});

/**
 * Coupons (SPEC §3 "Coupon", §5; DOMAIN.md "Coupons"): a code customers type when they order. The
 * platform's coupons (made by an admin) work at every brand; a brand's (made by its vendor) at its
 * branches, or only at the ones it names. Uses are counted when an order is placed, never beyond
 * `max_use_code` however many orders race for the last one; a canceled order gives its use back.
 */

export const COUPON_TYPES = ['amount', 'percentage'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** 3 to 32 Latin letters, digits, `-` or `_`; unique without regard to case. */
export const COUPON_CODE = /^[A-Za-z0-9_-]{3,32}$/;

const fields = {
  ...couponName.input(),
  coupon_code: text({ min: 3, max: 32, patterns: [{ regex: COUPON_CODE, error: 'validation.coupon_code' }] }),
  type: oneOf(COUPON_TYPES),
  discount_amount_code: money({ max: PRICE_MAX, allowZero: true }),
  max_use_code: integer({ min: 0, max: 10_000_000 }),
  start_date: date(),
  end_date: date(),
  /** A brand's coupon limited to some of its branches (none: all of them). Platform coupons take none. */
  branch_ids: z.array(id()).max(500).optional(),
  blocked: flag(),
};

export interface CouponRuleValues {
  type?: CouponType | undefined;
  discount_amount_code?: string | undefined;
  max_use_code?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/**
 * The rules that tie fields together (SPEC §5), for a whole coupon (a create, or an update merged
 * with what is stored): a percentage of at most 100, at least one use, an end on or after the start.
 */
export function couponRuleIssues(values: CouponRuleValues): { field: string; key: string }[] {
  const issues: { field: string; key: string }[] = [];
  if (values.discount_amount_code !== undefined && toHalalas(values.discount_amount_code) <= 0)
    issues.push({ field: 'discount_amount_code', key: 'validation.discount_zero' });
  else if (
    values.type === 'percentage' &&
    values.discount_amount_code !== undefined &&
    toHalalas(values.discount_amount_code) > 10_000
  )
    issues.push({ field: 'discount_amount_code', key: 'validation.discount_percentage' });
  if (values.max_use_code !== undefined && values.max_use_code < 1)
    issues.push({ field: 'max_use_code', key: 'validation.max_use_zero' });
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    issues.push({ field: 'end_date', key: 'validation.end_before_start' });
  return issues;
}

const create = z
  .object({
    ...fields,
    /** An admin's coupons are the platform's; a vendor's are its brand's. */
    blocked: fields.blocked.default(false),
  })
  .superRefine((values, ctx) => {
    for (const issue of couponRuleIssues(values))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
  });

export const couponRecord = storedRecord({
  /** null: a platform coupon. */
  brand_id: z.number().int().nullable(),
  /** The brand in the request's language, or the platform's name. */
  brand_name: z.string().nullable(),
  ...couponName.record(),
  coupon_code: z.string(),
  type: z.enum(COUPON_TYPES),
  discount_amount_code: z.string().describe('SAR (amount) or percent (percentage), 2 decimals'),
  max_use_code: z.number().int(),
  used_count: z.number().int().describe('Uses by orders not canceled'),
  remaining_uses: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  branch_ids: z.array(z.number().int()),
  blocked: z.boolean(),
});
export type CouponRecord = z.infer<typeof couponRecord>;

/** One use of a coupon, for its details drawer. */
export const couponUse = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  client_name: z.string(),
  discount: z.string(),
  created_at: z.string(),
  /** When the order was canceled and the use given back (null: it counts). */
  released_at: z.string().nullable(),
});
export type CouponUse = z.infer<typeof couponUse>;

export const coupons = defineResource({
  name: 'coupons',
  userTypes: USER_TYPES,
  record: couponRecord,
  create,
  update: z.object(fields).partial(),
  filters: {
    /** The name in either language or the code. */
    name: { type: 'text' },
    type: { type: 'select', options: COUPON_TYPES },
    /** The platform's filter (brands). */
    brand_id: { type: 'select', source: 'vendors' },
    blocked: { type: 'boolean' },
    start_date: { type: 'date_range' },
    end_date: { type: 'date_range' },
  },
  sorts: [
    'id',
    'coupon_code',
    'discount_amount_code',
    'max_use_code',
    'used_count',
    'start_date',
    'end_date',
    'created_at',
  ],
  labels: {
    en: {
      ...couponName.labels.en,
      coupon_code: 'Coupon code',
      type: 'Type',
      amount: 'Specific amount',
      percentage: 'Percentage',
      discount_amount_code: 'Discount Amount',
      max_use_code: 'Max use of the code',
      used_count: 'Used',
      remaining_uses: 'Uses left',
      start_date: 'Start date',
      end_date: 'End date',
      branch_ids: 'Branches',
      ...brandLabels.en,
      name: 'Name or code',
    },
    ar: {
      ...couponName.labels.ar,
      coupon_code: 'كود الكوبون',
      type: 'النوع',
      amount: 'مبلغ محدد',
      percentage: 'نسبة مئوية',
      discount_amount_code: 'قيمة الخصم',
      max_use_code: 'الحد الأقصى لاستخدام الكود',
      used_count: 'مرات الاستخدام',
      remaining_uses: 'الاستخدامات المتبقية',
      start_date: 'تاريخ البدء',
      end_date: 'تاريخ الانتهاء',
      branch_ids: 'الفروع',
      ...brandLabels.ar,
      name: 'الاسم أو الكود',
    },
  },
});
