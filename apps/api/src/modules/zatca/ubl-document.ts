import { percentOf, sar, type VatGroup, vatGroups } from '@sufra/contract/money';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/**
 * The unsigned UBL 2.1 document of a sale, as ZATCA's e-invoicing profile (`reporting:1.0`) wants
 * it: a tax invoice (388) or a credit note (381) or debit note (383) for a previous one, simplified
 * (to a consumer, reported after issue) or standard (to a business, cleared before it is shared).
 * The cryptographic stamp (`ext:UBLExtensions`, the QR reference and `cac:Signature`) is added
 * afterwards, by the stamp. Amounts are halalas in, decimal strings out; the VAT breakdown is the
 * one the order was priced with (`vatGroups`: the discount shared between the rates, each rate's VAT
 * rounded half up), so the document and the stored order never disagree by a halala.
 */

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

const TYPE_CODES = { invoice: '388', 'credit-note': '381', 'debit-note': '383' } as const;
export type DocumentKind = keyof typeof TYPE_CODES;
export type DocumentProfile = 'simplified' | 'standard';

/**
 * UN/CEFACT 4461 payment means ZATCA takes: cash, credit (a customer's account), a bank transfer,
 * a card.
 */
export const PAYMENT_MEANS = { cash: '10', credit: '30', transfer: '42', card: '48' } as const;
export type PaymentMeans = keyof typeof PAYMENT_MEANS;

/** A postal address as ZATCA's national address has it (building 4 digits, postal code 5). */
export interface ZatcaAddress {
  street: string;
  building: string;
  /** The district. */
  district: string;
  city: string;
  postalZone: string;
  /** ISO 3166-1 alpha-2; "SA" for the seller. */
  country: string;
}

export interface ZatcaParty {
  /** The registration name (Arabic for a Saudi seller). */
  name: string;
  /** The VAT registration number (15 digits, 3…3). */
  vatNumber?: string;
  /** The commercial registration number. */
  commercialRegister?: string;
  address?: ZatcaAddress;
}

export interface ZatcaLine {
  name: string;
  quantity: number;
  /** The price of one, extras included, before VAT, in halalas. */
  unitPrice: number;
  /** The VAT rate in percent ("15.00"). */
  taxRate: string;
}

export interface ZatcaDocumentInput {
  kind: DocumentKind;
  profile: DocumentProfile;
  /** The document's number (an order's number, a note's own). */
  number: string;
  uuid: string;
  /** Riyadh wall-clock date and time of issue: "2026-11-29", "14:05:09". */
  issueDate: string;
  issueTime: string;
  /** The invoice counter value (ICV) of this document in its unit's sequence. */
  counter: number;
  /** The previous document's hash (PIH), base64. */
  previousHash: string;
  seller: ZatcaParty & { vatNumber: string; address: ZatcaAddress };
  /** A standard document's buyer (a business, with its VAT number); a simplified one's if known. */
  buyer?: ZatcaParty;
  lines: readonly ZatcaLine[];
  /** The document-level discount (coupons, points), in halalas, never more than the lines. */
  discount: number;
  paymentMeans: PaymentMeans;
  /** A credit or debit note: the invoice it corrects and why (KSA-10). */
  correcting?: { number: string; reason: string };
}

export interface ZatcaTotals {
  lines: number;
  discount: number;
  taxExclusive: number;
  vat: number;
  taxInclusive: number;
  groups: VatGroup[];
}

/** The document's amounts, in halalas: what the XML says, for the order to be checked against. */
export function documentTotals(input: Pick<ZatcaDocumentInput, 'lines' | 'discount'>): ZatcaTotals {
  const taxable = input.lines.map((line) => ({
    amount: line.unitPrice * line.quantity,
    taxRate: line.taxRate,
  }));
  const lines = taxable.reduce((sum, line) => sum + line.amount, 0);
  if (!Number.isInteger(input.discount) || input.discount < 0 || input.discount > lines)
    throw new Error('a discount is a whole number of halalas, never more than the lines');
  const groups = vatGroups(taxable, input.discount);
  const vat = groups.reduce((sum, group) => sum + group.vat, 0);
  const taxExclusive = lines - input.discount;
  return { lines, discount: input.discount, taxExclusive, vat, taxInclusive: taxExclusive + vat, groups };
}

/** "15.00" → "15.00"; a percent with two decimals, as ZATCA's samples write it. */
const percent = (rate: string) => Number(rate).toFixed(2);

/**
 * The VAT category of a rate. A rate above zero is standard (S). A 0 % line is "not subject to VAT"
 * (O, reason VATEX-SA-OOS): a restaurant's sale is standard-rated in KSA and no zero-rating or
 * exemption reason (Z, E) fits a meal, so a meal priced without VAT (the menu allows 0 %) is out of
 * VAT's scope as far as the document says (ADR 0015, "A 0 % line"). A negative rate has none.
 */
interface VatCategory {
  id: 'S' | 'O';
  /** The reason ZATCA wants for a category other than S (BR-KSA-24, BR-KSA-CL-04). */
  exemption?: { code: string; reason: string };
}

export const OUT_OF_SCOPE = {
  code: 'VATEX-SA-OOS',
  reason: 'خارج نطاق ضريبة القيمة المضافة',
} as const;

function category(rate: string): VatCategory {
  const value = Number(rate);
  if (value > 0) return { id: 'S' };
  if (value === 0) return { id: 'O', exemption: OUT_OF_SCOPE };
  throw new Error(`no VAT category for a ${rate} % rate`);
}

/** The UBL document, unsigned, as a string (pretty-printed, UTF-8). */
export function ublDocument(input: ZatcaDocumentInput): string {
  if (input.lines.length === 0) throw new Error('a document has at least one line');
  if (input.kind !== 'invoice' && !input.correcting)
    throw new Error(`a ${input.kind} names the invoice it corrects`);
  if (input.profile === 'standard' && !input.buyer?.vatNumber)
    throw new Error('a standard document names its buyer');
  const totals = documentTotals(input);
  const money = (parent: XMLBuilder, name: string, halalas: number) =>
    parent.ele(NS.cbc, `cbc:${name}`, { currencyID: 'SAR' }).txt(sar(halalas)).up();
  const taxScheme = (parent: XMLBuilder) =>
    parent.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.invoice, 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  const cbc = (parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>) =>
    parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(value).up();

  cbc(root, 'ProfileID', 'reporting:1.0');
  cbc(root, 'ID', input.number);
  cbc(root, 'UUID', input.uuid);
  cbc(root, 'IssueDate', input.issueDate);
  cbc(root, 'IssueTime', input.issueTime);
  // KSA-2: 01 standard or 02 simplified, then the third-party, nominal, export, summary and
  // self-billed flags, none of which a restaurant's sale is.
  cbc(root, 'InvoiceTypeCode', TYPE_CODES[input.kind], {
    name: input.profile === 'standard' ? '0100000' : '0200000',
  });
  cbc(root, 'DocumentCurrencyCode', 'SAR');
  cbc(root, 'TaxCurrencyCode', 'SAR');
  if (input.correcting) {
    root
      .ele(NS.cac, 'cac:BillingReference')
      .ele(NS.cac, 'cac:InvoiceDocumentReference')
      .ele(NS.cbc, 'cbc:ID')
      .txt(input.correcting.number);
  }
  const counter = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
  cbc(counter, 'ID', 'ICV');
  cbc(counter, 'UUID', String(input.counter));
  const previous = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
  cbc(previous, 'ID', 'PIH');
  previous
    .ele(NS.cac, 'cac:Attachment')
    .ele(NS.cbc, 'cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' })
    .txt(input.previousHash);

  const party = (
    name: 'AccountingSupplierParty' | 'AccountingCustomerParty',
    who: ZatcaParty | undefined,
  ) => {
    const node = root.ele(NS.cac, `cac:${name}`).ele(NS.cac, 'cac:Party');
    if (who?.commercialRegister) {
      node
        .ele(NS.cac, 'cac:PartyIdentification')
        .ele(NS.cbc, 'cbc:ID', { schemeID: 'CRN' })
        .txt(who.commercialRegister);
    }
    if (who?.address) {
      const address = node.ele(NS.cac, 'cac:PostalAddress');
      cbc(address, 'StreetName', who.address.street);
      cbc(address, 'BuildingNumber', who.address.building);
      cbc(address, 'CitySubdivisionName', who.address.district);
      cbc(address, 'CityName', who.address.city);
      cbc(address, 'PostalZone', who.address.postalZone);
      address.ele(NS.cac, 'cac:Country').ele(NS.cbc, 'cbc:IdentificationCode').txt(who.address.country);
    }
    if (who?.vatNumber) {
      const scheme = node.ele(NS.cac, 'cac:PartyTaxScheme');
      cbc(scheme, 'CompanyID', who.vatNumber);
      taxScheme(scheme);
    }
    if (who?.name) node.ele(NS.cac, 'cac:PartyLegalEntity').ele(NS.cbc, 'cbc:RegistrationName').txt(who.name);
  };
  party('AccountingSupplierParty', input.seller);
  party('AccountingCustomerParty', input.buyer);
  // KSA-5: a standard tax invoice says when the supply was made (a meal: when it is handed over).
  if (input.profile === 'standard') {
    root.ele(NS.cac, 'cac:Delivery').ele(NS.cbc, 'cbc:ActualDeliveryDate').txt(input.issueDate);
  }

  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  cbc(means, 'PaymentMeansCode', PAYMENT_MEANS[input.paymentMeans]);
  if (input.correcting) cbc(means, 'InstructionNote', input.correcting.reason);

  /**
   * A rate's VAT category at the document's level (UN/ECE 5305 and 5153 named, as ZATCA's samples
   * do): an allowance's, or a breakdown's with its reason (`withReason`, BR-KSA-24). O has no
   * rate there, as in ZATCA's out-of-scope sample.
   */
  const documentTaxCategory = (parent: XMLBuilder, rate: string, withReason: boolean) => {
    const vat = category(rate);
    const taxCategory = parent.ele(NS.cac, 'cac:TaxCategory');
    cbc(taxCategory, 'ID', vat.id, { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' });
    if (vat.id === 'S') cbc(taxCategory, 'Percent', percent(rate));
    if (withReason && vat.exemption) {
      cbc(taxCategory, 'TaxExemptionReasonCode', vat.exemption.code);
      cbc(taxCategory, 'TaxExemptionReason', vat.exemption.reason);
    }
    taxCategory
      .ele(NS.cac, 'cac:TaxScheme')
      .ele(NS.cbc, 'cbc:ID', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' })
      .txt('VAT');
  };

  // The discount as one allowance a VAT rate, each with its share (the shares add up to it).
  for (const group of totals.groups.filter((g) => g.discount > 0)) {
    const allowance = root.ele(NS.cac, 'cac:AllowanceCharge');
    cbc(allowance, 'ChargeIndicator', 'false');
    cbc(allowance, 'AllowanceChargeReason', 'discount');
    money(allowance, 'Amount', group.discount);
    documentTaxCategory(allowance, group.rate, false);
  }

  // VAT in the accounting currency, then its breakdown by rate.
  money(root.ele(NS.cac, 'cac:TaxTotal'), 'TaxAmount', totals.vat);
  const breakdown = root.ele(NS.cac, 'cac:TaxTotal');
  money(breakdown, 'TaxAmount', totals.vat);
  for (const group of totals.groups) {
    const subtotal = breakdown.ele(NS.cac, 'cac:TaxSubtotal');
    money(subtotal, 'TaxableAmount', group.amount - group.discount);
    money(subtotal, 'TaxAmount', group.vat);
    documentTaxCategory(subtotal, group.rate, true);
  }

  const legal = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(legal, 'LineExtensionAmount', totals.lines);
  money(legal, 'TaxExclusiveAmount', totals.taxExclusive);
  money(legal, 'TaxInclusiveAmount', totals.taxInclusive);
  money(legal, 'AllowanceTotalAmount', totals.discount);
  money(legal, 'PrepaidAmount', 0);
  money(legal, 'PayableAmount', totals.taxInclusive);

  input.lines.forEach((line, index) => {
    const net = line.unitPrice * line.quantity;
    const vat = percentOf(net, line.taxRate);
    const node = root.ele(NS.cac, 'cac:InvoiceLine');
    cbc(node, 'ID', String(index + 1));
    cbc(node, 'InvoicedQuantity', line.quantity.toFixed(6), { unitCode: 'PCE' });
    money(node, 'LineExtensionAmount', net);
    const lineTax = node.ele(NS.cac, 'cac:TaxTotal');
    money(lineTax, 'TaxAmount', vat);
    // KSA-12: the line's amount with its VAT.
    money(lineTax, 'RoundingAmount', net + vat);
    const item = node.ele(NS.cac, 'cac:Item');
    cbc(item, 'Name', line.name);
    const taxCategory = item.ele(NS.cac, 'cac:ClassifiedTaxCategory');
    // An O line keeps its 0.00 rate and leaves the reason to the breakdown, as ZATCA's
    // out-of-scope sample writes it (EN 16931 has no reason at a line's level).
    cbc(taxCategory, 'ID', category(line.taxRate).id);
    cbc(taxCategory, 'Percent', percent(line.taxRate));
    taxScheme(taxCategory);
    money(node.ele(NS.cac, 'cac:Price'), 'PriceAmount', line.unitPrice);
  });

  return root.end({ prettyPrint: true, indent: '    ' });
}
