import { describe, expect, it } from 'vitest';
import { readZatcaPhase2Qr, readZatcaQr, riyadhTimestamp, zatcaPhase2Qr, zatcaQr } from './zatca.ts';

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

describe('ZATCA phase-2 QR', () => {
  const phase1 = {
    sellerName: 'بيت الشاورما',
    vatNumber: '300123456700003',
    timestamp: '2026-11-24T21:05:00Z',
    total: '23.00',
    vat: '3.00',
  };
  const stamp = {
    invoiceHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
    signature:
      'MEUCIQCojlvoB6kEoxZCsjf+FXrTnemuJi9p6CE98xXhG5am9AIgSzZWX3iRkNW5Gh6cTA7JvA3K9GZ6Ip1lvQ0Jen3r09E=',
    publicKey: Uint8Array.from({ length: 88 }, (_, index) => index),
  };

  it('writes tags 6 and 7 as Base64 text, 8 and 9 as bytes, after the five phase-1 fields', () => {
    const certificateSignature = Uint8Array.from([0x30, 0x02, 0x05, 0x00]);
    const payload = zatcaPhase2Qr({ ...phase1, ...stamp, certificateSignature });
    const bytes = bytesOf(payload);
    const phase1Bytes = bytesOf(zatcaQr(phase1));
    expect(bytes.slice(0, phase1Bytes.length)).toEqual(phase1Bytes);
    let at = phase1Bytes.length;
    expect(bytes.slice(at, at + 2)).toEqual([6, 44]);
    expect(bytes.slice(at + 2, at + 46)).toEqual([...utf8(stamp.invoiceHash)]);
    at += 46;
    expect(bytes.slice(at, at + 2)).toEqual([7, 96]);
    at += 98;
    expect(bytes.slice(at, at + 2)).toEqual([8, 88]);
    expect(bytes.slice(at + 2, at + 90)).toEqual([...stamp.publicKey]);
    at += 90;
    expect(bytes.slice(at)).toEqual([9, 4, 0x30, 0x02, 0x05, 0x00]);
    expect(readZatcaPhase2Qr(payload)).toEqual({ ...phase1, ...stamp, certificateSignature });
    // A phase-1 reader still reads its five fields from a phase-2 code.
    expect(readZatcaQr(payload)).toEqual(phase1);
  });

  it('leaves tag 9 out when there is no certificate signature (standard invoices)', () => {
    const payload = zatcaPhase2Qr({ ...phase1, ...stamp });
    expect(readZatcaPhase2Qr(payload)).toEqual({ ...phase1, ...stamp });
    expect(bytesOf(payload).at(-90)).toBe(8);
  });

  it('refuses a phase-1 code as phase 2, and a value over 255 bytes', () => {
    expect(() => readZatcaPhase2Qr(zatcaQr(phase1))).toThrow(/lacks tag 6/);
    expect(() => zatcaPhase2Qr({ ...phase1, ...stamp, publicKey: new Uint8Array(256) })).toThrow(
      /publicKey is longer than 255 bytes/,
    );
  });
});
