import { describe, expect, it } from 'vitest';
import { decimal2, digitsOnly, numeric, plainText } from './input-filters.ts';
import { formatPhoneInput, phoneForDisplay, phoneForSubmit, phoneMaxDigits } from './phone.ts';

describe('input filters (SPEC §5)', () => {
  it('digits only', () => {
    expect(digitsOnly('05a5-12 3')).toBe('055123');
    expect(digitsOnly(undefined)).toBe('');
  });

  it('numbers keep digits and one dot', () => {
    expect(numeric('1a2.3.4')).toBe('12.34');
    expect(numeric(12.5)).toBe('12.5');
  });

  it('decimals keep 2 places', () => {
    expect(decimal2('12.3456')).toBe('12.34');
    expect(decimal2('abc99.9x')).toBe('99.9');
    expect(decimal2('7')).toBe('7');
  });

  it('default text keeps Latin and Arabic letters, digits and spaces; plus signs go', () => {
    expect(plainText('Riyadh +966 <b>!')).toBe('Riyadh 966 b');
    expect(plainText('الرياض ١٢٣ - حي')).toBe('الرياض ١٢٣  حي');
  });
});

describe('Saudi mobile display (SPEC §5)', () => {
  it('allows 10 digits from 05, 9 otherwise, grouped xxx-xxx-xxx', () => {
    expect(phoneMaxDigits('05')).toBe(10);
    expect(phoneMaxDigits('5')).toBe(9);
    expect(formatPhoneInput('512345678999')).toBe('512-345-678');
    expect(formatPhoneInput('0512345678')).toBe('051-234-5678');
    expect(formatPhoneInput('5a1')).toBe('51');
  });

  it('strips 966 for display and adds it on submit', () => {
    expect(phoneForDisplay('966512345678')).toBe('512-345-678');
    expect(phoneForDisplay('+966512345678')).toBe('512-345-678');
    expect(phoneForDisplay('00966512345678')).toBe('512-345-678');
    expect(phoneForSubmit('512-345-678')).toBe('966512345678');
    expect(phoneForSubmit('051-234-5678')).toBe('966512345678');
    expect(phoneForSubmit('')).toBe('');
  });
});
