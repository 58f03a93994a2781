/**
 * Asia/Riyadh time (UTC+3 all year, no daylight saving): the business day of an order, the
 * minute of the week of a branch's hours, the timestamp of a tax invoice. Stored times stay UTC.
 */
export const RIYADH_OFFSET_MINUTES = 180;

/** The instant shifted so that its UTC fields read Riyadh's wall clock. */
export function riyadhWallClock(at: Date): Date {
  return new Date(at.getTime() + RIYADH_OFFSET_MINUTES * 60_000);
}

/** Riyadh's calendar day of an instant: "2026-11-24". */
export function riyadhDay(at: Date): string {
  return riyadhWallClock(at).toISOString().slice(0, 10);
}

/** An instant in Riyadh with its offset, to the second: "2026-11-24T21:05:00+03:00". */
export function riyadhTimestamp(at: Date): string {
  return `${riyadhWallClock(at).toISOString().slice(0, 19)}+03:00`;
}

/** The instant of a Riyadh day and wall-clock time ("2026-11-26", "20:30"). */
export function riyadhInstant(day: string, time: string): Date {
  return new Date(`${day}T${time.slice(0, 5)}:00+03:00`);
}
