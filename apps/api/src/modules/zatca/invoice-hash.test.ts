import { createHash } from 'node:crypto';
import { readZatcaPhase2Qr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { FIRST_PREVIOUS_HASH, invoiceHash } from './invoice-hash.ts';
import { sdkFirstPreviousHash, sdkSample, sdkSamples, WHOLE } from './sdk-test-data.ts';
import { readCertificate, verifyInvoiceSignature } from './signature.ts';
import { parseXml, text } from './xml.ts';

const digestValue = (xml: string) =>
  text("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", parseXml(xml));
const qrHash = (xml: string) =>
  readZatcaPhase2Qr(
    text("/*/cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject", parseXml(xml)),
  ).invoiceHash;

/**
 * Every signed SDK sample, by what its stamp was computed over. Where the sample's DigestValue is not
 * the hash of the document as it stands, the reason is in the sample itself.
 */
const SAME_HASH = [
  ...WHOLE,
  // Signed by another certificate than the one embedded, but over this very document.
  'Standard/Invoice/Additional_Standard_Invoices/Exempt_Standard_Invoice.xml',
  'Standard/Invoice/Additional_Standard_Invoices/Zero_Rate_Standard_Invoice.xml',
];
/** Edited after signing to break business rules: the stamp (DigestValue, QR, signature) is the earlier version's. */
const EDITED_AFTER_SIGNING = [
  'Simplified/Credit/Simplified_Credit_Note_Error.xml',
  'Simplified/Debit/Simplified_Debit_Note_Error.xml',
  'Simplified/Invoice/Simplified_Invoice_Error.xml',
];
/** Copies of one stamp pasted into two different documents (their DigestValues are equal). */
const PASTED = [
  'Standard/Invoice/Sample Invoice[Advance Payements] - 1.xml',
  'Standard/Invoice/Sample Invoice[Advance Payements] - 2.xml',
];
/** Its DigestValue was left from an earlier version, but its QR hash and its signature are this document's. */
const STALE_DIGEST = 'Standard/Invoice/Standard_Invoice.xml';

describe('invoice hash (ZATCA security features standard)', () => {
  it('accounts for every SDK sample', () => {
    expect([...SAME_HASH, ...EDITED_AFTER_SIGNING, ...PASTED, STALE_DIGEST].sort()).toEqual([
      ...sdkSamples.keys(),
    ]);
  });

  it.each(SAME_HASH)('reproduces the DigestValue and QR tag 6 of %s byte for byte', (path) => {
    const xml = sdkSample(path);
    expect(invoiceHash(xml)).toBe(digestValue(xml));
    expect(qrHash(xml)).toBe(digestValue(xml));
  });

  it('reproduces the hash that Standard_Invoice.xml is signed over and its QR carries', () => {
    const xml = sdkSample(STALE_DIGEST);
    const hash = invoiceHash(xml);
    expect(hash).not.toBe(digestValue(xml));
    expect(qrHash(xml)).toBe(hash);
    const certificate = readCertificate(text('//ds:X509Certificate', parseXml(xml)));
    expect(verifyInvoiceSignature(hash, text('//ds:SignatureValue', parseXml(xml)), certificate)).toBe(true);
  });

  it.each(EDITED_AFTER_SIGNING)('sees that %s changed after it was signed', (path) => {
    const xml = sdkSample(path);
    const certificate = readCertificate(text('//ds:X509Certificate', parseXml(xml)));
    expect(
      verifyInvoiceSignature(digestValue(xml), text('//ds:SignatureValue', parseXml(xml)), certificate),
    ).toBe(true);
    expect(invoiceHash(xml)).not.toBe(digestValue(xml));
  });

  it('sees that the advance-payment samples carry a stamp not theirs', () => {
    const [first = '', second = ''] = PASTED.map(sdkSample);
    expect(digestValue(first)).toBe(digestValue(second));
    expect(invoiceHash(first)).not.toBe(invoiceHash(second));
    expect(invoiceHash(first)).not.toBe(digestValue(first));
  });

  it('leaves out exactly the UBL extensions, the cac:Signature and the QR reference', () => {
    const xml = sdkSample('Simplified/Invoice/Simplified_Invoice.xml');
    const hash = invoiceHash(xml);
    expect(invoiceHash(xml.replace('<ds:SignatureValue>MEUC', '<ds:SignatureValue>XXXX'))).toBe(hash);
    expect(
      invoiceHash(
        xml.replace(
          '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">ARNB',
          '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">XXXX',
        ),
      ),
    ).toBe(hash);
    expect(invoiceHash(xml.replace('<cbc:SignatureMethod>urn:', '<cbc:SignatureMethod>x:'))).toBe(hash);
    // Everything else counts, the PIH reference and whitespace included; the attribute order does not.
    expect(invoiceHash(xml.replace('<cbc:ID>SME00010</cbc:ID>', '<cbc:ID>SME00011</cbc:ID>'))).not.toBe(hash);
    expect(
      invoiceHash(
        xml.replace(
          '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">NWZl',
          '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">MWZl',
        ),
      ),
    ).not.toBe(hash);
    expect(invoiceHash(xml.replace('<cbc:ProfileID>', ' <cbc:ProfileID>'))).not.toBe(hash);
    expect(invoiceHash(xml.replace('<?xml version="1.0" encoding="UTF-8"?>\n', ''))).toBe(hash);
  });

  it('starts a unit’s chain with the SDK’s first previous hash, the hex SHA-256 of "0" in Base64', () => {
    expect(FIRST_PREVIOUS_HASH).toBe(sdkFirstPreviousHash);
    expect(FIRST_PREVIOUS_HASH).toBe(
      Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64'),
    );
  });

  it('refuses malformed XML', () => {
    for (const xml of ['<Invoice><cbc:ID>1</Invoice>', '<a><b></a>', 'junk', ''])
      expect(() => invoiceHash(xml)).toThrow(/Malformed XML/);
  });
});
