/** The SPEC §5 input filters, applied as antd `normalize` functions while typing. */

/** Digits only (phones, codes). */
export function digitsOnly(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

/** Digits and a single dot (number-only inputs). */
export function numeric(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' ? String(value) : '';
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

/** Digits with at most 2 decimals (prices, amounts). */
export function decimal2(value: unknown): string {
  const text = numeric(value);
  const dot = text.indexOf('.');
  return dot === -1 ? text : text.slice(0, dot + 3);
}

/**
 * Default text inputs: Latin letters, digits, spaces, Arabic letters and Arabic digits; everything
 * else (plus signs included) is removed.
 */
export function plainText(value: unknown): string {
  return typeof value === 'string'
    ? value.replace(/[^A-Za-z0-9\s\u0621-\u064A\u0660-\u0669\u06F0-\u06F9]/g, '')
    : '';
}

export type InputFilter = 'digits' | 'numeric' | 'decimal' | 'plain' | 'none';

export const INPUT_FILTERS: Record<InputFilter, (value: unknown) => unknown> = {
  digits: digitsOnly,
  numeric,
  decimal: decimal2,
  plain: plainText,
  none: (value) => value,
};
