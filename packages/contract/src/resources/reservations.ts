import { z } from 'zod';
import { branchLabels, brandLabels, named, storedRecord } from '../common.ts';
import { declareArabicGender } from '../messages.ts';
import { defineResource, readOnly } from '../resource.ts';
import { RESERVATION_STATUSES } from '../statuses.ts';
import { USER_TYPES } from '../user-types.ts';
import { date, id, integer, oneOf, optionalText, time } from '../validation.ts';
import { PAYMENT_STATUSES, statusHistoryEntry, TABLE_POSITIONS } from './orders.ts';

/**
 * Table reservations (DOMAIN.md "Reservations", CONTRACT.md "Status changes"). Customers book through
 * the customer API; the platform, the brand and the branch read them in their tenant and staff move
 * them with `POST …/reservations/{id}/status`; background jobs expire unconfirmed ones and mark
 * no-shows. Nobody creates, edits or deletes one from the dashboard.
 */

/** Most guests one reservation seats. */
export const MAX_PARTY = 50;

const money = z.string().describe('Exact SAR amount with 2 decimals ("12.50")');

export const reservationRecord = storedRecord({
  reservation_number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  ...named('brand'),
  ...named('branch'),
  ...named('client'),
  /** Stored as 9665XXXXXXXX. */
  client_phone: z.string(),
  /** The day of the booking in Riyadh ("2026-11-26") and its time ("20:30"). */
  date: z.string(),
  reservation_time: z.string(),
  starts_at: z.string(),
  /** When the table is free again (`accept_booking_duration_minites` after the start). */
  ends_at: z.string(),
  members_count: z.number().int(),
  table_position: z.enum(TABLE_POSITIONS),
  reservation_fees: money,
  payment_status: z.enum(PAYMENT_STATUSES),
  client_note: z.string().nullable(),
  /** The cancel reason in the request's language. */
  cancel_reason: z.string().nullable(),
  cancel_note: z.string().nullable(),
  canceled_at: z.string().nullable(),
});
export type ReservationRecord = z.infer<typeof reservationRecord>;

export const reservationHistoryEntry = statusHistoryEntry(RESERVATION_STATUSES);

/** One reservation whole: the row, its history, and the steps the caller may take now. */
export const reservationDetails = reservationRecord.extend({
  history: z.array(reservationHistoryEntry),
  next_statuses: z.array(z.enum(RESERVATION_STATUSES)),
});
export type ReservationDetails = z.infer<typeof reservationDetails>;

/** `POST …/reservations/{id}/status`. */
export const reservationStatusInput = z.object({
  status: z.enum(RESERVATION_STATUSES, { error: 'validation.in' }),
  /** Required to cancel: a reason of type reservation or mutual. */
  cancel_reason_id: id().optional(),
  note: optionalText({ max: 500 }),
});
export type ReservationStatusInput = z.output<typeof reservationStatusInput>;

/** `POST /client/reservations` (CONTRACT.md): a table at a branch, a day and a time. */
export const bookTableInput = z.object({
  branch_id: id(),
  /** The day in Riyadh. */
  date: date(),
  /** "HH:mm" in Riyadh (a range may run past midnight: 01:00 of the next day belongs to the next date). */
  reservation_time: time(),
  members_count: integer({ min: 1, max: MAX_PARTY }),
  table_position: oneOf(TABLE_POSITIONS),
  note: optionalText({ max: 500 }),
});
export type BookTableInput = z.output<typeof bookTableInput>;

/** `GET /client/branches/{id}/availability`: the day, the party and the position. */
export const availabilityQuery = z.object({
  date: date(),
  members_count: integer({ min: 1, max: MAX_PARTY }),
  table_position: oneOf(TABLE_POSITIONS),
});

/** The bookable times of a day (every quarter hour the branch is open and it is still ahead). */
export const availabilityAnswer = z.object({
  branch_id: z.number().int(),
  date: z.string(),
  table_position: z.enum(TABLE_POSITIONS),
  /** Tables at the position. */
  tables: z.number().int(),
  /** How long a booking holds its table, in minutes. */
  duration_minutes: z.number().int(),
  booking_fees: money,
  slots: z.array(z.object({ time: z.string(), tables_left: z.number().int() })),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;

/**
 * `GET …/reservations/day?date=&branch_id=`: a branch's evening at a glance (the day view). A
 * branch user sees its own branch; the platform and a brand name one of theirs.
 */
export const reservationDayQuery = z.object({ date: date() });
export const brandReservationDayQuery = reservationDayQuery.extend({ branch_id: id() });
export const reservationDay = z.object({
  ...named('branch'),
  date: z.string(),
  tables_inside: z.number().int(),
  tables_outside: z.number().int(),
  /** The day's working-hours ranges ("HH:mm"; a closing before the opening runs past midnight). */
  hours: z.array(z.object({ opening_time: z.string(), closing_time: z.string() })),
  reservations: z.array(reservationRecord),
});
export type ReservationDay = z.infer<typeof reservationDay>;

export const reservations = defineResource({
  name: 'reservations',
  userTypes: USER_TYPES,
  record: reservationRecord,
  /** Not routed: customers book through the customer API. */
  ...readOnly(),
  filters: {
    reservation_number: { type: 'text' },
    status: { type: 'select', options: RESERVATION_STATUSES },
    date: { type: 'date_range' },
    /** The hour of the booking (SPEC §5: the time filter shows hours with AM/PM). */
    reservation_time: { type: 'time' },
    table_position: { type: 'select', options: TABLE_POSITIONS },
    brand_id: { type: 'select', source: 'vendors' },
    branch_id: { type: 'select', source: 'branches' },
    members_count: { type: 'number_range' },
    client: { type: 'text' },
  },
  sorts: ['id', 'starts_at', 'date', 'members_count', 'status'],
  defaultSort: 'starts_at',
  labels: {
    en: {
      reservation_number: 'Reservation number',
      status: 'Status',
      ...brandLabels.en,
      ...branchLabels.en,
      client: 'Customer',
      client_name: 'Customer',
      client_phone: 'Mobile',
      date: 'Date',
      reservation_time: 'Time',
      starts_at: 'Starts at',
      ends_at: 'Table free at',
      members_count: 'Party size',
      table_position: 'Position',
      reservation_fees: 'Booking fee',
      payment_status: 'Payment',
      client_note: 'Customer note',
      cancel_reason: 'Cancel reason',
      cancel_reason_id: 'Cancel reason',
      cancel_note: 'Cancel note',
      canceled_at: 'Canceled at',
      note: 'Note',
      pending: 'Pending',
      hold: 'Confirmed',
      done: 'Seated',
      no_show: 'Not attended',
      canceled: 'Canceled',
      expired: 'Expired',
      inside: 'Inside',
      outside: 'Outside',
      unpaid: 'Unpaid',
      paid: 'Paid',
      refunded: 'Refunded',
    },
    ar: {
      reservation_number: 'رقم الحجز',
      status: 'الحالة',
      ...brandLabels.ar,
      ...branchLabels.ar,
      client: 'العميل',
      client_name: 'العميل',
      client_phone: 'الجوال',
      date: 'التاريخ',
      reservation_time: 'الوقت',
      starts_at: 'وقت البدء',
      ends_at: 'تفرغ الطاولة في',
      members_count: 'عدد الأشخاص',
      table_position: 'مكان الطاولة',
      reservation_fees: 'رسوم الحجز',
      payment_status: 'الدفع',
      client_note: 'ملاحظة العميل',
      cancel_reason: 'سبب الإلغاء',
      cancel_reason_id: 'سبب الإلغاء',
      cancel_note: 'ملاحظة الإلغاء',
      canceled_at: 'وقت الإلغاء',
      note: 'ملاحظة',
      pending: 'قيد الانتظار',
      hold: 'مؤكد',
      done: 'حضر',
      no_show: 'لم يحضر',
      canceled: 'ملغي',
      expired: 'منتهي',
      inside: 'داخلية',
      outside: 'خارجية',
      unpaid: 'غير مدفوع',
      paid: 'مدفوع',
      refunded: 'مسترد',
    },
  },
});

declareArabicGender({ 'رسوم الحجز': 'feminine' });
