import './../test/setup.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-locale.ts';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatHour,
  formatMinutesAgo,
  formatNumber,
  formatPercent,
  formatTime,
  truncate,
} from './format.ts';
import { detectLanguage, i18n } from './i18n.ts';

describe('language', () => {
  it('is Arabic when the browser language starts with ar, else English', () => {
    expect(detectLanguage('ar-SA')).toBe('ar');
    expect(detectLanguage('AR')).toBe('ar');
    expect(detectLanguage('en-US')).toBe('en');
    expect(detectLanguage('fr')).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('date pickers start the week on Saturday in both languages', async () => {
    for (const lang of ['ar', 'en']) {
      await i18n.changeLanguage(lang);
      expect(dayjs().localeData().firstDayOfWeek()).toBe(6);
    }
    await i18n.changeLanguage('en');
  });
});

describe('formats follow the language', () => {
  it('dates are Gregorian, in Asia/Riyadh, with Latin digits', () => {
    expect(formatDateTime('2026-01-15T21:30:00Z', 'en')).toBe('16 Jan 2026, 00:30');
    const ar = formatDateTime('2026-01-15T21:30:00Z', 'ar');
    expect(ar).toContain('2026');
    expect(ar).not.toMatch(/[٠-٩]/);
    expect(formatDate('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatDateTime('', 'en')).toBe('');
  });

  it('numbers and money keep exact decimals with grouping', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount('0.05', 'ar')).toBe('0.05');
    expect(formatAmount(12, 'en')).toBe('12.00');
  });

  it('long text is cut to 10 characters with an ellipsis', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate('المملكة العربية السعودية')).toBe('المملكة ال…');
  });
});

describe('minutes ago agree with their count (issue 32)', () => {
  it('says "قبل 3 دقائق", never "منذ 3 دقيقة", and Latin digits', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMinutesAgo(n, 'ar'))).toEqual([
      'هذه الدقيقة',
      'قبل دقيقة واحدة',
      'قبل دقيقتين',
      'قبل 3 دقائق',
      'قبل 11 دقيقة',
      'قبل 100 دقيقة',
    ]);
    expect([1, 2].map((n) => formatMinutesAgo(n, 'en'))).toEqual(['1 minute ago', '2 minutes ago']);
  });
});

describe('one time format and one percent per language (issue 32)', () => {
  it('shows every time of day as the language writes it: Arabic 12-hour with «ص»/«م», English 24-hour', () => {
    // a wall time (working hours, a reservation's time) and a moment (shown in Asia/Riyadh)
    expect(formatTime('19:30', 'ar')).toBe('7:30\u00a0م');
    expect(formatTime('09:05:00', 'ar')).toBe('9:05\u00a0ص');
    expect(formatTime('2026-01-15T16:30:00Z', 'ar')).toBe('7:30\u00a0م');
    expect(formatTime('19:30', 'en')).toBe('19:30');
    expect(formatTime('2026-01-15T21:30:00Z', 'en')).toBe('00:30');
    expect(formatTime('', 'ar')).toBe('');
    // a time scale's whole hours, short
    expect([0, 13, 25].map((hour) => formatHour(hour, 'ar'))).toEqual(['12\u00a0ص', '1\u00a0م', '1\u00a0ص']);
    expect(formatHour(13, 'en')).toBe('13:00');
  });

  it('keeps «ص»/«م» on the line of its time (no breaking space before it)', () => {
    for (const text of [formatTime('13:00', 'ar'), formatDateTime('2026-01-15T21:30:00Z', 'ar')])
      expect(text).toMatch(/\d\u00a0[صم]$/);
  });

  it('writes a percent with the language\'s sign: «15٪», "7.5%"', () => {
    expect(formatPercent('15', 'ar')).toBe('15٪');
    expect(formatPercent('7.50', 'en')).toBe('7.5%');
    expect(formatPercent(12.25, 'ar')).toBe('12.25٪');
  });

  /** The dashboard's code, tests and this module aside. */
  const src = join(import.meta.dirname, '..');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('lib/format.ts'))
    .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

  it('shows every time through formatTime/formatDateTime: no time printed raw or formatted elsewhere', () => {
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap(({ file, text }) =>
      [
        // a time field put on the page as stored ("19:30"), or a time formatted by hand
        ...text.matchAll(
          /(?<!key=)[{$]\{?[\w.?]*(?:opening|closing|reservation)_time\}|timeStyle|hour12|hourCycle|toLocaleTimeString|:00`\}/g,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('writes no percent sign by hand: a percent goes through formatPercent', () => {
    // the bilingual invoice is its own document (features/invoice)
    const found = sources
      .filter(({ file }) => !file.startsWith('features/invoice/'))
      .flatMap(({ file, text }) => [...text.matchAll(/\)\}%[`<]|\}%</g)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
