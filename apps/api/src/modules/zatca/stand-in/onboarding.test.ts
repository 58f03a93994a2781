import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../../core/jobs/clock.ts';
import { unitFields } from '../test-kit.ts';
import {
  privateKeyPem,
  type UnitCsrFields,
  unitCsr,
  unitKeyPair,
  type ZatcaEnvironment,
} from '../unit-keys.ts';
import type { CsidAnswer } from './ca.ts';
import { createStandInCa } from './ca.ts';
import {
  authorized,
  basicAuthorization,
  COMPLIANCE_STEPS,
  complianceCsid,
  createOnboardingStandIn,
  type OnboardingAnswer,
  type OnboardingStandIn,
  passComplianceStep,
  productionCsid,
  renewProductionCsid,
  STAND_IN_OTP,
} from './onboarding.ts';

/** The ZATCA stand-in's onboarding (issue 29): compliance CSID, production CSID, renewal. */
const DAY = 86_400_000;
const ca = createStandInCa({ now: new Date('2026-01-01T00:00:00Z') });
const unit = unitKeyPair();
const fields = { ...unitFields, invoiceTypes: '0100' } satisfies UnitCsrFields;
const csrFor = (environment: ZatcaEnvironment = 'sandbox', change: Partial<UnitCsrFields> = {}, key = unit) =>
  unitCsr({ privateKey: key.privateKey, environment, ...fields, ...change }).base64;

function standIn(options: { otp?: string } = {}) {
  const clock = movableClock(new Date('2026-11-29T09:30:00Z'));
  return { clock, zatca: createOnboardingStandIn({ ca, clock, ...options }) };
}

function issued(answer: OnboardingAnswer): CsidAnswer {
  if (answer.status !== 200)
    throw new Error(`expected a CSID, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function certificateOf(answer: CsidAnswer): X509Certificate {
  return new X509Certificate(
    Buffer.from(Buffer.from(answer.binarySecurityToken, 'base64').toString(), 'base64'),
  );
}

const errorCodes = (answer: OnboardingAnswer) =>
  answer.status === 400 ? answer.body.errors.map((e) => e.code) : [];

/** A unit through compliance: its compliance CSID, with every step of its invoice types passed. */
function compliant(zatca: OnboardingStandIn) {
  const compliance = issued(complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }));
  const auth = basicAuthorization(compliance.binarySecurityToken, compliance.secret);
  const csid = authorized(zatca, auth, 'compliance');
  if (!csid) throw new Error('the compliance CSID does not authorize');
  for (const step of COMPLIANCE_STEPS[fields.invoiceTypes]) passComplianceStep(csid, step);
  return { compliance, auth };
}

describe('POST /compliance: the compliance CSID', () => {
  it('is issued for a CSR and the right OTP, for the CSR key and fields, signed by the CA', () => {
    const { zatca } = standIn();
    const answer = issued(complianceCsid(zatca, { otp: '123345', csr: csrFor() }));
    expect(answer).toMatchObject({ dispositionMessage: 'ISSUED', errors: null });
    expect(answer.requestID).toBeGreaterThan(0);
    expect(answer.secret.length).toBeGreaterThan(30);
    const certificate = certificateOf(answer);
    expect(certificate.verify(ca.certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(unit.privateKey)).toBe(true);
    expect(certificate.subjectAltName).toContain('UID=310122393500003');
    expect(new Date(certificate.validTo).getTime() - new Date(certificate.validFrom).getTime()).toBe(
      730 * DAY,
    );
    // Its token and secret are the credentials of the next calls; another secret is not.
    expect(
      authorized(zatca, basicAuthorization(answer.binarySecurityToken, answer.secret), 'compliance'),
    ).toBeDefined();
    expect(
      authorized(zatca, basicAuthorization(answer.binarySecurityToken, `${answer.secret}x`), 'compliance'),
    ).toBe(undefined);
  });

  it('is refused for a wrong OTP, an OTP not of 6 digits, and none', () => {
    const { zatca } = standIn();
    for (const otp of ['123346', '12345', '1233456', 'abcdef']) {
      const answer = complianceCsid(zatca, { otp, csr: csrFor() });
      expect(answer).toMatchObject({
        status: 400,
        body: { requestID: -1, dispositionMessage: 'NOT_COMPLIANT' },
      });
      expect(answer.body).toMatchObject({
        binarySecurityToken: '',
        secret: '',
        errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }],
      });
    }
    expect(errorCodes(complianceCsid(zatca, { csr: csrFor() }))).toEqual(['Missing-OTP']);
    expect(zatca.csids.size).toBe(0);
  });

  it('takes the OTP the stand-in was given, and no other', () => {
    const { zatca } = standIn({ otp: '907514' });
    expect(errorCodes(complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }))).toEqual(['Invalid-OTP']);
    expect(complianceCsid(zatca, { otp: '907514', csr: csrFor() }).status).toBe(200);
    expect(() => createOnboardingStandIn({ ca, otp: '12345' })).toThrow('6 digits');
  });

  it("is refused for a CSR ZATCA refuses: none, not one, broken, another environment's, wrong fields", () => {
    const { zatca } = standIn();
    const der = Buffer.from(unitCsr({ privateKey: unit.privateKey, environment: 'sandbox', ...fields }).der);
    der[der.length - 3] = (der[der.length - 3] ?? 0) ^ 0x01;
    const cases: [string | undefined, string][] = [
      [undefined, 'Missing-CSR'],
      ['bm90IGEgQ1NS', 'Invalid-CSR'],
      [der.toString('base64'), 'Invalid-CSR'],
      [csrFor('production'), 'Invalid-CSR'],
      [csrFor('simulation'), 'Invalid-CSR'],
    ];
    for (const [csr, code] of cases)
      expect(errorCodes(complianceCsid(zatca, { otp: STAND_IN_OTP, csr }))).toEqual([code]);
    const answer = complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor('production') });
    expect(answer.status === 400 && answer.body.errors[0]?.message).toBe(
      'The CSR certificate template name is not TSTZATCA-Code-Signing',
    );
    expect(zatca.csids.size).toBe(0);
  });
});

describe('POST /production/csids: the production CSID', () => {
  it("is refused before the compliance CSID: no credentials, another CA's, a secret not the token's", () => {
    const { zatca } = standIn();
    expect(productionCsid(zatca, { compliance_request_id: 1 })).toEqual({ status: 401, body: null });
    const otherCa = createOnboardingStandIn({
      ca: createStandInCa({ now: new Date('2026-01-01T00:00:00Z') }),
      clock: zatca.clock,
    });
    const foreign = issued(complianceCsid(otherCa, { otp: STAND_IN_OTP, csr: csrFor() }));
    const mine = issued(complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }));
    for (const [token, secret] of [
      [foreign.binarySecurityToken, foreign.secret],
      [mine.binarySecurityToken, foreign.secret],
      [foreign.binarySecurityToken, mine.secret],
    ] as const)
      expect(
        productionCsid(zatca, {
          authorization: basicAuthorization(token, secret),
          compliance_request_id: foreign.requestID,
        }),
      ).toEqual({ status: 401, body: null });
  });

  it("knows a compliance CSID of its CA that another process issued, with none of that process's steps", () => {
    const { zatca } = standIn();
    const elsewhere = issued(complianceCsid(standIn().zatca, { otp: STAND_IN_OTP, csr: csrFor() }));
    const auth = basicAuthorization(elsewhere.binarySecurityToken, elsewhere.secret);
    expect(authorized(zatca, auth, 'compliance')?.fields).toEqual(fields);
    expect(authorized(zatca, auth, 'production')).toBe(undefined);
    expect(
      errorCodes(productionCsid(zatca, { authorization: auth, compliance_request_id: elsewhere.requestID })),
    ).toEqual(['Missing-ComplianceSteps']);
  });

  it('is refused before the compliance steps are passed, naming the missing ones', () => {
    const { zatca } = standIn();
    const compliance = issued(complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }));
    const auth = basicAuthorization(compliance.binarySecurityToken, compliance.secret);
    const csid = authorized(zatca, auth, 'compliance');
    if (!csid) throw new Error('no compliance CSID');
    passComplianceStep(csid, 'simplified-compliant');
    const answer = productionCsid(zatca, {
      authorization: auth,
      compliance_request_id: compliance.requestID,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        dispositionMessage: 'NOT_COMPLIANT',
        errors: [
          {
            code: 'Missing-ComplianceSteps',
            message:
              'The compliance certificate is not done with the following compliance steps yet [simplified-credit-note-compliant,simplified-debit-note-compliant]',
          },
        ],
      },
    });
  });

  it('is issued once the steps are passed, for the same key and fields, and once only', () => {
    const { zatca } = standIn();
    const { compliance, auth } = compliant(zatca);
    expect(
      errorCodes(
        productionCsid(zatca, { authorization: auth, compliance_request_id: compliance.requestID + 1 }),
      ),
    ).toEqual(['Invalid-Request-ID']);
    const answer = issued(
      productionCsid(zatca, { authorization: auth, compliance_request_id: compliance.requestID }),
    );
    expect(answer.requestID).not.toBe(compliance.requestID);
    expect(answer.binarySecurityToken).not.toBe(compliance.binarySecurityToken);
    const certificate = certificateOf(answer);
    expect(certificate.verify(ca.certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(unit.privateKey)).toBe(true);
    expect(certificate.subject).toBe(certificateOf(compliance).subject);
    expect(certificate.subjectAltName).toBe(certificateOf(compliance).subjectAltName);
    expect(new Date(certificate.validTo).getTime() - new Date(certificate.validFrom).getTime()).toBe(
      365 * DAY,
    );
    expect(
      authorized(zatca, basicAuthorization(answer.binarySecurityToken, answer.secret), 'production'),
    ).toBeDefined();
    // The compliance CSID's credentials are no production credentials.
    expect(authorized(zatca, auth, 'production')).toBe(undefined);
    expect(
      errorCodes(productionCsid(zatca, { authorization: auth, compliance_request_id: compliance.requestID })),
    ).toEqual(['Invalid-Request-ID']);
  });
});

describe('PATCH /production/csids: renewal', () => {
  function onboarded() {
    const { zatca, clock } = standIn();
    const { compliance, auth } = compliant(zatca);
    const production = issued(
      productionCsid(zatca, { authorization: auth, compliance_request_id: compliance.requestID }),
    );
    return {
      zatca,
      clock,
      production,
      auth: basicAuthorization(production.binarySecurityToken, production.secret),
    };
  }

  it('issues a production CSID for a new key against a new OTP, and retires the one it replaces', () => {
    const { zatca, clock, auth } = onboarded();
    clock.advance(340 * DAY);
    const next = unitKeyPair();
    const renewed = issued(
      renewProductionCsid(zatca, {
        authorization: auth,
        otp: STAND_IN_OTP,
        csr: csrFor('sandbox', {}, next),
      }),
    );
    const certificate = certificateOf(renewed);
    expect(certificate.checkPrivateKey(next.privateKey)).toBe(true);
    expect(new Date(certificate.validFrom)).toEqual(clock.now());
    expect(
      authorized(zatca, basicAuthorization(renewed.binarySecurityToken, renewed.secret), 'production'),
    ).toBeDefined();
    expect(authorized(zatca, auth, 'production')).toBe(undefined);
    expect(renewProductionCsid(zatca, { authorization: auth, otp: STAND_IN_OTP, csr: csrFor() }).status).toBe(
      401,
    );
  });

  it('is refused for a wrong OTP, another VAT number, a compliance CSID, and an expired production CSID', () => {
    const { zatca, clock, auth } = onboarded();
    expect(
      errorCodes(renewProductionCsid(zatca, { authorization: auth, otp: '000000', csr: csrFor() })),
    ).toEqual(['Invalid-OTP']);
    expect(
      errorCodes(
        renewProductionCsid(zatca, {
          authorization: auth,
          otp: STAND_IN_OTP,
          csr: csrFor('sandbox', { vatNumber: '300000000000003' }),
        }),
      ),
    ).toEqual(['Invalid-CSR']);
    const compliance = issued(complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }));
    const complianceAuth = basicAuthorization(compliance.binarySecurityToken, compliance.secret);
    expect(
      renewProductionCsid(zatca, { authorization: complianceAuth, otp: STAND_IN_OTP, csr: csrFor() }).status,
    ).toBe(401);
    clock.advance(366 * DAY);
    expect(renewProductionCsid(zatca, { authorization: auth, otp: STAND_IN_OTP, csr: csrFor() }).status).toBe(
      401,
    );
  });
});

it("never answers with a key: the unit's or the CA's", () => {
  const { zatca } = standIn();
  const secrets = [unit.privateKey, ca.privateKey].flatMap((key) => [
    privateKeyPem(key).split('\n')[1] ?? '',
    key.export({ format: 'jwk' }).d ?? '',
  ]);
  const answers = [
    complianceCsid(zatca, { otp: '000000', csr: csrFor() }),
    complianceCsid(zatca, { otp: STAND_IN_OTP, csr: 'bm90IGEgQ1NS' }),
    complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor('production') }),
    complianceCsid(zatca, { otp: STAND_IN_OTP, csr: csrFor() }),
    productionCsid(zatca, { authorization: 'Basic eDp5', compliance_request_id: 1 }),
  ];
  for (const answer of answers)
    for (const secret of secrets) expect(JSON.stringify(answer)).not.toContain(secret);
});
