import { dayOfWeek, toMinutes } from './clock.ts';

/** A branch_working_hours row without its branch. */
export interface WorkingHoursSeed {
  day_of_week: number;
  opening_time: string;
  closing_time: string;
}

/** Days of week as stored (0 = Sunday). */
export const THURSDAY = 4;
export const FRIDAY = 5;

/**
 * The same hours every day, with exceptions by day; `null` = closed that day. A closing time earlier
 * than the opening time closes after midnight.
 */
export function weekHours(
  open: string,
  close: string,
  exceptions: Partial<Record<number, readonly [string, string] | null>> = {},
): WorkingHoursSeed[] {
  const rows: WorkingHoursSeed[] = [];
  for (let day = 0; day < 7; day++) {
    const exception = exceptions[day];
    if (exception === null) continue;
    const [opening_time, closing_time] = exception ?? [open, close];
    rows.push({ day_of_week: day, opening_time, closing_time });
  }
  return rows;
}

/** Typical Saudi opening hours: late nights, Friday opening after the midday prayer. */
export const HOURS = {
  lateRestaurant: weekHours('11:00', '01:00', {
    [THURSDAY]: ['11:00', '02:00'],
    [FRIDAY]: ['13:30', '02:00'],
  }),
  restaurant: weekHours('12:00', '00:00', { [FRIDAY]: ['13:30', '00:30'] }),
  cafe: weekHours('06:00', '23:00', { [THURSDAY]: ['06:00', '00:30'], [FRIDAY]: ['14:00', '00:30'] }),
  lateCafe: weekHours('07:00', '02:00', { [FRIDAY]: ['14:00', '02:00'] }),
} as const;

/** The opening range of a calendar date in minutes after its midnight (`close` > `open`, maybe > 1440). */
export function openRange(
  hours: readonly WorkingHoursSeed[],
  date: string,
): { open: number; close: number } | undefined {
  const row = hours.find((h) => h.day_of_week === dayOfWeek(date));
  if (!row) return undefined;
  const open = toMinutes(row.opening_time);
  const close = toMinutes(row.closing_time);
  return { open, close: close > open ? close : close + 1440 };
}
