/**
 * The PDF/A-3 of a cleared commission invoice (issue 29): bilingual (each label in English on the
 * left and Arabic on the right of its value), the parties and amounts as the cleared XML states them,
 * ZATCA's QR code of the cleared document drawn as vectors, and that XML embedded as the associated
 * file.
 */
import { translate } from '@sufra/contract/messages';
import { riyadhDay } from '@sufra/contract/riyadh';
import type { Locale } from '@sufra/contract/user-types';
import QRCode from 'qrcode';
import { drawLine, pdfA3Document, pdfBytes } from './pdf-a3.ts';
import { parseXml, text } from './xml.ts';

export interface CommissionPdfInput {
  /** The cleared XML (embedded, and read for the parties, amounts and QR). */
  clearedXml: string;
  number: string;
  /** `YYYY-MM`. */
  month: string;
  monthNames: Record<Locale, string>;
  ordersCount: number;
  issuedAt: Date;
  /** The English names, which the XML does not carry. */
  sellerNameEn: string;
  buyerNameEn: string;
}

const PAGE = { left: 40, right: 555, width: 515 };

/** Both languages of a catalogue line. */
const both = (key: string, params: Record<string, string> = {}) => ({
  en: translate('en', `commission_invoices.${key}`, params),
  ar: translate('ar', `commission_invoices.${key}`, params),
});

function partyOf(document: Document, role: 'AccountingSupplierParty' | 'AccountingCustomerParty') {
  const party = `/*/cac:${role}/cac:Party`;
  const value = (path: string) => text(`normalize-space(${party}/${path})`, document);
  const address = [
    `${value('cac:PostalAddress/cbc:BuildingNumber')} ${value('cac:PostalAddress/cbc:StreetName')}`,
    value('cac:PostalAddress/cbc:CitySubdivisionName'),
    `${value('cac:PostalAddress/cbc:CityName')} ${value('cac:PostalAddress/cbc:PostalZone')}`,
  ].join('، ');
  return {
    name: value('cac:PartyLegalEntity/cbc:RegistrationName'),
    vat: value('cac:PartyTaxScheme/cbc:CompanyID'),
    cr: value("cac:PartyIdentification/cbc:ID[@schemeID='CRN']"),
    address,
  };
}

/** The PDF/A-3b bytes of a cleared commission invoice. */
export async function commissionInvoicePdf(input: CommissionPdfInput): Promise<Buffer> {
  const document = parseXml(input.clearedXml);
  const seller = partyOf(document, 'AccountingSupplierParty');
  const buyer = partyOf(document, 'AccountingCustomerParty');
  const amount = (path: string) => text(`normalize-space(/*/${path})`, document);
  const currency = both('pdf_currency');
  const money = (value: string) => ({ en: `${value} ${currency.en}`, ar: `${value} ${currency.ar}` });
  const rate = text('normalize-space(/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent)', document);
  const qr = text(
    "/*/cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject",
    document,
  );

  const title = both('pdf_title');
  const doc = pdfA3Document({
    title: `${title.ar} ${input.number}`,
    author: seller.name,
    subject: `${both('line', { month: input.monthNames.ar }).ar} / ${both('line', { month: input.monthNames.en }).en}`,
    lang: 'ar-SA',
    createdAt: input.issuedAt,
    attachment: {
      name: `${input.number}.xml`,
      content: input.clearedXml,
      description: 'ZATCA cleared invoice (UBL 2.1)',
      modifiedAt: input.issuedAt,
    },
  });

  let y = 40;
  drawLine(doc, title.en, { x: PAGE.left, y, width: PAGE.width, align: 'left', size: 18, bold: true });
  drawLine(doc, title.ar, { x: PAGE.left, y, width: PAGE.width, align: 'right', size: 18, bold: true });
  y += 34;

  /**
   * One row: the English label on the left, the Arabic one on the right, the values between. The
   * event loop gets a turn after each (shaping a row's Arabic is a few milliseconds: a whole page at
   * once held it too long).
   */
  const row = async (label: { en: string; ar: string }, value: string | { en: string; ar: string }) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    drawLine(doc, label.en, { x: PAGE.left, y, width: 130, align: 'left', bold: true, direction: 'ltr' });
    drawLine(doc, label.ar, {
      x: PAGE.right - 130,
      y,
      width: 130,
      align: 'right',
      bold: true,
      direction: 'rtl',
    });
    if (typeof value === 'string')
      drawLine(doc, value, { x: PAGE.left + 135, y, width: 245, align: 'center' });
    else {
      drawLine(doc, value.en, { x: PAGE.left + 135, y, width: 120, align: 'left', direction: 'ltr' });
      drawLine(doc, value.ar, { x: PAGE.left + 255, y, width: 125, align: 'right', direction: 'rtl' });
    }
    y += 17;
  };
  const rule = () => {
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 8;
  };

  await row(both('pdf_number'), input.number);
  await row(both('pdf_issued'), riyadhDay(input.issuedAt));
  await row(both('pdf_supply'), { en: input.monthNames.en, ar: input.monthNames.ar });
  rule();
  const party = async (heading: { en: string; ar: string }, who: typeof seller, nameEn: string) => {
    drawLine(doc, heading.en, { x: PAGE.left, y, width: PAGE.width, align: 'left', size: 12, bold: true });
    drawLine(doc, heading.ar, { x: PAGE.left, y, width: PAGE.width, align: 'right', size: 12, bold: true });
    y += 20;
    await row({ en: '', ar: '' }, { en: nameEn, ar: who.name });
    await row(both('pdf_vat_number'), who.vat);
    if (who.cr) await row(both('pdf_cr'), who.cr);
    await row(both('pdf_address'), who.address);
    rule();
  };
  await party(both('pdf_seller'), seller, input.sellerNameEn);
  await party(both('pdf_buyer'), buyer, input.buyerNameEn);

  await row(both('pdf_description'), {
    en: both('line', { month: input.monthNames.en }).en,
    ar: both('line', { month: input.monthNames.ar }).ar,
  });
  await row(both('pdf_orders'), String(input.ordersCount));
  await row(both('pdf_amount'), money(amount('cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')));
  await row(
    both('pdf_vat', { rate: Number(rate).toString() }),
    money(amount('cac:TaxTotal[1]/cbc:TaxAmount')),
  );
  await row(both('pdf_total'), money(amount('cac:LegalMonetaryTotal/cbc:PayableAmount')));
  rule();

  // ZATCA's QR code of the cleared document, one square per module.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const code = QRCode.create(qr, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  const module = Math.min(3, 150 / size);
  const qrX = PAGE.left;
  const qrY = y + 6;
  doc.rect(qrX - 4, qrY - 4, size * module + 8, size * module + 8).fill('#ffffff');
  for (let r = 0; r < size; r += 1)
    for (let c = 0; c < size; c += 1)
      if (code.modules.get(r, c)) doc.rect(qrX + c * module, qrY + r * module, module, module);
  doc.fill('#000000');
  const note = both('pdf_cleared');
  drawLine(doc, note.en, {
    x: qrX + size * module + 16,
    y: qrY + 10,
    width: 340,
    align: 'left',
    direction: 'ltr',
  });
  drawLine(doc, note.ar, {
    x: qrX + size * module + 16,
    y: qrY + 30,
    width: 340,
    align: 'right',
    direction: 'rtl',
  });
  return pdfBytes(doc);
}
