/**
 * The ZATCA phase-1 QR code of a simplified tax invoice (DOMAIN.md "Tax invoice"): five TLV fields
 * — 1 seller name, 2 VAT registration number, 3 timestamp, 4 invoice total with VAT, 5 VAT total —
 * each a tag byte, a length byte and the value's UTF-8 bytes (so an Arabic name's length is its
 * byte count, not its letters), the whole Base64-encoded. Works in the browser and on the server.
 */
export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 with the offset, e.g. 2026-11-24T21:05:00+03:00. */
  timestamp: string;
  /** "115.00" */
  total: string;
  /** "15.00" */
  vat: string;
}

const ORDER: readonly (keyof ZatcaFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vat'];

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The Base64 TLV payload of the QR code; a value over 255 bytes cannot be encoded. */
export function zatcaQr(fields: ZatcaFields): string {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  ORDER.forEach((key, index) => {
    const value = encoder.encode(fields[key]);
    if (value.length > 255) throw new Error(`ZATCA field ${key} is longer than 255 bytes`);
    parts.push(index + 1, value.length, ...value);
  });
  return toBase64(Uint8Array.from(parts));
}

/** The five fields back from a payload (tests, and anyone checking a printed code). */
export function readZatcaQr(payload: string): ZatcaFields {
  const bytes = fromBase64(payload);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const values = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    if (at + 2 + length > bytes.length) throw new Error('ZATCA payload is cut short');
    values.set(tag, decoder.decode(bytes.slice(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  const field = (tag: number) => {
    const value = values.get(tag);
    if (value === undefined) throw new Error(`ZATCA payload lacks tag ${tag}`);
    return value;
  };
  return { sellerName: field(1), vatNumber: field(2), timestamp: field(3), total: field(4), vat: field(5) };
}

/** ZATCA's timestamp is the invoice's time in Riyadh with its offset. */
export { riyadhTimestamp } from './riyadh.ts';
