import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../../core/jobs/clock.ts';
import { FIRST_PREVIOUS_HASH } from '../invoice-hash.ts';
import { readCertificate, type ZatcaCertificate } from '../signature.ts';
import { unitFields } from '../test-kit.ts';
import type { DocumentKind, DocumentProfile } from '../ubl-document.ts';
import { unitCsr, unitKeyPair } from '../unit-keys.ts';
import { createStandInCa } from './ca.ts';
import {
  clearDocument,
  complianceInvoice,
  createDocumentsStandIn,
  type DocumentRequest,
  type DocumentsStandIn,
  reportDocument,
  StandInSilence,
} from './documents.ts';
import {
  basicAuthorization,
  complianceCsid,
  createOnboardingStandIn,
  productionCsid,
  STAND_IN_OTP,
} from './onboarding.ts';
import { signedDocument } from './stand-in-kit.ts';

/**
 * The ZATCA stand-in's document operations (issue 29): a unit passes its compliance steps with
 * stamped sample documents, gets its production CSID, then reports its chain of documents; the
 * stand-in refuses what ZATCA refuses (a hash, a signature, a certificate, a counter or a previous
 * hash that does not hold), takes a document once, and fails or warns when a test says so.
 */
const ca = createStandInCa({ now: new Date('2026-01-01T00:00:00Z') });

interface Csid {
  authorization: string;
  certificate: ZatcaCertificate;
}

const csidOf = (answer: { status: number; body: unknown }): Csid => {
  expect(answer.status).toBe(200);
  const body = answer.body as { binarySecurityToken: string; secret: string };
  return {
    authorization: basicAuthorization(body.binarySecurityToken, body.secret),
    certificate: readCertificate(Buffer.from(body.binarySecurityToken, 'base64').toString('utf8')),
  };
};

/** A unit of simplified documents, with its key, its compliance CSID and the stand-in. */
function newUnit() {
  const onboarding = createOnboardingStandIn({ ca, clock: movableClock(new Date('2026-11-29T09:30:00Z')) });
  const zatca = createDocumentsStandIn(onboarding);
  const key = unitKeyPair();
  const csr = unitCsr({
    privateKey: key.privateKey,
    environment: 'sandbox',
    ...unitFields,
    invoiceTypes: '0100',
  }).base64;
  const compliance = complianceCsid(onboarding, { otp: STAND_IN_OTP, csr });
  return {
    zatca,
    key,
    compliance: csidOf(compliance),
    requestId: (compliance.body as { requestID: number }).requestID,
  };
}

/** The request that sends a stamped document: counter, previous hash, kind and profile as given. */
function documentRequest(
  unit: ReturnType<typeof newUnit>,
  csid: Csid,
  options: { counter: number; previousHash: string; kind?: DocumentKind; profile?: DocumentProfile },
): DocumentRequest & { hash: string } {
  const signed = signedDocument(unit.key.privateKey, csid.certificate, options);
  return { authorization: csid.authorization, ...signed, hash: signed.invoiceHash };
}

/** A unit past its compliance steps, with its production CSID. */
function onboardedUnit() {
  const unit = newUnit();
  let previousHash = FIRST_PREVIOUS_HASH;
  (['invoice', 'credit-note', 'debit-note'] as const).forEach((kind, index) => {
    const request = documentRequest(unit, unit.compliance, { counter: index + 1, previousHash, kind });
    expect(complianceInvoice(unit.zatca, request)).toMatchObject({
      status: 200,
      body: { reportingStatus: 'REPORTED' },
    });
    previousHash = request.hash;
  });
  const production = csidOf(
    productionCsid(unit.zatca.onboarding, {
      authorization: unit.compliance.authorization,
      compliance_request_id: unit.requestId,
    }),
  );
  return { ...unit, production };
}

const errorCodes = (answer: ReturnType<typeof reportDocument>) =>
  answer.body?.validationResults.errorMessages.map((m) => m.code);

/** Reports `count` documents of the unit's chain from `counter`, each on the one before. */
function reportChain(zatca: DocumentsStandIn, unit: ReturnType<typeof onboardedUnit>, count: number) {
  let previousHash = FIRST_PREVIOUS_HASH;
  const sent = [];
  for (let counter = 1; counter <= count; counter++) {
    const request = documentRequest(unit, unit.production, { counter, previousHash });
    expect(reportDocument(zatca, request)).toMatchObject({
      status: 200,
      body: { reportingStatus: 'REPORTED' },
    });
    previousHash = request.hash;
    sent.push(request);
  }
  return sent;
}

describe('the stand-in’s compliance and reporting', () => {
  it('passes a unit’s compliance steps with its stamped samples, then issues its production CSID', () => {
    const unit = onboardedUnit();
    expect(unit.production.certificate.x509.checkIssued(ca.certificate)).toBe(true);
  });

  it('refuses a compliance sample whose hash, signature or certificate does not hold', () => {
    const unit = newUnit();
    const good = documentRequest(unit, unit.compliance, { counter: 1, previousHash: FIRST_PREVIOUS_HASH });
    const other = newUnit();
    const foreign = documentRequest(other, other.compliance, {
      counter: 1,
      previousHash: FIRST_PREVIOUS_HASH,
    });
    const cases: [DocumentRequest, string][] = [
      [{ ...good, invoiceHash: foreign.hash }, 'invalid-invoice-hash'],
      [{ ...good, uuid: randomUUID() }, 'invalid-uuid'],
      [{ ...foreign, authorization: unit.compliance.authorization }, 'certificate-mismatch'],
      [{ ...good, invoice: Buffer.from('<Invoice').toString('base64') }, 'invalid-invoice'],
    ];
    for (const [request, code] of cases) {
      const answer = complianceInvoice(unit.zatca, request);
      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toContain(code);
    }
    expect(complianceInvoice(unit.zatca, { ...good, authorization: undefined }).status).toBe(401);
    // None of those passed a step: no production CSID yet.
    expect(
      productionCsid(unit.zatca.onboarding, {
        authorization: unit.compliance.authorization,
        compliance_request_id: unit.requestId,
      }).status,
    ).toBe(400);
  });

  it('reports a unit’s chain in order, each document once', () => {
    const unit = onboardedUnit();
    const sent = reportChain(unit.zatca, unit, 5);
    expect([...unit.zatca.reported.values()].map((d) => d.counter)).toEqual([1, 2, 3, 4, 5]);
    // Sent again (a retry after a lost answer): 409, reported already, nothing changes.
    const again = reportDocument(unit.zatca, sent[2] as DocumentRequest);
    expect(again).toMatchObject({ status: 409, body: { reportingStatus: 'REPORTED' } });
    expect(unit.zatca.reported.size).toBe(5);
  });

  it('refuses a broken chain: a counter skipped or repeated, a previous hash not the last one’s', () => {
    const unit = onboardedUnit();
    const [first] = reportChain(unit.zatca, unit, 1);
    const last = first?.hash ?? '';
    const skipped = reportDocument(
      unit.zatca,
      documentRequest(unit, unit.production, { counter: 3, previousHash: last }),
    );
    expect(skipped.status).toBe(400);
    expect(errorCodes(skipped)).toEqual(['invalid-icv']);
    const repeated = reportDocument(
      unit.zatca,
      documentRequest(unit, unit.production, { counter: 1, previousHash: last }),
    );
    expect(errorCodes(repeated)).toEqual(['invalid-icv']);
    const wrongHash = reportDocument(
      unit.zatca,
      documentRequest(unit, unit.production, { counter: 2, previousHash: FIRST_PREVIOUS_HASH }),
    );
    expect(errorCodes(wrongHash)).toEqual(['invalid-pih']);
    expect(wrongHash.body).toMatchObject({ reportingStatus: 'NOT_REPORTED' });
    // Refusals change nothing: the next in the chain is still taken.
    expect(
      reportDocument(unit.zatca, documentRequest(unit, unit.production, { counter: 2, previousHash: last }))
        .status,
    ).toBe(200);
  });

  it('reports only with the production CSID, and only simplified documents', () => {
    const unit = onboardedUnit();
    const request = documentRequest(unit, unit.production, { counter: 1, previousHash: FIRST_PREVIOUS_HASH });
    expect(
      reportDocument(unit.zatca, { ...request, authorization: unit.compliance.authorization }).status,
    ).toBe(401);
    expect(reportDocument(unit.zatca, { ...request, authorization: 'Basic eDp5' }).status).toBe(401);
    expect(unit.zatca.reported.size).toBe(0);
  });

  it('fails or warns when told: an outage records nothing, a warning still reports', () => {
    const unit = onboardedUnit();
    const request = documentRequest(unit, unit.production, { counter: 1, previousHash: FIRST_PREVIOUS_HASH });
    unit.zatca.fault = () => ({ status: 503 });
    expect(reportDocument(unit.zatca, request)).toEqual({ status: 503, body: null });
    expect(unit.zatca.reported.size).toBe(0);
    unit.zatca.fault = () => ({ warning: 'BR-KSA-F-06-C32: the buyer name is empty' });
    const warned = reportDocument(unit.zatca, request);
    expect(warned).toMatchObject({
      status: 202,
      body: { reportingStatus: 'REPORTED', validationResults: { status: 'WARNING' } },
    });
    expect(unit.zatca.calls.map((c) => c.status)).toEqual([503, 202]);
  });
});

describe('the stand-in’s clearance', () => {
  it('clears a standard document on the unit’s one chain, answering the cleared document, once', () => {
    const unit = onboardedUnit();
    const [first] = reportChain(unit.zatca, unit, 1);
    const standard = documentRequest(unit, unit.production, {
      counter: 2,
      previousHash: first?.hash ?? '',
      profile: 'standard',
    });
    const cleared = clearDocument(unit.zatca, standard);
    expect(cleared).toMatchObject({
      status: 200,
      body: { clearanceStatus: 'CLEARED', clearedInvoice: standard.invoice },
    });
    expect(cleared.body).not.toHaveProperty('reportingStatus');
    expect(clearDocument(unit.zatca, standard)).toMatchObject({
      status: 409,
      body: { clearanceStatus: 'CLEARED', clearedInvoice: standard.invoice },
    });
    // The next simplified document follows the cleared one in the chain.
    const third = documentRequest(unit, unit.production, { counter: 3, previousHash: standard.hash });
    expect(reportDocument(unit.zatca, third).status).toBe(200);
    expect(unit.zatca.calls.map((c) => [c.operation, c.status])).toEqual([
      ['reporting', 200],
      ['clearance', 200],
      ['clearance', 409],
      ['reporting', 200],
    ]);
  });

  it('refuses a simplified document, a broken chain, and any CSID but the production one', () => {
    const unit = onboardedUnit();
    const simplified = documentRequest(unit, unit.production, {
      counter: 1,
      previousHash: FIRST_PREVIOUS_HASH,
    });
    const atClearance = clearDocument(unit.zatca, simplified);
    expect(atClearance).toMatchObject({ status: 400, body: { clearanceStatus: 'NOT_CLEARED' } });
    expect(errorCodes(atClearance)).toEqual(['invalid-invoice-type']);
    const standard = documentRequest(unit, unit.production, {
      counter: 1,
      previousHash: FIRST_PREVIOUS_HASH,
      profile: 'standard',
    });
    expect(errorCodes(reportDocument(unit.zatca, standard))).toEqual(['invalid-invoice-type']);
    expect(
      clearDocument(unit.zatca, { ...standard, authorization: unit.compliance.authorization }).status,
    ).toBe(401);
    expect(clearDocument(unit.zatca, standard).status).toBe(200);
    const skipped = documentRequest(unit, unit.production, {
      counter: 3,
      previousHash: standard.hash,
      profile: 'standard',
    });
    expect(errorCodes(clearDocument(unit.zatca, skipped))).toEqual(['invalid-icv']);
    // A UUID reported already is not cleared under it.
    expect(clearDocument(unit.zatca, { ...simplified, uuid: standard.uuid })).toMatchObject({
      status: 409,
      body: { clearanceStatus: 'NOT_CLEARED' },
    });
  });

  it('does not answer when told, for any operation, asking the fault once per call and recording nothing', () => {
    const unit = onboardedUnit();
    const asked: string[] = [];
    unit.zatca.fault = (request) => {
      asked.push(request.operation);
      return { unreachable: true };
    };
    const standard = documentRequest(unit, unit.production, {
      counter: 1,
      previousHash: FIRST_PREVIOUS_HASH,
      profile: 'standard',
    });
    expect(() => clearDocument(unit.zatca, standard)).toThrow(StandInSilence);
    expect(() => reportDocument(unit.zatca, standard)).toThrow(StandInSilence);
    expect(() => complianceInvoice(unit.zatca, standard)).toThrow(StandInSilence);
    expect(asked).toEqual(['clearance', 'reporting', 'compliance-invoice']);
    expect(unit.zatca.calls).toEqual([]);
    expect(unit.zatca.reported.size).toBe(0);
  });
});
