/**
 * The ZATCA phase-1 QR code of a simplified tax invoice (DOMAIN.md "Tax invoice"): five TLV fields
 * — 1 seller name, 2 VAT registration number, 3 timestamp, 4 invoice total with VAT, 5 VAT total —
 * each a tag byte, a length byte and the value's UTF-8 bytes (so an Arabic name's length is its
 * byte count, not its letters), the whole Base64-encoded. Works in the browser and on the server.
 * `zatcaPhase2Qr` below writes the phase-2 code (tags 1–9).
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

type TlvEntry = readonly [tag: number, name: string, value: Uint8Array];

/** TLV: each value as a tag byte, a length byte and its bytes, the whole Base64-encoded. */
function encodeTlv(entries: readonly TlvEntry[]): string {
  const parts: number[] = [];
  for (const [tag, name, value] of entries) {
    if (value.length > 255) throw new Error(`ZATCA field ${name} is longer than 255 bytes`);
    parts.push(tag, value.length, ...value);
  }
  return toBase64(Uint8Array.from(parts));
}

/** The values of a TLV payload by tag; throws on a payload cut short. */
function decodeTlv(payload: string): Map<number, Uint8Array> {
  const bytes = fromBase64(payload);
  const values = new Map<number, Uint8Array>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    if (at + 2 + length > bytes.length) throw new Error('ZATCA payload is cut short');
    values.set(tag, bytes.slice(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return values;
}

function textEntries(fields: ZatcaFields): TlvEntry[] {
  const encoder = new TextEncoder();
  return ORDER.map((key, index) => [index + 1, key, encoder.encode(fields[key])]);
}

function readText(values: Map<number, Uint8Array>): ZatcaFields {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const field = (tag: number) => decoder.decode(required(values, tag));
  return { sellerName: field(1), vatNumber: field(2), timestamp: field(3), total: field(4), vat: field(5) };
}

function required(values: Map<number, Uint8Array>, tag: number): Uint8Array {
  const value = values.get(tag);
  if (value === undefined) throw new Error(`ZATCA payload lacks tag ${tag}`);
  return value;
}

/** The Base64 TLV payload of the QR code; a value over 255 bytes cannot be encoded. */
export function zatcaQr(fields: ZatcaFields): string {
  return encodeTlv(textEntries(fields));
}

/** The five fields back from a payload (tests, and anyone checking a printed code). */
export function readZatcaQr(payload: string): ZatcaFields {
  return readText(decodeTlv(payload));
}

/**
 * The phase-2 (integration phase) QR code adds the cryptographic stamp to the five fields, as
 * ZATCA's SDK writes it: 6 the invoice hash and 7 the ECDSA signature, each as the UTF-8 bytes of
 * its Base64 text (the document's `ds:DigestValue` and `ds:SignatureValue`); 8 the public key
 * (DER SubjectPublicKeyInfo bytes); 9, for simplified invoices only, the signature of ZATCA's CA
 * over the unit's certificate (DER bytes).
 */
export interface ZatcaPhase2Fields extends ZatcaFields {
  /** Base64 SHA-256 of the canonical invoice, e.g. "r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=". */
  invoiceHash: string;
  /** Base64 DER ECDSA signature of the invoice hash. */
  signature: string;
  publicKey: Uint8Array;
  /** Simplified invoices only; a standard (B2B) invoice's code stops at tag 8. */
  certificateSignature?: Uint8Array;
}

/** The Base64 TLV payload of a phase-2 QR code (tags 1–8, and 9 when a certificate signature is given). */
export function zatcaPhase2Qr(fields: ZatcaPhase2Fields): string {
  const encoder = new TextEncoder();
  const entries: TlvEntry[] = [
    ...textEntries(fields),
    [6, 'invoiceHash', encoder.encode(fields.invoiceHash)],
    [7, 'signature', encoder.encode(fields.signature)],
    [8, 'publicKey', fields.publicKey],
  ];
  if (fields.certificateSignature) entries.push([9, 'certificateSignature', fields.certificateSignature]);
  return encodeTlv(entries);
}

/** The phase-2 fields back from a payload; throws when a tag from 1 to 8 is missing. */
export function readZatcaPhase2Qr(payload: string): ZatcaPhase2Fields {
  const values = decodeTlv(payload);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const certificateSignature = values.get(9);
  return {
    ...readText(values),
    invoiceHash: decoder.decode(required(values, 6)),
    signature: decoder.decode(required(values, 7)),
    publicKey: required(values, 8),
    ...(certificateSignature ? { certificateSignature } : {}),
  };
}

/** ZATCA's timestamp is the invoice's time in Riyadh with its offset. */
export { riyadhTimestamp } from './riyadh.ts';
