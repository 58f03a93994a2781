/**
 * The onboarding operations of the built-in ZATCA stand-in (issue 29), as functions over its state
 * (served over HTTP by http.ts, in the process by zatca-api.ts). Each answers as ZATCA's API does, with a status and a JSON body:
 * - compliance CSID, `POST /compliance` (header `OTP`, body `{ csr }`);
 * - production CSID, `POST /production/csids` (body `{ compliance_request_id }`, HTTP Basic with the
 *   compliance CSID's `binarySecurityToken:secret`), once the unit has passed its compliance steps;
 * - renewal, `PATCH /production/csids` (header `OTP`, body `{ csr }`, HTTP Basic with the current
 *   production CSID).
 *
 * It checks what ZATCA checks: the OTP (6 digits, and the one the stand-in was given: the
 * developer portal's `123345` unless told), the CSR (its signature, secp256k1, every field, the
 * template name of the stand-in's environment) and the credentials. A refusal is a 400 with
 * `dispositionMessage: 'NOT_COMPLIANT'` and `errors` (code and message; ZATCA's codes where known,
 * the stand-in's own otherwise), or a 401 with no body for credentials it does not know. Secrets are
 * not kept at all: each is derived from the CA's key (ca.ts `csidSecret`), so any process with the
 * CA takes them; no answer ever carries a key.
 */
import { createHash, timingSafeEqual, type X509Certificate } from 'node:crypto';
import { type Clock, systemClock } from '../../../core/jobs/clock.ts';
import {
  CERTIFICATE_TEMPLATES,
  checkCsrFields,
  type InvoiceTypes,
  readCsr,
  UnitCsrError,
  type UnitCsrFields,
  type ZatcaEnvironment,
} from '../unit-keys.ts';
import {
  type CsidAnswer,
  type CsidKind,
  certificateFields,
  certificateOfToken,
  csidAnswer,
  csidRequestId,
  type IssuedCertificate,
  type IssueOptions,
  isCsidSecret,
  issueCertificate,
  reissueCertificate,
  type StandInCa,
  StandInCaError,
} from './ca.ts';

/** The OTP the stand-in takes unless told another: the one ZATCA's developer portal sandbox takes. */
export const STAND_IN_OTP = '123345';
const OTP = /^\d{6}$/;

/** The compliance steps (sample documents passed at `POST /compliance/invoices`) per invoice types. */
export type ComplianceStep =
  | 'standard-compliant'
  | 'standard-credit-note-compliant'
  | 'standard-debit-note-compliant'
  | 'simplified-compliant'
  | 'simplified-credit-note-compliant'
  | 'simplified-debit-note-compliant';
const STANDARD: ComplianceStep[] = [
  'standard-compliant',
  'standard-credit-note-compliant',
  'standard-debit-note-compliant',
];
const SIMPLIFIED: ComplianceStep[] = [
  'simplified-compliant',
  'simplified-credit-note-compliant',
  'simplified-debit-note-compliant',
];
export const COMPLIANCE_STEPS: Readonly<Record<InvoiceTypes, readonly ComplianceStep[]>> = {
  '1000': STANDARD,
  '0100': SIMPLIFIED,
  '1100': [...STANDARD, ...SIMPLIFIED],
};

/** ZATCA's refusal (400), with no request: `requestID` -1 and the token and secret empty. */
export interface Rejection {
  requestID: -1;
  dispositionMessage: 'NOT_COMPLIANT';
  binarySecurityToken: '';
  secret: '';
  errors: { code: string; message: string }[];
}

export type OnboardingAnswer =
  | { status: 200; body: CsidAnswer }
  | { status: 400; body: Rejection }
  /** Credentials missing, unknown, wrong, expired or replaced. */
  | { status: 401; body: null };

/**
 * A CSID the stand-in issued, as this process knows it: issued here, or recognised from its
 * credentials (its certificate signed by the CA, its secret the CA's for it). What happened to it
 * since (compliance steps passed, a production CSID issued for it, a renewal) is this process's
 * memory only: onboarding runs in one request.
 */
export interface IssuedCsid {
  kind: CsidKind;
  requestID: number;
  binarySecurityToken: string;
  certificate: X509Certificate;
  /** The unit's fields, as its certificate (and so its CSR) carries them. */
  fields: UnitCsrFields;
  /** Compliance CSID: the steps passed so far. */
  stepsPassed: Set<ComplianceStep>;
  /** Compliance: a production CSID was issued for it; production: renewed since. */
  used: boolean;
}

export interface OnboardingStandIn {
  readonly ca: StandInCa;
  readonly environment: ZatcaEnvironment;
  readonly clock: Clock;
  readonly complianceValidDays: number;
  readonly productionValidDays: number;
  /** The CSIDs this process issued or recognised, by their binarySecurityToken. */
  readonly csids: Map<string, IssuedCsid>;
  /** The SHA-256 of the OTP it takes. */
  readonly otpHash: Buffer;
}

export interface OnboardingOptions {
  ca: StandInCa;
  /** The environment it answers for: the CSR's template name must be that environment's (sandbox). */
  environment?: ZatcaEnvironment;
  /** The OTP it takes (`STAND_IN_OTP`): 6 digits. */
  otp?: string;
  clock?: Clock;
  /** How long a compliance CSID is valid (730 days, as the SDK's test certificate). */
  complianceValidDays?: number;
  /** How long a production CSID is valid (365 days, so a demo year shows a renewal). */
  productionValidDays?: number;
}

/** A stand-in that has issued nothing yet. */
export function createOnboardingStandIn(options: OnboardingOptions): OnboardingStandIn {
  const otp = options.otp ?? STAND_IN_OTP;
  if (!OTP.test(otp)) throw new Error("the stand-in's OTP is not 6 digits");
  const clock = options.clock ?? systemClock;
  return {
    ca: options.ca,
    environment: options.environment ?? 'sandbox',
    clock,
    complianceValidDays: options.complianceValidDays ?? 730,
    productionValidDays: options.productionValidDays ?? 365,
    csids: new Map(),
    otpHash: sha256(otp),
  };
}

/** `POST /compliance`: a compliance CSID for the unit's CSR, against the OTP. */
export function complianceCsid(
  standIn: OnboardingStandIn,
  request: { otp?: string | undefined; csr?: string | undefined },
): OnboardingAnswer {
  const otpError = checkOtp(standIn, request.otp);
  if (otpError) return otpError;
  const checked = checkCsr(standIn, request.csr);
  if ('status' in checked) return checked;
  return issue(standIn, 'compliance', checked, (options) => issueCertificate(request.csr as string, options));
}

/** `POST /production/csids`: the production CSID, once the compliance CSID passed every step. */
export function productionCsid(
  standIn: OnboardingStandIn,
  request: { authorization?: string | undefined; compliance_request_id?: number | string | undefined },
): OnboardingAnswer {
  const compliance = authorized(standIn, request.authorization, 'compliance');
  if (!compliance) return UNAUTHORIZED;
  if (String(request.compliance_request_id ?? '') !== String(compliance.requestID))
    return rejected('Invalid-Request-ID', 'The compliance_request_id is not the one of this compliance CSID');
  if (compliance.used)
    return rejected('Invalid-Request-ID', 'A production CSID was already issued for this compliance CSID');
  const steps = COMPLIANCE_STEPS[compliance.fields.invoiceTypes] ?? COMPLIANCE_STEPS['1100'];
  const missing = steps.filter((step) => !compliance.stepsPassed.has(step));
  if (missing.length > 0)
    return rejected(
      'Missing-ComplianceSteps',
      `The compliance certificate is not done with the following compliance steps yet [${missing.join(',')}]`,
    );
  compliance.used = true;
  // The production CSID is for the same key and fields: the compliance certificate's, issued again.
  return issue(standIn, 'production', compliance.fields, (options) =>
    reissueCertificate(compliance.certificate.raw, options),
  );
}

/** `PATCH /production/csids`: a new production CSID for a new CSR, against a new OTP. */
export function renewProductionCsid(
  standIn: OnboardingStandIn,
  request: { authorization?: string | undefined; otp?: string | undefined; csr?: string | undefined },
): OnboardingAnswer {
  const current = authorized(standIn, request.authorization, 'production');
  if (!current) return UNAUTHORIZED;
  const otpError = checkOtp(standIn, request.otp);
  if (otpError) return otpError;
  const checked = checkCsr(standIn, request.csr);
  if ('status' in checked) return checked;
  if (checked.vatNumber !== current.fields.vatNumber)
    return rejected('Invalid-CSR', 'The VAT number of the CSR is not the one of the production CSID');
  current.used = true;
  return issue(standIn, 'production', checked, (options) => issueCertificate(request.csr as string, options));
}

/**
 * The CSID whose credentials an `Authorization: Basic` header carries, if valid now (for the
 * compliance-invoice, reporting and clearance operations too). A CSID this process has not seen
 * (issued before a restart, or by another process) is recognised from the credentials alone.
 */
export function authorized(
  standIn: OnboardingStandIn,
  authorization: string | undefined,
  kind: CsidKind,
): IssuedCsid | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const token = decoded.slice(0, colon);
  if (!isCsidSecret(standIn.ca, kind, token, decoded.slice(colon + 1))) return undefined;
  const csid = standIn.csids.get(token) ?? recognised(standIn, token, kind);
  if (!csid || csid.kind !== kind) return undefined;
  if (kind === 'production' && csid.used) return undefined;
  const now = standIn.clock.now().getTime();
  if (now < Date.parse(csid.certificate.validFrom) || now > Date.parse(csid.certificate.validTo))
    return undefined;
  return csid;
}

/** Records a compliance step a compliance CSID passed (`POST /compliance/invoices`). */
export function passComplianceStep(csid: IssuedCsid, step: ComplianceStep): void {
  if (csid.kind !== 'compliance') throw new Error('compliance steps belong to a compliance CSID');
  csid.stepsPassed.add(step);
}

/** The `Authorization` header for a CSID's token and secret (HTTP Basic). */
export function basicAuthorization(binarySecurityToken: string, secret: string): string {
  return `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`).toString('base64')}`;
}

const UNAUTHORIZED: OnboardingAnswer = { status: 401, body: null };

function rejected(code: string, message: string): OnboardingAnswer {
  return {
    status: 400,
    body: {
      requestID: -1,
      dispositionMessage: 'NOT_COMPLIANT',
      binarySecurityToken: '',
      secret: '',
      errors: [{ code, message }],
    },
  };
}

function checkOtp(standIn: OnboardingStandIn, otp: string | undefined): OnboardingAnswer | undefined {
  if (!otp) return rejected('Missing-OTP', 'OTP is required');
  if (!OTP.test(otp) || !timingSafeEqual(sha256(otp), standIn.otpHash))
    return rejected('Invalid-OTP', 'The provided OTP is invalid');
  return undefined;
}

/** The CSR's fields if ZATCA would take it, or the refusal. */
function checkCsr(standIn: OnboardingStandIn, csr: string | undefined): UnitCsrFields | OnboardingAnswer {
  if (!csr) return rejected('Missing-CSR', 'CSR is required');
  try {
    const read = readCsr(csr);
    if (!read.signatureValid) return rejected('Invalid-CSR', 'The CSR signature does not verify');
    if (!read.secp256k1) return rejected('Invalid-CSR', 'The CSR key is not on secp256k1');
    if (read.country !== 'SA') return rejected('Invalid-CSR', 'The CSR country is not SA');
    if (read.template !== CERTIFICATE_TEMPLATES[standIn.environment])
      return rejected(
        'Invalid-CSR',
        `The CSR certificate template name is not ${CERTIFICATE_TEMPLATES[standIn.environment]}`,
      );
    const fields = fieldsOf(read);
    checkCsrFields(fields);
    return fields;
  } catch (error) {
    if (error instanceof UnitCsrError) return rejected('Invalid-CSR', error.message);
    throw error;
  }
}

function issue(
  standIn: OnboardingStandIn,
  kind: CsidKind,
  fields: UnitCsrFields,
  make: (options: IssueOptions) => IssuedCertificate,
): OnboardingAnswer {
  let issued: IssuedCertificate;
  try {
    issued = make({
      ca: standIn.ca,
      now: standIn.clock.now(),
      validDays: kind === 'compliance' ? standIn.complianceValidDays : standIn.productionValidDays,
    });
  } catch (error) {
    if (error instanceof StandInCaError || error instanceof UnitCsrError)
      return rejected('Invalid-CSR', error.message);
    throw error;
  }
  const answer = csidAnswer(standIn.ca, issued, kind);
  remember(standIn, { kind, certificate: issued.certificate, fields, token: answer.binarySecurityToken });
  return { status: 200, body: answer };
}

/** A CSID of the CA this process has not seen, once its secret held: remembered from now on. */
function recognised(standIn: OnboardingStandIn, token: string, kind: CsidKind): IssuedCsid | undefined {
  const certificate = certificateOfToken(standIn.ca, token);
  if (!certificate) return undefined;
  return remember(standIn, { kind, certificate, fields: fieldsOf(certificateFields(certificate)), token });
}

/** A CSR's or certificate's fields, those it lacks empty (for `checkCsrFields` to name). */
function fieldsOf(read: Partial<UnitCsrFields>): UnitCsrFields {
  return {
    commonName: read.commonName ?? '',
    organizationName: read.organizationName ?? '',
    organizationUnit: read.organizationUnit ?? '',
    vatNumber: read.vatNumber ?? '',
    serialNumber: read.serialNumber ?? '',
    invoiceTypes: (read.invoiceTypes ?? '') as InvoiceTypes,
    address: read.address ?? '',
    businessCategory: read.businessCategory ?? '',
  };
}

function remember(
  standIn: OnboardingStandIn,
  made: { kind: CsidKind; certificate: X509Certificate; fields: UnitCsrFields; token: string },
): IssuedCsid {
  const csid: IssuedCsid = {
    kind: made.kind,
    requestID: csidRequestId(made.certificate.raw),
    binarySecurityToken: made.token,
    certificate: made.certificate,
    fields: made.fields,
    stepsPassed: new Set(),
    used: false,
  };
  standIn.csids.set(csid.binarySecurityToken, csid);
  return csid;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
