import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, englishName, flag, oneOf } from '../validation.ts';

export const CANCEL_REASON_TYPES = ['order', 'reservation', 'mutual'] as const;

const input = z.object({
  ar_reason: bilingualText({ max: 255 }),
  en_reason: englishName({ max: 255 }),
  type: oneOf(CANCEL_REASON_TYPES),
  blocked: flag().default(false),
});

export const cancelReasons = defineResource({
  name: 'cancel-reasons',
  permission: 'cancelreasons',
  userTypes: ['admin', 'vendor', 'branch'],
  record: z.object({
    ...idField,
    ar_reason: z.string(),
    en_reason: z.string(),
    type: z.enum(CANCEL_REASON_TYPES),
    blocked: z.boolean(),
    ...timestamps,
  }),
  create: input,
  update: input.partial(),
  filters: {
    reason: { type: 'text' },
    type: { type: 'select', options: CANCEL_REASON_TYPES },
    blocked: { type: 'boolean' },
  },
  sorts: ['id', 'ar_reason', 'en_reason', 'type', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      ar_reason: 'Reason (Arabic)',
      en_reason: 'Reason (English)',
      reason: 'Reason',
      type: 'Type',
      order: 'Order',
      reservation: 'Reservation',
      mutual: 'Order and reservation',
    },
    ar: {
      ar_reason: 'السبب (عربي)',
      en_reason: 'السبب (إنجليزي)',
      reason: 'السبب',
      type: 'النوع',
      order: 'طلب',
      reservation: 'حجز',
      mutual: 'طلب وحجز',
    },
  },
});
