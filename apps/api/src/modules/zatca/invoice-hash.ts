/**
 * The invoice hash of ZATCA's "E-invoice security features implementation standard": the document
 * without its UBL extensions (the signature), its `cac:Signature` and its QR reference, in canonical
 * form, hashed with SHA-256 and written in Base64. It is the `ds:DigestValue` of the signature's
 * `invoiceSignedData` reference, QR tag 6, and the next document's previous-invoice hash (PIH).
 */
import { createHash } from 'node:crypto';
import { canonical, elements, parseXml } from './xml.ts';

/**
 * The parts the signature's XPath transforms leave out: `not(//ancestor-or-self::ext:UBLExtensions)`,
 * `…::cac:Signature` and `…::cac:AdditionalDocumentReference[cbc:ID='QR']` (ZATCA's SDK drops the
 * document's own `cac:Signature`, and the reference whose ID is QR once trimmed).
 */
export const UNSIGNED_PARTS =
  "//ext:UBLExtensions | /*/cac:Signature | /*/cac:AdditionalDocumentReference[normalize-space(cbc:ID)='QR']";

/** Removes the parts the hash leaves out, in place (the whitespace around them stays, as ZATCA's). */
export function removeUnsignedParts(document: Document): void {
  for (const node of elements(UNSIGNED_PARTS, document)) node.parentNode?.removeChild(node);
}

/** The Base64 SHA-256 invoice hash of a UBL invoice, credit or debit note. */
export function invoiceHash(xml: string): string {
  const document = parseXml(xml);
  removeUnsignedParts(document);
  return createHash('sha256').update(canonical(document.documentElement), 'utf8').digest('base64');
}

/**
 * The previous-invoice hash of a unit's first document (the SDK's `PIH/pih.txt`): the Base64 of
 * the hex SHA-256 of "0".
 */
export const FIRST_PREVIOUS_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';
