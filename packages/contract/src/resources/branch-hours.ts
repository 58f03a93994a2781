import { z } from 'zod';
import { riyadhWallClock } from '../riyadh.ts';
import { integer, text, time } from '../validation.ts';
import { listOf } from './menu-fields.ts';

/**
 * A branch's working hours and location rules (SPEC §5, DOMAIN.md "Reservations"): ranges per
 * weekday that may end after midnight, never overlapping; coordinates on the globe.
 */

/** Minutes in a day and in a week. */
const DAY = 1440;
const WEEK = 7 * DAY;
/** A range that closes after midnight (closing earlier than opening) closes by this time. */
export const AFTER_MIDNIGHT_LIMIT = '06:00';
/** At most this many ranges in a week (three a day). */
export const MAX_HOUR_RANGES = 21;

const toMinutes = (value: string): number => {
  const [h = '0', m = '0'] = value.split(':');
  return Number(h) * 60 + Number(m);
};

/** One opening range of a weekday (0 = Sunday … 6 = Saturday); closing before opening ends after midnight. */
export const hoursRange = z.object({
  day_of_week: integer({ min: 0, max: 6 }),
  opening_time: time(),
  closing_time: time(),
});
export type HoursRange = z.output<typeof hoursRange>;

/** The range as minutes of the week (its end may pass into the next day). */
export function weekInterval(range: HoursRange): { start: number; end: number } {
  const open = toMinutes(range.opening_time);
  const close = toMinutes(range.closing_time);
  const start = range.day_of_week * DAY + open;
  return { start, end: range.day_of_week * DAY + (close > open ? close : close + DAY) };
}

/** Whether a range is well ordered: opening before closing, or closing after midnight by 06:00. */
export function rangeInOrder(range: HoursRange): boolean {
  const open = toMinutes(range.opening_time);
  const close = toMinutes(range.closing_time);
  return close > open || (close < open && close <= toMinutes(AFTER_MIDNIGHT_LIMIT));
}

/** Whether two ranges share a minute of the week (Saturday's late night runs into Sunday). */
export function rangesOverlap(a: HoursRange, b: HoursRange): boolean {
  const x = weekInterval(a);
  const y = weekInterval(b);
  return [-WEEK, 0, WEEK].some((shift) => x.start < y.end + shift && y.start + shift < x.end);
}

/** The issues of a week's hours: each range in order, none overlapping another. */
export function checkHours(list: readonly HoursRange[], ctx: z.RefinementCtx): void {
  list.forEach((range, index) => {
    if (!rangeInOrder(range)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'closing_time'],
        message: 'validation.hours_order',
      });
      return;
    }
    const clash = list.some((other, j) => j < index && rangeInOrder(other) && rangesOverlap(range, other));
    if (clash)
      ctx.addIssue({ code: 'custom', path: [index, 'opening_time'], message: 'validation.hours_overlap' });
  });
}

export function workingHoursInput() {
  return listOf(hoursRange, MAX_HOUR_RANGES).superRefine(checkHours);
}

const COORDINATE = /^-?\d{1,3}(\.\d{1,12})?$/;

/** A latitude (±90) or longitude (±180) in degrees, kept to 6 decimals; missing: "Location is required". */
export function coordinate(limit: 90 | 180) {
  return z.preprocess(
    (v) =>
      typeof v === 'number'
        ? String(v)
        : v === null || (typeof v === 'string' && v.trim() === '')
          ? undefined
          : v,
    z
      .string({
        error: (issue) => (issue.input === undefined ? 'validation.location_required' : 'validation.number'),
      })
      .trim()
      .regex(COORDINATE, { error: 'validation.number', abort: true })
      .refine((v) => Math.abs(Number(v)) <= limit, {
        error: 'validation.between',
        params: { min: -limit, max: limit },
      })
      .transform((v) => Number(v).toFixed(6)),
  );
}

/** A Saudi mobile (5…) or landline (1[1-7]…), accepted with 0, 966, +966 or 00966; stored as 966…. */
const SAUDI_PHONE = /^(?:\+?966|00966|0)?(5[0-13-9]\d{7}|1[1-7]\d{7})$/;

/** An optional branch phone: blank is none; anything else must be a Saudi number ("Mobile Number is incorrect"). */
export function branchPhone() {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v) || null,
    z
      .string({ error: 'validation.mobile' })
      .regex(SAUDI_PHONE, { error: 'validation.mobile' })
      .transform((v) => `966${SAUDI_PHONE.exec(v)?.[1] ?? ''}`)
      .nullable(),
  );
}

/** A branch's English name: Latin letters with digits, spaces and the marks names use ("Olaya - Tahlia St."). */
const BRANCH_ENGLISH_NAME = /^[A-Za-z0-9\s\-'&.,()]+$/;

export function branchEnglishName() {
  return text({
    max: 150,
    patterns: [
      { regex: BRANCH_ENGLISH_NAME, error: 'validation.english_only' },
      { regex: /[A-Za-z][\s\S]*[A-Za-z]/, error: 'validation.bilingual_text' },
    ],
  });
}

/** The minute of the week (Sunday 00:00 = 0) an instant falls on in Asia/Riyadh. */
export function riyadhWeekMinute(at: Date): number {
  const local = riyadhWallClock(at);
  return local.getUTCDay() * DAY + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/**
 * Whether a branch with these hours is open at an instant (Asia/Riyadh): inside one of its ranges,
 * a range past midnight counting into the next morning (Saturday night runs into Sunday).
 * Stored times ("HH:MM:SS") and inputs ("HH:MM") both work.
 */
export function isOpenAt(hours: readonly HoursRange[], at: Date): boolean {
  const minute = riyadhWeekMinute(at);
  return hours.some((range) => {
    const { start, end } = weekInterval(range);
    return [0, WEEK].some((shift) => minute + shift >= start && minute + shift < end);
  });
}
