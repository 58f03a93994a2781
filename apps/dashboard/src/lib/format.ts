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

/** SPEC §9: long text is cut to 10 characters with an ellipsis in tables. */
export function truncate(value: string | null | undefined, length = 10): string {
  if (!value) return '';
  const chars = Array.from(value);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : value;
}
