import { X509Certificate } from 'node:crypto';
import { readZatcaPhase2Qr, zatcaPhase2Qr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { invoiceHash } from './invoice-hash.ts';
import { sdkCertificateText, sdkPrivateKeyText, sdkSample, WHOLE } from './sdk-test-data.ts';
import {
  certificateHash,
  certificateSignature,
  issuerName,
  keyMatchesCertificate,
  publicKeyBytes,
  readCertificate,
  readPrivateKey,
  serialNumber,
  signatureExtension,
  signedPropertiesHash,
  signInvoiceHash,
  verifyInvoiceSignature,
  withUblPrefixes,
} from './signature.ts';
import { qrFields } from './stamp.ts';
import { elements, parseXml, text } from './xml.ts';

/** What a signed sample carries, read with plain XPath. */
function stampOf(xml: string) {
  const document = parseXml(xml);
  const signedProperties = elements('//xades:SignedProperties', document)[0];
  if (!signedProperties) throw new Error('unsigned sample');
  return {
    document,
    signedProperties,
    invoiceDigest: text("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", document),
    propertiesDigest: text("//ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue", document),
    signatureValue: text('//ds:SignatureValue', document),
    certificate: readCertificate(text('//ds:X509Certificate', document)),
    certificateDigest: text('//xades:CertDigest/ds:DigestValue', document),
    issuer: text('//ds:X509IssuerName', document),
    serial: text('//ds:X509SerialNumber', document),
    signingTime: text('//xades:SigningTime', document),
    qr: text("/*/cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject", document),
  };
}

describe('XAdES signature of an invoice (ZATCA)', () => {
  it.each(WHOLE)('reproduces every digest of %s and verifies its signature', (path) => {
    const stamp = stampOf(sdkSample(path));
    expect(certificateHash(stamp.certificate)).toBe(stamp.certificateDigest);
    expect(signedPropertiesHash(stamp.signedProperties)).toBe(stamp.propertiesDigest);
    expect(issuerName(stamp.certificate)).toBe(stamp.issuer);
    expect(serialNumber(stamp.certificate)).toBe(stamp.serial);
    // The public key of the certificate, with node:crypto's own X509Certificate.
    const certificate = new X509Certificate(Buffer.from(stamp.certificate.base64, 'base64'));
    expect(
      verifyInvoiceSignature(stamp.invoiceDigest, stamp.signatureValue, {
        ...stamp.certificate,
        x509: certificate,
      }),
    ).toBe(true);
    expect(
      verifyInvoiceSignature(invoiceHash(sdkSample(path)), stamp.signatureValue, stamp.certificate),
    ).toBe(true);
  });

  it('verifies no signature over another hash, and no signed properties changed by a space', () => {
    const stamp = stampOf(sdkSample('Simplified/Invoice/Simplified_Invoice.xml'));
    const other = invoiceHash(sdkSample('Simplified/Credit/Simplified_Credit_Note.xml'));
    expect(verifyInvoiceSignature(other, stamp.signatureValue, stamp.certificate)).toBe(false);
    const time = elements('.//xades:SigningTime', stamp.signedProperties)[0];
    time?.parentNode?.insertBefore(stamp.document.createTextNode(' '), time);
    expect(signedPropertiesHash(stamp.signedProperties)).not.toBe(stamp.propertiesDigest);
  });

  it('signs a sample again with the SDK test key, and its certificate verifies the signature', () => {
    const key = readPrivateKey(sdkPrivateKeyText);
    const certificate = readCertificate(sdkCertificateText);
    expect(keyMatchesCertificate(key, certificate)).toBe(true);
    const hash = invoiceHash(sdkSample('Simplified/Invoice/Simplified_Invoice.xml'));
    const signature = signInvoiceHash(hash, key);
    expect(verifyInvoiceSignature(hash, signature, certificate)).toBe(true);
    // ECDSA draws a new nonce each time: the signatures differ, both verify.
    const again = signInvoiceHash(hash, key);
    expect(again).not.toBe(signature);
    expect(verifyInvoiceSignature(hash, again, certificate)).toBe(true);
    // The SDK sample's certificate holds the same key pair as the SDK's cert.pem.
    const sampleCertificate = stampOf(sdkSample('Simplified/Invoice/Simplified_Invoice.xml')).certificate;
    expect(verifyInvoiceSignature(hash, signature, sampleCertificate)).toBe(true);
  });

  it('reads the key as PEM too, refuses another curve, and never quotes a key it cannot read', () => {
    const key = readPrivateKey(sdkPrivateKeyText);
    const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(keyMatchesCertificate(readPrivateKey(pem), readCertificate(sdkCertificateText))).toBe(true);
    const pkcs8 = key.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(keyMatchesCertificate(readPrivateKey(pkcs8), readCertificate(sdkCertificateText))).toBe(true);
    const broken = sdkPrivateKeyText.slice(0, 40);
    expect(() => readPrivateKey(broken)).toThrow(/cannot be read/);
    try {
      readPrivateKey(broken);
    } catch (error) {
      expect(String(error)).not.toContain(broken.slice(8, 30));
    }
  });

  it('writes the signature block the SDK writes, whose digests check out', () => {
    const sample = sdkSample('Simplified/Invoice/Simplified_Invoice.xml');
    const stamp = stampOf(sample);
    const block = signatureExtension({
      invoiceHash: stamp.invoiceDigest,
      signatureValue: stamp.signatureValue,
      certificate: stamp.certificate,
      signingTime: new Date(stamp.signingTime),
    });
    // Line for line the sample's block, less the SDK's comment.
    const sampleBlock = sample.slice(
      sample.indexOf('<ext:UBLExtensions>'),
      sample.indexOf('</ext:UBLExtensions>') + 20,
    );
    expect(block).toBe(sampleBlock.replace(/\n\s*<!--[^>]*-->/, ''));
    const [signedProperties] = elements('//xades:SignedProperties', parseXml(withUblPrefixes(block)));
    expect(signedPropertiesHash(signedProperties as Element)).toBe(stamp.propertiesDigest);
  });
});

describe('phase-2 QR code of the SDK samples', () => {
  it.each(WHOLE)('%s: tags 6–9 are the hash, signature, public key and certificate signature', (path) => {
    const xml = sdkSample(path);
    const stamp = stampOf(xml);
    const fields = readZatcaPhase2Qr(stamp.qr);
    expect(fields.invoiceHash).toBe(invoiceHash(xml));
    expect(fields.signature).toBe(stamp.signatureValue);
    expect(fields.publicKey).toEqual(publicKeyBytes(stamp.certificate));
    // Tag 9 on simplified documents only.
    if (path.startsWith('Simplified/'))
      expect(fields.certificateSignature).toEqual(certificateSignature(stamp.certificate));
    else expect(fields.certificateSignature).toBeUndefined();
    // Tags 1–5 as the document says, and the whole code written again byte for byte.
    expect(fields).toMatchObject(qrFields(stamp.document));
    expect(zatcaPhase2Qr(fields)).toBe(stamp.qr);
  });

  it('takes the certificate signature out of the certificate DER', () => {
    const certificate = readCertificate(sdkCertificateText);
    const signature = certificateSignature(certificate);
    expect(signature[0]).toBe(0x30); // a DER ECDSA-Sig-Value SEQUENCE
    expect(signature).toHaveLength(2 + (signature[1] ?? 0));
    expect(publicKeyBytes(certificate)).toHaveLength(88);
    expect(() =>
      certificateSignature({
        ...certificate,
        x509: { raw: Buffer.from([0x30, 0x05, 1]) } as X509Certificate,
      }),
    ).toThrow(/cut short/);
  });
});
