import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { commissionLine, monthName } from './commission-invoices.service.ts';
import { visualRuns } from './pdf-a3.ts';
import { commissionInvoicePdf } from './pdf-a3-commission-invoice.ts';
import { sdkCertificateText, sdkFirstPreviousHash, sdkPrivateKeyText } from './sdk-test-data.ts';
import { readCertificate, readPrivateKey } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { seller } from './test-kit.ts';
import { ublDocument } from './ubl-document.ts';

/**
 * The PDF/A-3b of a cleared commission invoice, parsed back: the embedded file is the cleared XML
 * byte for byte, named in the catalogue's AF with its relationship and MIME type; the XMP says
 * PDF/A part 3 conformance B; the output intent carries an sRGB ICC profile; every font is embedded.
 */

const clearedXml = stampInvoice(
  ublDocument({
    kind: 'invoice',
    profile: 'standard',
    number: 'SUFRA-C-202610-000042',
    uuid: '6f1c2a4e-8b3d-4f5a-9c7e-2d1b0a9f8e7d',
    issueDate: '2026-11-01',
    issueTime: '09:00:00',
    counter: 7,
    previousHash: sdkFirstPreviousHash,
    seller,
    buyer: { ...seller, name: 'مطاعم الريف الذهبي', vatNumber: '311111111100003' },
    lines: [{ name: commissionLine('2026-10', 'ar'), quantity: 1, unitPrice: 125_100, taxRate: '15.00' }],
    discount: 0,
    paymentMeans: 'transfer',
  }),
  {
    certificate: readCertificate(sdkCertificateText),
    privateKey: readPrivateKey(sdkPrivateKeyText),
    signingTime: new Date('2026-11-01T06:00:00Z'),
  },
).xml;

const pdfOf = () =>
  commissionInvoicePdf({
    clearedXml,
    number: 'SUFRA-C-202610-000042',
    month: '2026-10',
    monthNames: { ar: monthName('2026-10', 'ar'), en: monthName('2026-10', 'en') },
    ordersCount: 318,
    issuedAt: new Date('2026-11-01T06:00:00Z'),
    sellerNameEn: 'Sufra Technology Co.',
    buyerNameEn: 'Golden Countryside Restaurants',
  });

function lookup(pdf: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? pdf.context.lookup(object) : object;
}

function dictAt(pdf: PDFDocument, dict: PDFDict, key: string): PDFDict {
  const value = lookup(pdf, dict.get(PDFName.of(key)));
  if (value instanceof PDFDict) return value;
  if (value instanceof PDFStream) return value.dict;
  throw new Error(`no dictionary at ${key}`);
}

function streamBytes(stream: PDFObject | undefined): Uint8Array {
  if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
  return decodePDFRawStream(stream).decode();
}

describe('the commission invoice PDF/A-3', () => {
  it('embeds the cleared XML as an associated file, says PDF/A-3b and embeds every font', async () => {
    const bytes = await pdfOf();
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const catalog = pdf.catalog;

    // AF: one file specification, the XML, with its relationship, MIME type and modification date.
    const af = lookup(pdf, catalog.get(PDFName.of('AF')));
    expect(af).toBeInstanceOf(PDFArray);
    const spec = lookup(pdf, (af as PDFArray).get(0)) as PDFDict;
    expect(spec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Alternative'));
    const embedded = lookup(pdf, dictAt(pdf, spec, 'EF').get(PDFName.of('F')));
    const file = Buffer.from(streamBytes(embedded)).toString('utf8');
    expect(file).toBe(clearedXml);
    const fileDict = (embedded as PDFRawStream).dict;
    expect(fileDict.get(PDFName.of('Subtype'))).toEqual(PDFName.of('application/xml'));
    expect(dictAt(pdf, fileDict, 'Params').get(PDFName.of('ModDate'))).toBeDefined();
    // Also in the document's embedded files (the attachments a reader lists).
    const names = dictAt(pdf, dictAt(pdf, catalog, 'Names'), 'EmbeddedFiles');
    expect(String(names.get(PDFName.of('Names')))).toContain('SUFRA-C-202610-000042.xml');

    // XMP: PDF/A part 3, conformance B.
    const metadata = Buffer.from(streamBytes(lookup(pdf, catalog.get(PDFName.of('Metadata'))))).toString(
      'utf8',
    );
    expect(metadata).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(metadata).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);

    // The output intent: GTS_PDFA1 with an RGB ICC profile (N 3) whose header says sRGB's colour space.
    const intents = lookup(pdf, catalog.get(PDFName.of('OutputIntents'))) as PDFArray;
    const intent = lookup(pdf, intents.get(0)) as PDFDict;
    expect(intent.get(PDFName.of('S'))).toEqual(PDFName.of('GTS_PDFA1'));
    const profile = lookup(pdf, intent.get(PDFName.of('DestOutputProfile')));
    const icc = Buffer.from(streamBytes(profile));
    expect(icc.subarray(16, 20).toString('latin1')).toBe('RGB ');
    expect(icc.subarray(36, 40).toString('latin1')).toBe('acsp');

    // Every font: a Type0 whose descendant has its TrueType program embedded (FontFile2).
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter(
        (dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font') && dict.has(PDFName.of('BaseFont')),
      );
    const topLevel = fonts.filter((font) => font.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2'));
    expect(topLevel.length).toBeGreaterThan(0);
    for (const font of topLevel) {
      expect(font.get(PDFName.of('Subtype'))).toEqual(PDFName.of('Type0'));
      const descendant = lookup(
        pdf,
        (lookup(pdf, font.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0),
      );
      const descriptor = dictAt(pdf, descendant as PDFDict, 'FontDescriptor');
      expect(descriptor.has(PDFName.of('FontFile2'))).toBe(true);
    }

    await writeFile(join(tmpdir(), 'sufra-commission-invoice.pdf'), bytes);
  });

  it('lays a line out in the bidirectional algorithm’s order', () => {
    // Right to left: the Arabic words' run with the space before the year (logical order: fontkit lays
    // it out right to left), left of it the year.
    expect(visualRuns('عمولة سُفرة، أكتوبر 2026', 'rtl')).toEqual(['2026', 'عمولة سُفرة، أكتوبر ']);
    expect(visualRuns('Sufra commission, October 2026', 'ltr')).toEqual(['Sufra commission, October 2026']);
  });
});
