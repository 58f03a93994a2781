import { z } from 'zod';
import { cityLabels, storedRecord } from '../common.ts';
import { declareArabicGender } from '../messages.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, saudiMobile, text } from '../validation.ts';

/**
 * Customers (clients) of the customer app, as the platform administration sees them.
 *
 * Who reads them: the admin realm only (permission `clients`). A brand does not get the customer
 * directory: it sees the name and phone of the customer on each of its own orders and reservations
 * (the orders and reservations pages), which is all it needs to serve them; the directory (email,
 * birth date, gender, loyalty points, activity across every brand) is the platform's.
 *
 * Customers sign up in the app, so the dashboard has no add page: the admin corrects a record,
 * blocks or unblocks it, and deletes one only when it has no orders or reservations.
 */

export const CLIENT_GENDERS = ['male', 'female'] as const;
export type ClientGender = (typeof CLIENT_GENDERS)[number];

/** SPEC §5 birth-date limits (the first reading; the picker shows the same range). */
export const BIRTH_DATE_MIN = '1900-01-01';
export const BIRTH_DATE_MAX = '2014-12-31';

const blankToNull = (value: unknown): unknown =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional email (blank is none); many customers register with a phone alone. */
function optionalEmail() {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: 'validation.email' })
      .trim()
      .toLowerCase()
      .max(255, { error: 'validation.max_length' })
      .pipe(z.email({ error: 'validation.email' }))
      .nullable(),
  );
}

/** "YYYY-MM-DD" naming a real day of any year (the limits are checked apart, with their message). */
function isAnyCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** An optional birth date: a real calendar date from 1900-01-01 to 2014-12-31 (SPEC §5). */
export function birthDate() {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: 'validation.date' })
      .refine(isAnyCalendarDate, { error: 'validation.date', abort: true })
      .refine((value) => value >= BIRTH_DATE_MIN && value <= BIRTH_DATE_MAX, {
        error: 'validation.birth_date',
        params: { min: BIRTH_DATE_MIN, max: BIRTH_DATE_MAX },
      })
      .meta({
        format: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description: `A date from ${BIRTH_DATE_MIN} to ${BIRTH_DATE_MAX}`,
      })
      .nullable(),
  );
}

/** `male` or `female`; blank is not given. */
export function gender() {
  return z.preprocess(blankToNull, z.enum(CLIENT_GENDERS, { error: 'validation.in' }).nullable());
}

/** The country's dialling code (`966`), without `+`. */
function countryCode() {
  return text({ max: 5, patterns: [{ regex: /^\+?\d{1,4}$/, error: 'validation.invalid' }] }).transform(
    (value) => value.replace(/^\+/, ''),
  );
}

/** What the admin may correct (the dashboard's edit form validates with it whole). */
const input = z.object({
  first_name: bilingualText({ max: 100 }),
  last_name: bilingualText({ max: 100 }),
  email: optionalEmail(),
  phone: saudiMobile(),
  birth_date: birthDate(),
  gender: gender(),
  country_code: countryCode(),
});

export const clients = defineResource({
  name: 'clients',
  userTypes: ['admin'],
  record: storedRecord({
    first_name: z.string(),
    last_name: z.string(),
    /** First and last name. */
    name: z.string(),
    email: z.string().nullable(),
    /** Stored as 9665XXXXXXXX. */
    phone: z.string(),
    birth_date: z.string().nullable(),
    gender: z.enum(CLIENT_GENDERS).nullable(),
    country_code: z.string(),
    city_id: z.number().int().nullable(),
    /** The city in the request's language. */
    city_name: z.string().nullable(),
    blocked: z.boolean(),
    /** The loyalty balance: the exact sum of the client's points ledger. */
    points: z.number().int(),
    orders_count: z.number().int(),
    reservations_count: z.number().int(),
  }),
  /** Not routed (customers sign up in the app): the edit form validates with the whole input. */
  create: input,
  update: input.partial(),
  filters: {
    /** First, last or full name. */
    name: { type: 'text' },
    /** Digits of the mobile number in any of its written forms (05…, 5…, 9665…). */
    phone: { type: 'text' },
    email: { type: 'text' },
    gender: { type: 'select', options: CLIENT_GENDERS },
    blocked: { type: 'boolean' },
    created_at: { type: 'date_range' },
    points: { type: 'number_range' },
  },
  sorts: ['id', 'first_name', 'points', 'orders_count', 'reservations_count', 'created_at'],
  actions: { create: false, update: true, delete: true },
  labels: {
    en: {
      first_name: 'First name',
      last_name: 'Last name',
      name: 'Name',
      birth_date: 'Birth date',
      gender: 'Gender',
      male: 'Male',
      female: 'Female',
      country_code: 'Country code',
      ...cityLabels.en,
      points: 'Points',
      orders_count: 'Orders',
      reservations_count: 'Reservations',
    },
    ar: {
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      name: 'الاسم',
      birth_date: 'تاريخ الميلاد',
      gender: 'الجنس',
      male: 'ذكر',
      female: 'أنثى',
      country_code: 'رمز الدولة',
      ...cityLabels.ar,
      points: 'النقاط',
      orders_count: 'الطلبات',
      reservations_count: 'الحجوزات',
    },
  },
});

declareArabicGender({ النقاط: 'feminine', الطلبات: 'feminine', الحجوزات: 'feminine' });

export const POINTS_REASONS = ['earn', 'redeem', 'reverse', 'adjust'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** One line of a client's points ledger, with the balance right after it. */
export const clientPointsEntry = z.object({
  id: z.number().int(),
  /** Points added (positive) or taken (negative). */
  delta: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The client's balance once this entry is counted (entries in time order). */
  balance: z.number().int(),
});
export type ClientPointsEntry = z.infer<typeof clientPointsEntry>;

/** `GET /admin/clients/{id}/points`: the ledger, newest first, a page at a time. */
export const clientPointsPath = (id: number | string) => `clients/${id}/points`;
