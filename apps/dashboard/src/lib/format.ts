import type { Locale } from '@sufra/contract/user-types';

/** Dates are stored in UTC and shown in Asia/Riyadh, Gregorian, with Latin digits in both languages. */
const TIME_ZONE = 'Asia/Riyadh';

function intlLocale(lang: Locale): string {
  return lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB';
}

export function formatDateTime(value: string | null | undefined, lang: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
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
