/**
 * Time in the demo data: business days are Asia/Riyadh days (UTC+3 all year, no daylight saving);
 * instants are stored in UTC.
 */
const RIYADH_OFFSET_MINUTES = 180;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The Asia/Riyadh calendar date of an instant: "YYYY-MM-DD". */
export function riyadhDate(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Adds calendar months, keeping the day of month where it exists (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of a Riyadh wall-clock time; `minuteOfDay` may pass 1440 (after midnight). */
export function atRiyadh(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - RIYADH_OFFSET_MINUTES) * MINUTE);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + Math.round(minutes * MINUTE));
}

export function minutesBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / MINUTE;
}

/** "HH:MM[:SS]" → minutes after midnight. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after midnight (mod 24 h) → "HH:MM". */
export function toTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
