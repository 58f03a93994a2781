import { generateKeyPairSync } from 'node:crypto';
import { readZatcaPhase2Qr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { invoiceHash } from './invoice-hash.ts';
import { sdkCertificateText, sdkPrivateKeyText, sdkSample } from './sdk-test-data.ts';
import {
  certificateHash,
  certificateSignature,
  publicKeyBytes,
  readCertificate,
  readPrivateKey,
  signedPropertiesHash,
  verifyInvoiceSignature,
} from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { elements, parseXml, text } from './xml.ts';

const SIMPLIFIED = 'Simplified/Invoice/Simplified_Invoice.xml';
const privateKey = readPrivateKey(sdkPrivateKeyText);
const certificate = readCertificate(sdkCertificateText);
const signingTime = new Date('2026-11-29T01:02:03.456Z');

/** A signed sample as it was before signing: no UBL extensions, no QR reference (and no cac:Signature). */
function unsigned(xml: string, { keepSignature = true } = {}): string {
  let result = xml
    .replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '')
    .replace(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    );
  if (!keepSignature) result = result.replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '');
  expect(result).not.toContain('SignatureValue');
  expect(result).not.toContain('<cbc:ID>QR</cbc:ID>');
  return result;
}

/** Checks a stamped document the way ZATCA does: hash, signature, digests, QR. */
function checkStamped(xml: string) {
  const document = parseXml(xml);
  const hash = invoiceHash(xml);
  const embedded = readCertificate(text('//ds:X509Certificate', document));
  const signatureValue = text('//ds:SignatureValue', document);
  expect(text("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", document)).toBe(hash);
  expect(verifyInvoiceSignature(hash, signatureValue, embedded)).toBe(true);
  expect(text('//xades:CertDigest/ds:DigestValue', document)).toBe(certificateHash(embedded));
  const [signedProperties] = elements('//xades:SignedProperties', document);
  expect(text("//ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue", document)).toBe(
    signedPropertiesHash(signedProperties as Element),
  );
  expect(elements('/*/ext:UBLExtensions', document)).toHaveLength(1);
  expect(elements('/*/cac:Signature', document)).toHaveLength(1);
  const qrs = elements("/*/cac:AdditionalDocumentReference[cbc:ID='QR']", document);
  expect(qrs).toHaveLength(1);
  const qr = readZatcaPhase2Qr(text('.//cbc:EmbeddedDocumentBinaryObject', qrs[0] as Element));
  expect(qr.invoiceHash).toBe(hash);
  expect(qr.signature).toBe(signatureValue);
  expect(qr.publicKey).toEqual(publicKeyBytes(embedded));
  return { document, hash, signatureValue, qr };
}

describe('stampInvoice', () => {
  it('stamps the SDK sample stripped of its stamp: same hash, a signature that verifies, the phase-2 QR', () => {
    const sample = sdkSample(SIMPLIFIED);
    const before = unsigned(sample);
    const stamped = stampInvoice(before, { certificate, privateKey, signingTime });
    const { hash, qr, document } = checkStamped(stamped.xml);
    expect(hash).toBe(invoiceHash(before));
    expect(hash).toBe(invoiceHash(sample));
    expect(stamped.invoiceHash).toBe(hash);
    expect(text('//xades:SigningTime', document)).toBe('2026-11-29T01:02:03Z');
    expect(text('//ds:X509Certificate', document)).toBe(certificate.base64);
    expect(qr.certificateSignature).toEqual(certificateSignature(certificate));
    // Tags 1–5 as in the SDK's own QR code of this invoice.
    const sampleQr = readZatcaPhase2Qr(
      text(
        "//cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject",
        parseXml(sample),
      ),
    );
    expect(qr).toMatchObject({
      sellerName: sampleQr.sellerName,
      vatNumber: sampleQr.vatNumber,
      timestamp: sampleQr.timestamp,
      total: sampleQr.total,
      vat: sampleQr.vat,
    });
    expect(stamped.qr).toBe(
      text("//cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject", document),
    );
  });

  it('gives back the SDK sample byte for byte but for the signature, with the sample’s certificate and time', () => {
    const sample = sdkSample(SIMPLIFIED);
    const sampleDocument = parseXml(sample);
    const stamped = stampInvoice(unsigned(sample), {
      certificate: readCertificate(text('//ds:X509Certificate', sampleDocument)),
      privateKey,
      signingTime: new Date(text('//xades:SigningTime', sampleDocument)),
    });
    const { signatureValue } = checkStamped(stamped.xml);
    const sampleQr = text(
      "//cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject",
      sampleDocument,
    );
    const sampleSignature = text('//ds:SignatureValue', sampleDocument);
    const withSampleSignature = stamped.xml
      .replace(signatureValue, sampleSignature)
      .replace(stamped.qr, sampleQr);
    expect(withSampleSignature).toBe(sample.replace(/\n\s*<!--[^>]*-->/, ''));
  });

  it('adds the cac:Signature when the document lacks it, and stamps a standard invoice without QR tag 9', () => {
    const standard = unsigned(
      sdkSample('Standard/Invoice/Additional_Standard_Invoices/Standard_Invoice_USD.xml'),
      { keepSignature: false },
    );
    const stamped = stampInvoice(standard, { certificate, privateKey, signingTime });
    const { qr, hash } = checkStamped(stamped.xml);
    expect(hash).toBe(invoiceHash(standard));
    expect(qr.certificateSignature).toBeUndefined();
    expect(qr.vat).toBe('144.9');
  });

  it('stamps a stamped document afresh, leaving one stamp', () => {
    const first = stampInvoice(unsigned(sdkSample(SIMPLIFIED)), { certificate, privateKey, signingTime });
    const second = stampInvoice(first.xml, {
      certificate,
      privateKey,
      signingTime: new Date('2026-12-01T00:00:00Z'),
    });
    const { hash, document } = checkStamped(second.xml);
    expect(hash).toBe(first.invoiceHash);
    expect(text('//xades:SigningTime', document)).toBe('2026-12-01T00:00:00Z');
  });

  it('refuses a key that is not the certificate’s, and a document without ICV and PIH references', () => {
    const { privateKey: otherKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    expect(() =>
      stampInvoice(unsigned(sdkSample(SIMPLIFIED)), { certificate, privateKey: otherKey, signingTime }),
    ).toThrow(/does not belong/);
    const bare = unsigned(sdkSample(SIMPLIFIED)).replace(
      /<cac:AdditionalDocumentReference>[\s\S]*?<\/cac:AdditionalDocumentReference>/g,
      '',
    );
    expect(() => stampInvoice(bare, { certificate, privateKey, signingTime })).toThrow(
      /AdditionalDocumentReference/,
    );
  });
});
