import type { Locale } from '@sufra/contract/user-types';

/** Dates are stored in UTC and shown in Asia/Riyadh, Gregorian, with Latin digits in both languages. */
const TIME_ZONE = 'Asia/Riyadh';

function intlLocale(lang: Locale): string {
  return lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB';
}

/**
 * A formatted time kept on one line: the space before «ص»/«م» (or am/pm) does not break, so the
 * period never wraps alone onto a line of its own.
 */
function oneLine(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  return parts
    .map((part, i) =>
      part.type === 'literal' && parts[i + 1]?.type === 'dayPeriod'
        ? part.value.replace(/\s/g, '\u00a0')
        : part.value,
    )
    .join('');
}

export function formatDateTime(value: string | null | undefined, lang: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return oneLine(
    new Intl.DateTimeFormat(intlLocale(lang), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }),
    date,
  );
}

/**
 * A time of day, the one way the dashboard shows every time (working hours, a reservation's time, a
 * moment's time): Arabic 12-hour with «ص»/«م» as the platform gives it ("7:30 م"), English 24-hour
 * ("19:30"), as `formatDateTime` shows the time of a moment. Takes a wall time in Asia/Riyadh
 * (`19:30`, `19:30:00`) or a moment (an ISO date-time, shown in Asia/Riyadh).
 */
export function formatTime(value: string | null | undefined, lang: Locale): string {
  if (!value) return '';
  const wall = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  const date = wall ? new Date(Date.UTC(2000, 0, 1, Number(wall[1]), Number(wall[2]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return oneLine(
    new Intl.DateTimeFormat(intlLocale(lang), { timeStyle: 'short', timeZone: wall ? 'UTC' : TIME_ZONE }),
    date,
  );
}

export function formatDate(value: string | null | undefined, lang: Locale): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}

export function formatNumber(value: number | string | null | undefined, lang: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return String(value);
  return new Intl.NumberFormat(intlLocale(lang)).format(n);
}

/**
 * A whole hour on a time scale, short: Arabic "1\u00a0م" (12-hour, as `formatTime`), English "13:00".
 */
export function formatHour(hour: number, lang: Locale): string {
  const date = new Date(Date.UTC(2000, 0, 1, hour % 24));
  if (lang === 'en') return formatTime(date.toISOString().slice(11, 16), lang);
  return oneLine(new Intl.DateTimeFormat(intlLocale(lang), { hour: 'numeric', timeZone: 'UTC' }), date);
}

/** A percent as the language writes it ("15%", Arabic "15٪"); takes the number of percent ("15", 12.5). */
export function formatPercent(value: number | string | null | undefined, lang: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return String(value);
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(
    n / 100,
  );
}

/** Money arrives as an exact decimal string ("12.50"); only the grouping is localised (no currency). */
export function formatAmount(value: string | number | null | undefined, lang: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const [whole = '0', fraction = '00'] = text.split('.');
  const grouped = new Intl.NumberFormat(intlLocale(lang)).format(BigInt(whole.replace(/^-/, '') || '0'));
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * How long ago something happened, in whole minutes, in the interface language with its plurals
 * ("قبل 3 دقائق", "قبل دقيقتين", "3 minutes ago"; "هذه الدقيقة" / "this minute" under one).
 */
export function formatMinutesAgo(minutes: number, lang: Locale): string {
  return new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' }).format(-minutes, 'minute');
}

/**
 * How long ago something happened, in the largest whole unit up to days ("قبل 7 ساعات", "7 hours
 * ago", "قبل يومين"): an e-invoice's wait to be reported.
 */
export function formatWaited(minutes: number, lang: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / (24 * 60)), 'day');
}

/** A chart axis's number, short (1.2K, 3.4M / 1.2 ألف) in the interface language. */
export function formatCompact(value: number, lang: Locale): string {
  return new Intl.NumberFormat(intlLocale(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A `YYYY-MM` month as its name and year in the interface language ("March 2026", "مارس 2026"). */
export function formatMonth(value: string, lang: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A `YYYY-MM` month for a chart's axis, on two lines: the month, then the year ("Mar\n2026"). */
export function formatMonthShort(value: string, lang: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
  const month = new Intl.DateTimeFormat(intlLocale(lang), { month: 'short', timeZone: 'UTC' }).format(date);
  return `${month}\n${match[1]}`;
}

/** A `YYYY-MM-DD` day for a chart's axis, on two lines: the day, then the month ("5\nMay"). */
export function formatDayShort(value: string, lang: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const month = new Intl.DateTimeFormat(intlLocale(lang), { month: 'short', timeZone: 'UTC' }).format(date);
  return `${Number(match[3])}\n${month}`;
}

/** SPEC §9: long text is cut to 10 characters with an ellipsis in tables. */
export function truncate(value: string | null | undefined, length = 10): string {
  if (!value) return '';
  const chars = Array.from(value);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : value;
}
