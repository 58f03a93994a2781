/**
 * The document operations of the built-in ZATCA stand-in (issue 29), as functions over its state
 * (served over HTTP by http.ts, in the process by zatca-api.ts), answering as ZATCA's API does:
 * - `POST /compliance/invoices`, with the compliance CSID: a sample document of each kind the unit
 *   will issue, which passes its compliance step;
 * - `POST /invoices/reporting/single`, with the production CSID: a simplified document, reported;
 * - `POST /invoices/clearance/single`, with the production CSID: a standard (B2B) document, cleared
 *   (its answer carries the cleared document).
 * Body `{ invoiceHash, uuid, invoice }` (the document in Base64). It checks what ZATCA checks of a
 * document's integrity: it is XML, its UUID and hash are the ones sent, its signature is by the
 * certificate ZATCA issued to the caller and verifies, its QR carries that hash and signature; and
 * for reporting, the unit's chain: each document's counter (ICV) one more than the last reported
 * one's, its previous hash (PIH) that document's hash (one chain per unit, whatever the documents'
 * profile). ZATCA's business rules are checked in the tests with ZATCA's own rule sets
 * (test/zatca-validator.ts), not here. A test can make it fail (a 500 or 503 for a call, as an
 * outage), not answer at all (`StandInSilence`), or answer with a warning.
 */
import { readZatcaPhase2Qr } from '@sufra/contract/zatca';
import { FIRST_PREVIOUS_HASH, invoiceHash } from '../invoice-hash.ts';
import { readCertificate, verifyInvoiceSignature } from '../signature.ts';
import { parseXml, text } from '../xml.ts';
import { authorized, type ComplianceStep, type OnboardingStandIn, passComplianceStep } from './onboarding.ts';

export interface ValidationMessage {
  type: 'INFO' | 'WARNING' | 'ERROR';
  code: string;
  category: string;
  message: string;
  status: 'PASS' | 'WARNING' | 'ERROR';
}

export interface ValidationResults {
  infoMessages: ValidationMessage[];
  warningMessages: ValidationMessage[];
  errorMessages: ValidationMessage[];
  status: 'PASS' | 'WARNING' | 'ERROR';
}

export interface DocumentAnswerBody {
  validationResults: ValidationResults;
  reportingStatus?: 'REPORTED' | 'NOT_REPORTED';
  clearanceStatus?: 'CLEARED' | 'NOT_CLEARED';
  /** Clearance: the cleared document (Base64 XML), as ZATCA stamped it. */
  clearedInvoice?: string;
}

export type DocumentAnswer =
  /** Passed (200), or passed with warnings (202). */
  | { status: 200 | 202; body: DocumentAnswerBody }
  /** Refused: the errors say why. */
  | { status: 400; body: DocumentAnswerBody }
  /** Credentials missing, unknown, wrong or expired. */
  | { status: 401; body: null }
  /** Reported already (the same UUID): nothing changed. */
  | { status: 409; body: DocumentAnswerBody }
  /** The stand-in made to fail, as an outage. */
  | { status: 500 | 503; body: null };

export interface DocumentRequest {
  authorization?: string | undefined;
  invoiceHash?: string | undefined;
  uuid?: string | undefined;
  invoice?: string | undefined;
}

/** The stand-in's operations, as a test's `fault` is told which one is called. */
export type ZatcaOperation =
  | 'compliance-csid'
  | 'compliance-invoice'
  | 'production-csid'
  | 'renew-production-csid'
  | 'reporting'
  | 'clearance';

/** A call as `fault` sees it: the operation, and the document when it carries one. */
export type FaultRequest = DocumentRequest & { operation: ZatcaOperation };

/**
 * What a test makes of a call before it is checked: an outage's status, no answer at all (the
 * connection dropped, a timeout), a warning (documents), or nothing.
 */
export type Fault = { status: 500 | 503 } | { unreachable: true } | { warning: string } | undefined;

/** A reported or cleared document as the stand-in keeps it. */
export interface ReportedDocument {
  uuid: string;
  counter: number;
  invoiceHash: string;
  /** The unit's serial number (the CSID's `SN`). */
  unit: string;
  reportedAt: Date;
  /** Reported (simplified) or cleared (standard), and then the cleared document (Base64 XML). */
  operation: 'reporting' | 'clearance';
  cleared?: string;
}

/** The stand-in's record of what was reported, and what the test makes of the next calls. */
export interface DocumentsStandIn {
  readonly onboarding: OnboardingStandIn;
  /** Reported and cleared documents by UUID. */
  readonly reported: Map<string, ReportedDocument>;
  /** The last reported or cleared document of each unit, by its serial number. */
  readonly lastOfUnit: Map<string, ReportedDocument>;
  /** Every reporting and clearance call that reached the stand-in, in order (for "exactly once" checks). */
  readonly calls: { uuid: string; status: number; operation: 'reporting' | 'clearance' }[];
  /** What the next calls meet: asked once per call, of every operation. */
  fault: (request: FaultRequest) => Fault;
}

/**
 * A call the test made the stand-in not answer: the transports turn it into no answer (in the
 * process, `ZatcaUnreachable`; over HTTP, the connection dropped).
 */
export class StandInSilence extends Error {
  override readonly name = 'StandInSilence';
}

/** The fault a test set for this call, asked once: a status, or a warning to pass on. */
export function faultOf(
  standIn: DocumentsStandIn,
  request: FaultRequest,
): { status: 500 | 503 } | { warning: string | undefined } {
  const fault = standIn.fault(request);
  if (fault && 'unreachable' in fault)
    throw new StandInSilence(`the ZATCA stand-in was made not to answer ${request.operation}`);
  if (fault && 'status' in fault) return { status: fault.status };
  return { warning: fault?.warning };
}

export function createDocumentsStandIn(onboarding: OnboardingStandIn): DocumentsStandIn {
  return { onboarding, reported: new Map(), lastOfUnit: new Map(), calls: [], fault: () => undefined };
}

const PASSED: ValidationMessage = {
  type: 'INFO',
  code: 'XSD_ZATCA_VALID',
  category: 'XSD validation',
  message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
  status: 'PASS',
};

const error = (code: string, message: string): ValidationMessage => ({
  type: 'ERROR',
  code,
  category: 'KSA',
  message,
  status: 'ERROR',
});

const warningOf = (code: string, message: string): ValidationMessage => ({
  ...error(code, message),
  type: 'WARNING',
  status: 'WARNING',
});

function results(errors: ValidationMessage[], warnings: ValidationMessage[]): ValidationResults {
  return {
    infoMessages: errors.length === 0 ? [PASSED] : [],
    warningMessages: warnings,
    errorMessages: errors,
    status: errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS',
  };
}

/** The document a request carries, and what is wrong with it as sent and signed. */
interface Checked {
  errors: ValidationMessage[];
  document?: Document;
  counter?: number;
  previousHash?: string;
  /** `01` standard or `02` simplified, and 388, 381 or 383. */
  profile?: string;
  typeCode?: string;
}

function checkDocument(request: DocumentRequest, certificateBase64: string): Checked {
  const xml = Buffer.from(request.invoice ?? '', 'base64').toString('utf8');
  let document: Document;
  try {
    document = parseXml(xml);
  } catch {
    return { errors: [error('invalid-invoice', 'The invoice is not a well-formed XML document')] };
  }
  const errors: ValidationMessage[] = [];
  if (text('/*/cbc:UUID', document) !== request.uuid)
    errors.push(error('invalid-uuid', 'The UUID sent is not the one of the invoice'));
  const hash = invoiceHash(xml);
  if (hash !== request.invoiceHash)
    errors.push(error('invalid-invoice-hash', 'The invoice hash sent is not the hash of the invoice'));
  const signature = text('//ds:SignatureValue', document);
  const embedded = text('//ds:X509Certificate', document).replace(/\s+/g, '');
  if (embedded !== certificateBase64)
    errors.push(error('certificate-mismatch', 'The invoice is not signed with the certificate of this CSID'));
  else if (!signature || !verifyInvoiceSignature(hash, signature, readCertificate(embedded)))
    errors.push(error('invalid-signature', 'The signature of the invoice does not verify'));
  const qr = text(
    "/*/cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject",
    document,
  );
  try {
    const fields = readZatcaPhase2Qr(qr);
    if (fields.invoiceHash !== hash || fields.signature !== signature)
      errors.push(error('invalid-qr', 'The QR code does not carry the invoice hash and signature'));
  } catch {
    errors.push(error('invalid-qr', 'The QR code cannot be read'));
  }
  const counter = Number(text("/*/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID", document));
  return {
    errors,
    document,
    counter,
    previousHash: text(
      "/*/cac:AdditionalDocumentReference[cbc:ID='PIH']//cbc:EmbeddedDocumentBinaryObject",
      document,
    ),
    profile: text('/*/cbc:InvoiceTypeCode/@name', document).slice(0, 2),
    typeCode: text('/*/cbc:InvoiceTypeCode', document),
  };
}

const STEP_OF_TYPE: Record<string, string> = {
  '388': 'compliant',
  '381': 'credit-note-compliant',
  '383': 'debit-note-compliant',
};

/** `POST /compliance/invoices`: a sample document, checked; passing it passes its compliance step. */
export function complianceInvoice(standIn: DocumentsStandIn, request: DocumentRequest): DocumentAnswer {
  const fault = faultOf(standIn, { ...request, operation: 'compliance-invoice' });
  if ('status' in fault) return { status: fault.status, body: null };
  const csid = authorized(standIn.onboarding, request.authorization, 'compliance');
  if (!csid) return { status: 401, body: null };
  const checked = checkDocument(request, Buffer.from(csid.certificate.raw).toString('base64'));
  const standard = checked.profile === '01';
  const step = STEP_OF_TYPE[checked.typeCode ?? ''];
  if (checked.document && !step)
    checked.errors.push(error('invalid-invoice-type', 'The invoice type is not 388, 381 or 383'));
  const validationResults = results(checked.errors, []);
  const outcome = standard
    ? { clearanceStatus: checked.errors.length === 0 ? ('CLEARED' as const) : ('NOT_CLEARED' as const) }
    : { reportingStatus: checked.errors.length === 0 ? ('REPORTED' as const) : ('NOT_REPORTED' as const) };
  if (checked.errors.length > 0) return { status: 400, body: { validationResults, ...outcome } };
  passComplianceStep(csid, `${standard ? 'standard' : 'simplified'}-${step}` as ComplianceStep);
  return { status: 200, body: { validationResults, ...outcome } };
}

/**
 * `POST /invoices/reporting/single`: a simplified document, reported once. Its counter must follow
 * the unit's last reported document's, its previous hash be that document's hash (the first: the
 * SDK's hash of "0", or any chain the unit started before the stand-in knew it).
 */
export function reportDocument(standIn: DocumentsStandIn, request: DocumentRequest): DocumentAnswer {
  return submitted(standIn, 'reporting', request);
}

/**
 * `POST /invoices/clearance/single`: a standard document, checked as reporting checks it (its
 * counter and previous hash on the unit's one chain), cleared once; the answer carries the cleared
 * document (Base64 XML: the stand-in clears it as it was signed).
 */
export function clearDocument(standIn: DocumentsStandIn, request: DocumentRequest): DocumentAnswer {
  return submitted(standIn, 'clearance', request);
}

const FLOW = {
  reporting: {
    profile: '02',
    wrongProfile: 'Only simplified documents are reported; standard ones are cleared',
    status: (done: boolean) => ({
      reportingStatus: done ? ('REPORTED' as const) : ('NOT_REPORTED' as const),
    }),
  },
  clearance: {
    profile: '01',
    wrongProfile: 'Only standard documents are cleared; simplified ones are reported',
    status: (done: boolean) => ({ clearanceStatus: done ? ('CLEARED' as const) : ('NOT_CLEARED' as const) }),
  },
} as const;

function submitted(
  standIn: DocumentsStandIn,
  operation: 'reporting' | 'clearance',
  request: DocumentRequest,
): DocumentAnswer {
  const fault = faultOf(standIn, { ...request, operation });
  const answer: DocumentAnswer =
    'status' in fault
      ? { status: fault.status, body: null }
      : checkSubmitted(standIn, operation, request, fault.warning);
  standIn.calls.push({ uuid: request.uuid ?? '', status: answer.status, operation });
  return answer;
}

function checkSubmitted(
  standIn: DocumentsStandIn,
  operation: 'reporting' | 'clearance',
  request: DocumentRequest,
  warning: string | undefined,
): DocumentAnswer {
  const flow = FLOW[operation];
  const csid = authorized(standIn.onboarding, request.authorization, 'production');
  if (!csid) return { status: 401, body: null };
  const already = standIn.reported.get(request.uuid ?? '');
  if (already) {
    const same = already.invoiceHash === request.invoiceHash && already.operation === operation;
    return {
      status: 409,
      body: {
        validationResults: results(
          same ? [] : [error('invalid-uuid', 'Another invoice was submitted with this UUID')],
          same ? [warningOf('already-reported', 'The invoice was submitted already')] : [],
        ),
        ...flow.status(same),
        ...(same && already.cleared ? { clearedInvoice: already.cleared } : {}),
      },
    };
  }
  const checked = checkDocument(request, Buffer.from(csid.certificate.raw).toString('base64'));
  if (checked.document && checked.profile !== flow.profile)
    checked.errors.push(error('invalid-invoice-type', flow.wrongProfile));
  const unit = csid.fields.serialNumber;
  const last = standIn.lastOfUnit.get(unit);
  if (checked.document) {
    const expectedCounter = last ? last.counter + 1 : undefined;
    if (!Number.isInteger(checked.counter) || (checked.counter ?? 0) < 1)
      checked.errors.push(error('invalid-icv', 'The invoice counter (ICV) is not a positive whole number'));
    else if (expectedCounter !== undefined && checked.counter !== expectedCounter)
      checked.errors.push(
        error(
          'invalid-icv',
          `The invoice counter (ICV) is ${checked.counter}; the unit's next is ${expectedCounter}`,
        ),
      );
    const expectedHash = last?.invoiceHash ?? (checked.counter === 1 ? FIRST_PREVIOUS_HASH : undefined);
    if (expectedHash !== undefined && checked.previousHash !== expectedHash)
      checked.errors.push(
        error('invalid-pih', "The previous invoice hash (PIH) is not the hash of the unit's last invoice"),
      );
  }
  const warnings = warning ? [warningOf('warning', warning)] : [];
  const validationResults = results(checked.errors, warnings);
  if (checked.errors.length > 0) return { status: 400, body: { validationResults, ...flow.status(false) } };
  const reported: ReportedDocument = {
    uuid: request.uuid as string,
    counter: checked.counter as number,
    invoiceHash: request.invoiceHash as string,
    unit,
    reportedAt: standIn.onboarding.clock.now(),
    operation,
    ...(operation === 'clearance' ? { cleared: request.invoice as string } : {}),
  };
  standIn.reported.set(reported.uuid, reported);
  standIn.lastOfUnit.set(unit, reported);
  return {
    status: warnings.length > 0 ? 202 : 200,
    body: {
      validationResults,
      ...flow.status(true),
      ...(reported.cleared ? { clearedInvoice: reported.cleared } : {}),
    },
  };
}
