/**
 * Tests only: a ZATCA API in the process over the built-in stand-in's functions (onboarding and
 * compliance checks), with a clearance that checks what the stand-in checks of a document (its hash
 * and its signature by the certificate issued to the caller) and answers it cleared, or fails as a
 * test says (unreachable, 503, a refusal). The calls it got are kept for "exactly once" checks.
 */
import type { Clock } from '../../core/jobs/clock.ts';
import { invoiceHash } from './invoice-hash.ts';
import { readCertificate, verifyInvoiceSignature } from './signature.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { complianceInvoice, createDocumentsStandIn, reportDocument } from './stand-in/documents.ts';
import {
  authorized,
  basicAuthorization,
  complianceCsid,
  createOnboardingStandIn,
  productionCsid,
  renewProductionCsid,
} from './stand-in/onboarding.ts';
import { parseXml, text } from './xml.ts';
import { type DocumentAnswer, type ZatcaApi, ZatcaUnreachable } from './zatca-api.ts';

export type ClearanceFault = 'unreachable' | 503 | 'refuse' | undefined;

export function testZatcaApi(clock: Clock) {
  const onboarding = createOnboardingStandIn({ ca: createStandInCa({ now: clock.now() }), clock });
  const documents = createDocumentsStandIn(onboarding);
  const state = {
    /** What the next clearance calls meet (by the call's index from 0). */
    fault: (_call: number): ClearanceFault => undefined,
    /** Every clearance call: its UUID and the answer's status (0: unreachable). */
    clearances: [] as { uuid: string; status: number }[],
    cleared: new Map<string, string>(),
  };
  const auth = (c: { binarySecurityToken: string; secret: string }) =>
    basicAuthorization(c.binarySecurityToken, c.secret);
  const api: ZatcaApi = {
    complianceCsid: async (otp, csr) => complianceCsid(onboarding, { otp, csr }),
    complianceInvoice: async (c, d) => complianceInvoice(documents, { authorization: auth(c), ...d }),
    productionCsid: async (c, id) =>
      productionCsid(onboarding, { authorization: auth(c), compliance_request_id: id }),
    renewProductionCsid: async (c, otp, csr) =>
      renewProductionCsid(onboarding, { authorization: auth(c), otp, csr }),
    reportDocument: async (c, d) => reportDocument(documents, { authorization: auth(c), ...d }),
    async clearDocument(c, d): Promise<DocumentAnswer> {
      const fault = state.fault(state.clearances.length);
      if (fault === 'unreachable') {
        state.clearances.push({ uuid: d.uuid, status: 0 });
        throw new ZatcaUnreachable('connection refused');
      }
      const answer = clear(fault, auth(c), d);
      state.clearances.push({ uuid: d.uuid, status: answer.status });
      return answer;
    },
  };
  function clear(
    fault: ClearanceFault,
    authorization: string,
    d: { invoiceHash: string; uuid: string; invoice: string },
  ): DocumentAnswer {
    if (fault === 503) return { status: 503, body: null };
    const csid = authorized(onboarding, authorization, 'production');
    if (!csid) return { status: 401, body: null };
    const xml = Buffer.from(d.invoice, 'base64').toString('utf8');
    const document = parseXml(xml);
    const certificate = readCertificate(text('//ds:X509Certificate', document));
    const holds =
      invoiceHash(xml) === d.invoiceHash &&
      text('/*/cbc:UUID', document) === d.uuid &&
      certificate.base64 === Buffer.from(csid.certificate.raw).toString('base64') &&
      verifyInvoiceSignature(d.invoiceHash, text('//ds:SignatureValue', document), certificate);
    const passed = holds && fault !== 'refuse';
    const message = {
      type: passed ? 'INFO' : 'ERROR',
      code: passed ? 'XSD_ZATCA_VALID' : 'invalid-signature',
      category: passed ? 'XSD validation' : 'KSA',
      message: passed ? 'Complied with UBL 2.1 standards' : 'The signature of the invoice does not verify',
      status: passed ? 'PASS' : 'ERROR',
    } as const;
    const validationResults = {
      infoMessages: passed ? [message] : [],
      warningMessages: [],
      errorMessages: passed ? [] : [message],
      status: passed ? ('PASS' as const) : ('ERROR' as const),
    };
    if (!passed) return { status: 400, body: { validationResults, clearanceStatus: 'NOT_CLEARED' } };
    state.cleared.set(d.uuid, d.invoice);
    return { status: 200, body: { validationResults, clearanceStatus: 'CLEARED', clearedInvoice: d.invoice } };
  }
  return { api, state };
}
