import { z } from 'zod';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { integer, money, optionalInteger } from '../validation.ts';

/**
 * Loyalty point settings (SPEC §3 "Point settings", DOMAIN.md "Loyalty points"): `points` points are
 * worth `amount` SAR when a customer redeems them at an order, and `point_for_one_riyal` points are
 * earned per whole riyal of a completed or delivered order. One row is the platform's (no brand);
 * a brand may have its own, which then applies to its orders instead. The platform manages them.
 */
const fields = {
  amount: money({ max: 999_999 }),
  points: integer({ min: 1, max: 1_000_000 }),
  point_for_one_riyal: integer({ min: 0, max: 1_000 }),
};

export const pointSettings = defineResource({
  name: 'point-settings',
  permission: 'pointssettings',
  userTypes: ['admin'],
  record: storedRecord({
    /** null: the platform's row (every brand without its own). */
    brand_id: z.number().int().nullable(),
    brand_name: z.string().nullable(),
    amount: z.string(),
    points: z.number().int(),
    point_for_one_riyal: z.number().int(),
  }),
  create: z.object({
    /** The brand whose own settings these are; none for the platform's row. */
    brand_id: optionalInteger({ min: 1 }),
    ...fields,
  }),
  update: z.object(fields).partial(),
  filters: {
    brand_id: { type: 'select', source: 'vendors' },
  },
  sorts: ['id', 'amount', 'points', 'point_for_one_riyal', 'created_at'],
  labels: {
    en: {
      amount: 'Value of the points (SAR)',
      points: 'Points redeemed',
      point_for_one_riyal: 'Points earned per riyal',
      brand_id: 'Brand',
      brand_name: 'Applies to',
    },
    ar: {
      amount: 'قيمة النقاط (ر.س)',
      points: 'عدد النقاط المستبدلة',
      point_for_one_riyal: 'النقاط المكتسبة لكل ريال',
      brand_id: 'العلامة التجارية',
      brand_name: 'ينطبق على',
    },
  },
});
