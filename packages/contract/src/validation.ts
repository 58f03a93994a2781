import { z } from 'zod';
import { hasMessage, type Labels, type MessageParams, translate } from './messages.ts';
import type { Locale } from './user-types.ts';

/**
 * Rule builders shared by the server and the dashboard. Every message is a catalogue key
 * (`validation.*`), translated by `formatIssues` for the caller's language.
 */

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const typeError = (fallback: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : fallback;

export const PRICE_MAX = 999_999;
export const MAX_IMAGES = 5;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg'] as const;

export const SAUDI_MOBILE = /^(?:\+?966|00966|0)?(5[0-13-9]\d{7})$/;
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;
export const ENGLISH_NAME = /^[A-Za-z\s]+$/;

export interface TextOptions {
  min?: number;
  max?: number;
  /** Patterns the trimmed text must match, each with its message (stated in the OpenAPI document). */
  patterns?: readonly { regex: RegExp; error: string }[];
}

/** A required, trimmed string; empty means "required". */
export function text({ min = 1, max = 255, patterns = [] }: TextOptions = {}) {
  let schema = z
    .string({ error: typeError('validation.invalid') })
    .trim()
    .min(min, { error: min <= 1 ? 'validation.required' : 'validation.min_length' })
    .max(max, { error: 'validation.max_length' });
  for (const { regex, error } of patterns) schema = schema.regex(regex, { error });
  return z.preprocess(blankToUndefined, schema);
}

/** At least two letters (Arabic or Latin), as a pattern a JSON Schema can state. */
const TWO_LETTERS = /[A-Za-z\u0621-\u064A][\s\S]*[A-Za-z\u0621-\u064A]/;

/** An optional string: blank becomes `null`. */
export function optionalText({ max = 2000 }: { max?: number } = {}) {
  return z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.max_length' }).nullable(),
  );
}

/** A name with at least 2 Arabic or English letters (SPEC §5 bilingual fields). */
export function bilingualText({ max = 255 }: { max?: number } = {}) {
  return text({ max, patterns: [{ regex: TWO_LETTERS, error: 'validation.bilingual_text' }] });
}

/** An English name: letters and spaces only, at least 2 letters. */
export function englishName({ max = 255 }: { max?: number } = {}) {
  return text({
    max,
    patterns: [
      { regex: ENGLISH_NAME, error: 'validation.english_only' },
      { regex: TWO_LETTERS, error: 'validation.bilingual_text' },
    ],
  });
}

export function email() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: typeError('validation.email') })
      .trim()
      .toLowerCase()
      .max(255, { error: 'validation.max_length' })
      .pipe(z.email({ error: 'validation.email' })),
  );
}

/** Saudi mobile, accepted as 05…, 5…, 9665…, +9665…, 009665…; stored as 9665XXXXXXXX. */
export function saudiMobile(message: 'validation.mobile' | 'validation.whatsapp' = 'validation.mobile') {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v) ?? undefined,
    z
      .string({ error: typeError(message) })
      .min(1, { error: 'validation.required', abort: true })
      .regex(SAUDI_MOBILE, { error: message })
      .transform((v) => `966${SAUDI_MOBILE.exec(v)?.[1] ?? ''}`),
  );
}

export function optionalSaudiMobile(
  message: 'validation.mobile' | 'validation.whatsapp' = 'validation.mobile',
) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v) || null,
    z
      .string({ error: message })
      .regex(SAUDI_MOBILE, { error: message })
      .transform((v) => `966${SAUDI_MOBILE.exec(v)?.[1] ?? ''}`)
      .nullable(),
  );
}

export function strongPassword() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: typeError('validation.strong_password') })
      .max(128, { error: 'validation.max_length' })
      .regex(STRONG_PASSWORD, { error: 'validation.strong_password' }),
  );
}

/** VAT registration number (ZATCA): 15 digits starting and ending with 3. */
export const TAX_NO = /^3\d{13}3$/;
/** Saudi IBAN: SA, 2 check digits, 2-digit bank code, 18 account digits (the database's CHECK too). */
export const SAUDI_IBAN = /^SA\d{22}$/;
export const COMMERCIAL_REGISTER = /^\d{10}$/;

/** ISO 13616 check: the IBAN's four first characters moved to the end, letters as 10…35, mod 97 = 1. */
export function ibanChecksumValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of moved) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isSaudiIban(value: string): boolean {
  return SAUDI_IBAN.test(value) && ibanChecksumValid(value);
}

/** An optional Saudi IBAN, spaces removed and upper-cased ("sa03 8000 …" → "SA038000…"). */
export function optionalSaudiIban() {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : v) || null,
    z
      .string({ error: 'validation.iban' })
      .regex(SAUDI_IBAN, { error: 'validation.iban' })
      .refine(ibanChecksumValid, { error: 'validation.iban' })
      .nullable(),
  );
}

/** An optional web link (a brand's social pages): http(s) only, blank is none. */
export function optionalUrl({ max = 255 }: { max?: number } = {}) {
  return z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z
      .string({ error: 'validation.url' })
      .trim()
      .max(max, { error: 'validation.max_length' })
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'validation.url' })
      .nullable(),
  );
}

/** The VAT number: 15 digits, 3…3. */
export function taxNumber() {
  return text({ max: 32, patterns: [{ regex: TAX_NO, error: 'validation.tax_no' }] });
}

/** The commercial register: 10 digits. */
export function commercialRegister() {
  return text({
    max: 32,
    patterns: [{ regex: COMMERCIAL_REGISTER, error: 'validation.commercial_register' }],
  });
}

const MONEY = /^\d+(\.\d{1,2})?$/;

/** Exact money as a string with 2 decimals ("12.50"); never a float. */
export function money({ max = PRICE_MAX, allowZero = false }: { max?: number; allowZero?: boolean } = {}) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string({ error: typeError('validation.number') })
      .trim()
      .regex(MONEY, { error: 'validation.price_format' })
      .refine((v) => allowZero || toHalalas(v) > 0, { error: 'validation.price_zero' })
      .refine((v) => toHalalas(v) <= max * 100, {
        error: max === PRICE_MAX ? 'validation.price_max' : 'validation.max_value',
        params: { max },
      })
      .transform(formatMoney),
  );
}

/** "12.5" → 1250 (integer halalas). Inputs must already match the money pattern. */
export function toHalalas(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

export function formatMoney(value: string | number): string {
  const halalas = typeof value === 'number' ? Math.round(value * 100) : toHalalas(value);
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function integer({ min = 0, max = 2_147_483_647 }: { min?: number; max?: number } = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : (v ?? undefined)),
    z
      .number({ error: typeError('validation.integer') })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min_value' })
      .max(max, { error: 'validation.max_value' }),
  );
}

export function optionalInteger(opts: { min?: number; max?: number } = {}) {
  return z.preprocess((v) => blankToUndefined(v) ?? null, integer(opts).nullable());
}

/** A foreign key: a positive integer id. */
export function id() {
  return integer({ min: 1 });
}

/** 1/0, "1"/"0", true/false → boolean (SPEC sends flags as 1 or 0). */
export function flag() {
  return z.preprocess(
    (v) => {
      if (v === '1' || v === 1 || v === 'true' || v === true) return true;
      if (v === '0' || v === 0 || v === 'false' || v === false) return false;
      return blankToUndefined(v);
    },
    z.boolean({ error: typeError('validation.boolean') }),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: typeError('validation.in') }));
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
/** "HH:mm" (24 h). */
export function time() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: typeError('validation.time') })
      .regex(TIME, { error: 'validation.time' })
      .transform((v) => v.slice(0, 5)),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a date may have: JavaScript reads 0000 or 9999-12-31 + 1, PostgreSQL and people do not. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** "YYYY-MM-DD", a real calendar date (no 2024-02-31) in a sane range of years. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/** "YYYY-MM-DD", a real calendar date. */
export function date() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: typeError('validation.date') })
      .refine(isCalendarDate, { error: 'validation.date' })
      // What the refinement checks, stated for the OpenAPI document (a refinement has no JSON form).
      .meta({ format: 'date', pattern: DATE.source }),
  );
}

export interface FieldIssue {
  field: string;
  key: string;
  params: MessageParams;
}

interface RawIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  keys?: string[];
  params?: Record<string, unknown>;
}

function issueKey(issue: RawIssue): { key: string; params: MessageParams } {
  const params: MessageParams = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max = Number(issue.maximum);
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  // A rule's own message: a `validation.*` key, or a key of another section (`settings.terms_en_required`).
  if (issue.message.startsWith('validation.') || hasMessage(issue.message))
    return { key: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: /received undefined|received null/.test(issue.message)
          ? 'validation.required'
          : 'validation.invalid',
        params,
      };
    case 'too_small':
      return { key: issue.origin === 'string' ? 'validation.min_length' : 'validation.min_value', params };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'validation.max_length' : 'validation.max_value', params };
    case 'invalid_format':
      return { key: 'validation.invalid', params };
    case 'invalid_value':
      return { key: 'validation.in', params };
    default:
      return { key: 'validation.invalid', params };
  }
}

/** Flatten zod issues into one entry per failing field (`sizes.0.price`), unknown keys included. */
export function toFieldIssues(issues: readonly RawIssue[]): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        out.push({
          field: [...issue.path, key].join('.'),
          key: 'validation.unknown_field',
          params: { field: key },
        });
      }
      continue;
    }
    const field = issue.path.map(String).join('.') || '_';
    const { key, params } = issueKey(issue);
    out.push({ field, key, params });
  }
  return out;
}

/** The label of a dotted path is that of its last named segment: `sizes.0.price` → `price`. */
export function labelField(path: string): string {
  const named = path.split('.').filter((part) => !/^\d+$/.test(part));
  return named.at(-1) ?? path;
}

/** `{ field: [message, …] }` in the requested language (CONTRACT.md 422 body). */
export function formatFieldIssues(
  issues: readonly FieldIssue[],
  locale: Locale,
  labels?: Labels,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const message = translate(locale, issue.key, { field: labelField(issue.field), ...issue.params }, labels);
    const list = errors[issue.field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[issue.field] = list;
  }
  return errors;
}

export function formatIssues(
  issues: readonly RawIssue[],
  locale: Locale,
  labels?: Labels,
): Record<string, string[]> {
  return formatFieldIssues(toFieldIssues(issues), locale, labels);
}
