/**
 * Saudi mobile display rules (SPEC §5): the input shows a fixed +966 prefix, accepts digits only,
 * at most 10 digits when starting with 05 and 9 otherwise, grouped as xxx-xxx-xxx. The stored value
 * carries 966; it is stripped for display and added on submit when missing.
 */
export const PHONE_PREFIX = '966';

export function phoneMaxDigits(digits: string): number {
  return digits.startsWith('05') ? 10 : 9;
}

/** Keep digits only, cut to the allowed length and group them 3-3-rest. */
export function formatPhoneInput(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  const cut = digits.slice(0, phoneMaxDigits(digits));
  const groups = [cut.slice(0, 3), cut.slice(3, 6), cut.slice(6)].filter(Boolean);
  return groups.join('-');
}

/** Stored `9665XXXXXXXX` (or `+966…`, `00966…`) → what the input shows (`5XX-XXX-XXX`). */
export function phoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/\D/g, '').replace(/^(00)?966/, '');
  return formatPhoneInput(digits);
}

/** What the input holds → `9665XXXXXXXX`; empty stays empty. */
export function phoneForSubmit(display: string | null | undefined): string {
  const digits = (display ?? '').replace(/\D/g, '').replace(/^0/, '');
  if (!digits) return '';
  return digits.startsWith(PHONE_PREFIX) ? digits : `${PHONE_PREFIX}${digits}`;
}
