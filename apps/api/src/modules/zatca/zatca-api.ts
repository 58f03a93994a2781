/**
 * The ZATCA e-invoicing API as the server calls it (issue 29): onboarding (compliance CSID, the
 * compliance checks, production CSID, renewal) and reporting. One interface, two kinds of
 * implementation:
 * - `httpZatcaApi(baseUrl)`: ZATCA's gateway over HTTPS (developer portal, simulation, production,
 *   each an address in the configuration), or any server that answers as it does;
 * - the built-in stand-in, in the process (`standInZatcaApi`), the default on a fresh start.
 *
 * Every call answers `{ status, body }` as ZATCA does; a call that gets no answer (refused, reset,
 * timed out) throws `ZatcaUnreachable`. Credentials are the CSID's token and secret; nothing here
 * logs them or puts them in an error.
 */
import type { CsidAnswer } from './stand-in/ca.ts';
import type { DocumentAnswer } from './stand-in/documents.ts';
import type { OnboardingAnswer } from './stand-in/onboarding.ts';

export type { CsidAnswer, DocumentAnswer, OnboardingAnswer };

/** A CSID's credentials (HTTP Basic on every call after it was issued). */
export interface ZatcaCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** A signed document as ZATCA takes it: its hash, UUID and the XML in Base64. */
export interface ZatcaDocumentBody {
  invoiceHash: string;
  uuid: string;
  invoice: string;
}

export interface ZatcaApi {
  /** `POST /compliance` (header OTP): a compliance CSID for the CSR (Base64 of its PEM). */
  complianceCsid(otp: string, csr: string): Promise<OnboardingAnswer>;
  /** `POST /compliance/invoices` with the compliance CSID: one sample document of the unit. */
  complianceInvoice(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
  /** `POST /production/csids` with the compliance CSID. */
  productionCsid(credentials: ZatcaCredentials, complianceRequestId: number): Promise<OnboardingAnswer>;
  /** `PATCH /production/csids` (header OTP) with the production CSID: a new one for a new CSR. */
  renewProductionCsid(credentials: ZatcaCredentials, otp: string, csr: string): Promise<OnboardingAnswer>;
  /** `POST /invoices/reporting/single` with the production CSID: a simplified document. */
  reportDocument(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
  /**
   * `POST /invoices/clearance/single` with the production CSID: a standard (B2B) document, cleared
   * before it is shared; the answer's `clearedInvoice` is the document as ZATCA stamped it (Base64).
   */
  clearDocument(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
}

/** No answer from ZATCA (refused, reset, timed out): the call may be tried again later. */
export class ZatcaUnreachable extends Error {
  override readonly name = 'ZatcaUnreachable';
}
