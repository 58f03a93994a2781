import './../test/setup.ts';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-locale.ts';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMinutesAgo,
  formatNumber,
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
