import { readZatcaPhase2Qr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { validateInvoices } from '../../test/zatca-validator.ts';
import { invoiceHash } from './invoice-hash.ts';
import { sdkCertificateText, sdkPrivateKeyText } from './sdk-test-data.ts';
import { readCertificate, readPrivateKey, verifyInvoiceSignature } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { saleDocument } from './test-kit.ts';
import { ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';
import { parseXml, text as xpathText } from './xml.ts';

/**
 * A sale's document as Sufra issues it: built from the order (ubl-document.ts), then stamped with
 * the unit's certificate and key (here the SDK's test ones): its hash and signature hold, and the
 * QR carries the seller, the time, the total and the VAT of the document.
 */
const certificate = readCertificate(sdkCertificateText);
const privateKey = readPrivateKey(sdkPrivateKeyText);

const sale = saleDocument(
  [
    { name: 'شاورما دجاج', quantity: 3, unitPrice: 1_500, taxRate: '15.00' },
    { name: 'عصير برتقال', quantity: 2, unitPrice: 900, taxRate: '15.00' },
  ],
  500,
  {
    number: 'ORD-261129-0007',
    uuid: '6f4d20e0-6bfe-4a80-9389-7dabe6d7e2a3',
    issueTime: '20:15:00',
    paymentMeans: 'cash',
  },
);

describe('a sale’s stamped document', () => {
  it('keeps its hash through the stamp, carries a signature that verifies and a QR of its figures', () => {
    const unsigned = ublDocument(sale);
    const stamped = stampInvoice(unsigned, {
      certificate,
      privateKey,
      signingTime: new Date('2026-11-29T17:15:01Z'),
    });
    expect(invoiceHash(stamped.xml)).toBe(invoiceHash(unsigned));
    expect(stamped.invoiceHash).toBe(invoiceHash(unsigned));
    const document = parseXml(stamped.xml);
    const signature = xpathText('//ds:SignatureValue', document);
    expect(verifyInvoiceSignature(stamped.invoiceHash, signature, certificate)).toBe(true);
    const qr = readZatcaPhase2Qr(stamped.qr);
    // 3 × 15.00 + 2 × 9.00 = 63.00, less 5.00: 58.00, VAT 8.70, total 66.70
    expect(qr).toMatchObject({
      sellerName: 'مطعم بيت الشاورما',
      vatNumber: '399999999900003',
      total: '66.70',
      vat: '8.70',
      invoiceHash: stamped.invoiceHash,
      signature,
    });
    expect(qr.timestamp).toMatch(/^2026-11-29T20:15:00/);
    expect(qr.certificateSignature).toBeDefined();
    expect(
      xpathText("//cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject", document),
    ).toBe(stamped.qr);
  });

  it('passes ZATCA’s schema and both rule sets, as an invoice and as a credit note for it', async () => {
    const stamp = (input: ZatcaDocumentInput) =>
      stampInvoice(ublDocument(input), {
        certificate,
        privateKey,
        signingTime: new Date('2026-11-29T17:15:01Z'),
      }).xml;
    const verdicts = await validateInvoices([
      stamp(sale),
      stamp({
        ...sale,
        kind: 'credit-note',
        number: 'CN-261129-0001',
        uuid: '0b0f8e0e-4a51-4c37-a3a6-3f1f6d0b2b71',
        counter: 2,
        correcting: { number: sale.number, reason: 'إلغاء الطلب بعد التسليم' },
      }),
    ]);
    expect(verdicts).toEqual([
      { schemaErrors: [], errors: [], warnings: [] },
      { schemaErrors: [], errors: [], warnings: [] },
    ]);
  });

  it('with 0 % lines (not subject to VAT): all of them, or mixed with 15 %, passes the schema and both rule sets', async () => {
    const stamp = (input: ZatcaDocumentInput | string) =>
      stampInvoice(typeof input === 'string' ? input : ublDocument(input), {
        certificate,
        privateKey,
        signingTime: new Date('2026-11-29T17:15:01Z'),
      }).xml;
    const water = { name: 'ماء', quantity: 3, unitPrice: 150, taxRate: '0.00' };
    const allZero = saleDocument([water, { ...water, name: 'خبز', unitPrice: 100 }], 120, {
      uuid: '5a0e9d55-0c1b-4a4f-8a55-0d2f7c3e9b10',
    });
    const mixed = saleDocument([sale.lines[0] as ZatcaDocumentInput['lines'][number], water], 333, {
      uuid: '9d3c3f0e-5f64-4f0b-b2f5-6f9a4d1e2c77',
    });
    const credit: ZatcaDocumentInput = {
      ...allZero,
      kind: 'credit-note',
      number: 'CN-261129-0002',
      uuid: '2e7f4b6a-8c1d-4e3f-9a0b-7c6d5e4f3a21',
      counter: 2,
      correcting: { number: allZero.number, reason: 'إلغاء الطلب بعد التسليم' },
    };
    // The reason code is what ZATCA checks of an O breakdown: without it, BR-KSA-24.
    const withoutReason = ublDocument(allZero).replace(
      /\s*<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/,
      '',
    );
    expect(withoutReason).not.toContain('VATEX-SA-OOS');
    const verdicts = await validateInvoices([allZero, mixed, credit, withoutReason].map(stamp));
    const clean = { schemaErrors: [], errors: [], warnings: [] };
    expect(verdicts.slice(0, 3)).toEqual([clean, clean, clean]);
    expect(verdicts[3]?.schemaErrors).toEqual([]);
    expect(verdicts[3]?.errors).toEqual([]);
    expect(verdicts[3]?.warnings.map((rule) => rule.id)).toEqual(['BR-KSA-24']);
    // A document with only 0 % lines carries no VAT, and its QR says so.
    // 3 × 1.50 + 3 × 1.00 = 7.50, less 1.20: 6.30, no VAT
    const qr = stampInvoice(ublDocument(allZero), { certificate, privateKey, signingTime: new Date() }).qr;
    expect(readZatcaPhase2Qr(qr)).toMatchObject({ vat: '0.00', total: '6.30' });
  });

  it('chains: the next document’s previous hash is this one’s hash', () => {
    const first = stampInvoice(ublDocument(sale), { certificate, privateKey, signingTime: new Date() });
    const second = stampInvoice(
      ublDocument({
        ...sale,
        number: 'ORD-261129-0008',
        uuid: 'b1c1d8a2-5c4e-4b0e-9a9e-0e6f0a7d3c11',
        counter: 2,
        previousHash: first.invoiceHash,
      }),
      { certificate, privateKey, signingTime: new Date() },
    );
    const document = parseXml(second.xml);
    expect(
      xpathText(
        "//cac:AdditionalDocumentReference[cbc:ID='PIH']//cbc:EmbeddedDocumentBinaryObject",
        document,
      ),
    ).toBe(first.invoiceHash);
    expect(xpathText("//cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID", document)).toBe('2');
    expect(second.invoiceHash).not.toBe(first.invoiceHash);
  });
});
