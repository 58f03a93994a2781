import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExportTime } from './export.ts';

/** The export's cached time format writes exactly what the full Intl format writes. */
describe('export times', () => {
  it('match the full date-and-time format in both languages, at any instant, on and off the cache', () => {
    const full = {
      ar: new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }),
      en: new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Riyadh',
      }),
    } as const;
    const instant = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.constantFrom('ar' as const, 'en' as const), (date, locale) => {
        expect(formatExportTime(date, locale)).toBe(full[locale].format(date));
        // The same minute again, a few seconds on (the cached parts).
        const later = new Date(date.getTime() - (date.getTime() % 60_000) + 59_000);
        expect(formatExportTime(later, locale)).toBe(full[locale].format(later));
      }),
      { numRuns: 2_000 },
    );
    // Around Riyadh's midnight (21:00 UTC) and at the year's turn.
    for (const at of [
      '2026-11-26T20:59:59Z',
      '2026-11-26T21:00:00Z',
      '2026-12-31T21:00:00Z',
      '2027-01-01T00:00:00Z',
    ])
      for (const locale of ['ar', 'en'] as const)
        expect(formatExportTime(new Date(at), locale)).toBe(full[locale].format(new Date(at)));
  });
});
