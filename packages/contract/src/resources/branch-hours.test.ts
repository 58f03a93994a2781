import { describe, expect, it } from 'vitest';
import { isOpenAt, riyadhWeekMinute } from './branch-hours.ts';

/** An instant given in Riyadh time (UTC+3). */
const riyadh = (local: string) => new Date(`${local}+03:00`);

describe('isOpenAt (Asia/Riyadh)', () => {
  // 2026-11-26 is a Thursday (day 4), 2026-11-28 a Saturday (6), 2026-11-29 a Sunday (0).
  const hours = [
    { day_of_week: 4, opening_time: '12:00', closing_time: '15:00' },
    { day_of_week: 4, opening_time: '18:00:00', closing_time: '02:00:00' },
    { day_of_week: 6, opening_time: '20:00', closing_time: '01:00' },
  ];

  it('reads the week minute in Riyadh whatever the instant’s zone', () => {
    expect(riyadhWeekMinute(riyadh('2026-11-29T00:30:00'))).toBe(30);
    expect(riyadhWeekMinute(new Date('2026-11-28T21:30:00Z'))).toBe(30);
  });

  it('is open inside a range and closed in the gap of a split shift', () => {
    expect(isOpenAt(hours, riyadh('2026-11-26T12:00:00'))).toBe(true);
    expect(isOpenAt(hours, riyadh('2026-11-26T14:59:00'))).toBe(true);
    expect(isOpenAt(hours, riyadh('2026-11-26T15:00:00'))).toBe(false);
    expect(isOpenAt(hours, riyadh('2026-11-26T11:59:00'))).toBe(false);
  });

  it('counts a range past midnight into the next morning, Saturday night into Sunday', () => {
    expect(isOpenAt(hours, riyadh('2026-11-27T01:59:00'))).toBe(true);
    expect(isOpenAt(hours, riyadh('2026-11-27T02:00:00'))).toBe(false);
    expect(isOpenAt(hours, riyadh('2026-11-29T00:30:00'))).toBe(true);
    expect(isOpenAt(hours, riyadh('2026-11-29T01:00:00'))).toBe(false);
  });

  it('is closed on a day without hours', () => {
    expect(isOpenAt(hours, riyadh('2026-11-25T13:00:00'))).toBe(false);
    expect(isOpenAt([], riyadh('2026-11-26T13:00:00'))).toBe(false);
  });
});
