import { z } from 'zod';
import { namePair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { flag, oneOf } from '../validation.ts';

const reason = namePair('ar_reason', 'en_reason', 255, { en: 'Reason', ar: 'السبب' });

export const CANCEL_REASON_TYPES = ['order', 'reservation', 'mutual'] as const;

const input = z.object({
  ...reason.input(),
  type: oneOf(CANCEL_REASON_TYPES),
  blocked: flag().default(false),
});

export const cancelReasons = defineResource({
  name: 'cancel-reasons',
  permission: 'cancelreasons',
  userTypes: USER_TYPES,
  record: storedRecord({
    ...reason.record(),
    type: z.enum(CANCEL_REASON_TYPES),
    blocked: z.boolean(),
  }),
  create: input,
  update: input.partial(),
  filters: {
    reason: { type: 'text' },
    type: { type: 'select', options: CANCEL_REASON_TYPES },
    blocked: { type: 'boolean' },
  },
  sorts: ['id', 'ar_reason', 'en_reason', 'type', 'created_at'],
  labels: {
    en: {
      ...reason.labels.en,
      reason: 'Reason',
      type: 'Type',
      order: 'Order',
      reservation: 'Reservation',
      mutual: 'Order and reservation',
    },
    ar: {
      ...reason.labels.ar,
      reason: 'السبب',
      type: 'النوع',
      order: 'طلب',
      reservation: 'حجز',
      mutual: 'طلب وحجز',
    },
  },
});
