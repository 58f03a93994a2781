import { describe, expect, it } from 'vitest';
import { readZatcaQr, riyadhTimestamp, zatcaQr } from './zatca.ts';

const bytesOf = (payload: string) => Array.from(atob(payload), (char) => char.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('ZATCA phase-1 QR', () => {
  it('writes each field as tag, UTF-8 byte length and bytes, in Base64', () => {
    const payload = zatcaQr({
      sellerName: 'Bob',
      vatNumber: '300000000000003',
      timestamp: '2026-11-24T21:05:00+03:00',
      total: '115.00',
      vat: '15.00',
    });
    const bytes = bytesOf(payload);
    // tag 1, 3 bytes "Bob"; tag 2, 15 bytes; tag 3, 25 bytes; tag 4, 6 bytes; tag 5, 5 bytes
    expect(bytes.slice(0, 5)).toEqual([1, 3, 0x42, 0x6f, 0x62]);
    expect(bytes.slice(5, 7)).toEqual([2, 15]);
    expect(bytes.slice(22, 24)).toEqual([3, 25]);
    expect(bytes.slice(49, 51)).toEqual([4, 6]);
    expect(bytes.slice(57, 59)).toEqual([5, 5]);
    expect(new TextDecoder().decode(Uint8Array.from(bytes.slice(59)))).toBe('15.00');
    expect(bytes).toHaveLength(64);
  });

  it('matches the published English example (Bobs Records)', () => {
    const payload = zatcaQr({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vat: '150.00',
    });
    expect(payload).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts an Arabic name in bytes, not letters, and reads it back', () => {
    const sellerName = 'بيت الشاورما';
    const payload = zatcaQr({
      sellerName,
      vatNumber: '300123456700003',
      timestamp: '2026-11-24T21:05:00+03:00',
      total: '23.00',
      vat: '3.00',
    });
    const bytes = bytesOf(payload);
    expect(sellerName.length).toBe(12);
    expect(bytes[1]).toBe(23); // 11 Arabic letters of 2 bytes and one space
    expect(bytes.slice(2, 25)).toEqual([...utf8(sellerName)]);
    expect(readZatcaQr(payload)).toEqual({
      sellerName,
      vatNumber: '300123456700003',
      timestamp: '2026-11-24T21:05:00+03:00',
      total: '23.00',
      vat: '3.00',
    });
  });

  it('refuses a value over 255 bytes and reads no cut payload', () => {
    expect(() =>
      zatcaQr({ sellerName: 'ش'.repeat(128), vatNumber: '3', timestamp: 't', total: '1', vat: '0' }),
    ).toThrow(/255 bytes/);
    expect(
      zatcaQr({ sellerName: 'ش'.repeat(127), vatNumber: '3', timestamp: 't', total: '1', vat: '0' }),
    ).toBeTypeOf('string');
    expect(() => readZatcaQr(btoa(String.fromCharCode(1, 10, 65)))).toThrow(/cut short/);
  });

  it('writes the time in Riyadh with its offset', () => {
    expect(riyadhTimestamp(new Date('2026-11-24T18:05:09.500Z'))).toBe('2026-11-24T21:05:09+03:00');
    expect(riyadhTimestamp(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T01:30:00+03:00');
  });
});
