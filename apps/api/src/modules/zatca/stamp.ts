/**
 * Stamping a UBL invoice, credit or debit note for ZATCA's integration phase: the invoice hash, its
 * ECDSA signature in the `ext:UBLExtensions` block, the `cac:Signature` that points at it, and the
 * phase-2 QR code as the `AdditionalDocumentReference` whose ID is QR. A pure function: the caller
 * keeps the unit's certificate, key, counter and previous hash.
 */
import type { KeyObject } from 'node:crypto';
import { type ZatcaPhase2Fields, zatcaPhase2Qr } from '@sufra/contract/zatca';
import { invoiceHash } from './invoice-hash.ts';
import {
  certificateSignature,
  keyMatchesCertificate,
  publicKeyBytes,
  signatureExtension,
  signInvoiceHash,
  withUblPrefixes,
  type ZatcaCertificate,
} from './signature.ts';
import { elements, parseXml, serializeXml, text } from './xml.ts';

export interface StampOptions {
  /** The unit's certificate (readCertificate). */
  certificate: ZatcaCertificate;
  /** The unit's secp256k1 private key (readPrivateKey). */
  privateKey: KeyObject;
  signingTime: Date;
}

export interface Stamped {
  xml: string;
  /** The invoice hash: the next document's PIH. */
  invoiceHash: string;
  /** The Base64 phase-2 QR payload. */
  qr: string;
}

/**
 * The signed document. Any stamp the document already carries (UBL extensions, QR reference) is
 * replaced; its `cac:Signature` is kept or added. The new parts go in without whitespace around
 * them, so the document's hash is the same before and after.
 */
export function stampInvoice(unsignedXml: string, options: StampOptions): Stamped {
  const { certificate, privateKey } = options;
  if (!keyMatchesCertificate(privateKey, certificate))
    throw new Error('The private key does not belong to the certificate');
  const document = parseXml(unsignedXml);
  const root = document.documentElement;
  for (const old of elements(
    "/*/ext:UBLExtensions | /*/cac:AdditionalDocumentReference[normalize-space(cbc:ID)='QR']",
    document,
  ))
    root.removeChild(old);

  const hash = invoiceHash(unsignedXml);
  const signatureValue = signInvoiceHash(hash, privateKey);
  const qr = zatcaPhase2Qr({
    ...qrFields(document),
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: publicKeyBytes(certificate),
    ...(isSimplified(document) ? { certificateSignature: certificateSignature(certificate) } : {}),
  });

  // The QR reference goes right before the cac:Signature (UBL's order), or after the last reference.
  const qrReference = fragment(
    document,
    `<cac:AdditionalDocumentReference>
        <cbc:ID>QR</cbc:ID>
        <cac:Attachment>
            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject>
        </cac:Attachment>
</cac:AdditionalDocumentReference>`,
  );
  const [signature] = elements('/*/cac:Signature', document);
  const last = elements('/*/cac:AdditionalDocumentReference', document).at(-1);
  if (!last)
    throw new Error('The invoice has no AdditionalDocumentReference (ICV, PIH) to put the QR code after');
  if (signature) root.insertBefore(qrReference, signature);
  else {
    root.insertBefore(qrReference, last.nextSibling);
    const reference = `<cac:Signature>
      <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>
      <cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod>
</cac:Signature>`;
    root.insertBefore(fragment(document, reference), qrReference.nextSibling);
  }
  const extensions = signatureExtension({
    invoiceHash: hash,
    signatureValue,
    certificate,
    signingTime: options.signingTime,
  });
  root.insertBefore(fragment(document, extensions), root.firstChild);
  return { xml: serializeXml(document), invoiceHash: hash, qr };
}

/** An element written as text (prefixes ext, cac and cbc as the invoice's), imported into the document. */
function fragment(document: Document, xml: string): Element {
  const [element] = elements('/*/*', parseXml(withUblPrefixes(xml)));
  if (!element) throw new Error('Empty fragment');
  return document.importNode(element, true) as Element;
}

/** A simplified (B2C) document: InvoiceTypeCode's name starts 02 (standard ones 01). */
function isSimplified(document: Document): boolean {
  return text('/*/cbc:InvoiceTypeCode/@name', document).startsWith('02');
}

/**
 * QR tags 1–5 from the document, as ZATCA's SDK reads them: the supplier's registration name and VAT
 * number, IssueDate and IssueTime (Z added when the time has no offset, as the SDK does), the total
 * with VAT, and the first TaxTotal's amount; spaces normalized.
 */
export function qrFields(
  document: Document,
): Pick<ZatcaPhase2Fields, 'sellerName' | 'vatNumber' | 'timestamp' | 'total' | 'vat'> {
  const party = '/*/cac:AccountingSupplierParty/cac:Party';
  const value = (path: string) => text(`normalize-space(${path})`, document);
  const time = value('/*/cbc:IssueTime');
  return {
    sellerName: value(`${party}/cac:PartyLegalEntity/cbc:RegistrationName`),
    vatNumber: value(`${party}/cac:PartyTaxScheme/cbc:CompanyID`),
    timestamp: `${value('/*/cbc:IssueDate')}T${time}${/(Z|[+-]\d\d:\d\d)$/.test(time) ? '' : 'Z'}`,
    total: value('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'),
    vat: value('/*/cac:TaxTotal[1]/cbc:TaxAmount'),
  };
}
