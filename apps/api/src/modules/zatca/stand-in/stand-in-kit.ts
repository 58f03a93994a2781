/**
 * Tests only: a unit as the ZATCA stand-in's tests drive it (its key and CSR), and its documents
 * signed with the certificate of one of its CSIDs, ready to send (`ZatcaDocumentBody`).
 */
import { type KeyObject, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { FIRST_PREVIOUS_HASH } from '../invoice-hash.ts';
import { readCertificate, type ZatcaCertificate } from '../signature.ts';
import { stampInvoice } from '../stamp.ts';
import { saleDocument, seller, unitFields } from '../test-kit.ts';
import type { DocumentKind, DocumentProfile } from '../ubl-document.ts';
import { ublDocument } from '../ubl-document.ts';
import { type InvoiceTypes, unitCsr, unitKeyPair, unitSerialNumber } from '../unit-keys.ts';
import type { OnboardingAnswer, ZatcaApi, ZatcaCredentials, ZatcaDocumentBody } from '../zatca-api.ts';
import { STAND_IN_OTP } from './onboarding.ts';

/**
 * A new unit's key and its CSR (base64 of the PEM, as ZATCA takes it) for the developer portal: a
 * serial number of its own (a chain of its own), or the one of the unit it renews.
 */
export function unitRequest(
  invoiceTypes: InvoiceTypes = '1100',
  serialNumber = unitSerialNumber('1.4.0', randomUUID()),
) {
  const key = unitKeyPair();
  const csr = unitCsr({
    privateKey: key.privateKey,
    environment: 'sandbox',
    ...unitFields,
    serialNumber,
    invoiceTypes,
  }).base64;
  return { key, csr, serialNumber };
}

/** The certificate a CSID's token carries (base64 of its base64 DER). */
export const certificateOfCsid = (credentials: Pick<ZatcaCredentials, 'binarySecurityToken'>) =>
  readCertificate(Buffer.from(credentials.binarySecurityToken, 'base64').toString('utf8'));

/** A standard document's buyer: a business registered for VAT. */
export const businessBuyer = {
  ...seller,
  name: 'شركة الضيافة المتحدة',
  vatNumber: '300000000000003',
  commercialRegister: '1010020000',
};

export interface DocumentOptions {
  counter: number;
  previousHash?: string;
  kind?: DocumentKind;
  profile?: DocumentProfile;
}

/** A document of the unit, stamped with the key and the certificate of its CSID: the body to send. */
export function signedDocument(
  privateKey: KeyObject,
  signer: Pick<ZatcaCredentials, 'binarySecurityToken'> | ZatcaCertificate,
  { counter, previousHash = FIRST_PREVIOUS_HASH, kind = 'invoice', profile = 'simplified' }: DocumentOptions,
): ZatcaDocumentBody & { xml: string } {
  const uuid = randomUUID();
  const stamped = stampInvoice(
    ublDocument(
      saleDocument([{ name: 'شاورما دجاج', quantity: 2, unitPrice: 1_500, taxRate: '15.00' }], 0, {
        kind,
        profile,
        uuid,
        counter,
        previousHash,
        number: `ORD-${counter}`,
        ...(profile === 'standard' ? { buyer: businessBuyer } : {}),
        ...(kind === 'invoice' ? {} : { correcting: { number: 'ORD-1', reason: 'إلغاء الطلب' } }),
      }),
    ),
    {
      certificate: 'x509' in signer ? signer : certificateOfCsid(signer),
      privateKey,
      signingTime: new Date(),
    },
  );
  return {
    uuid,
    invoiceHash: stamped.invoiceHash,
    invoice: Buffer.from(stamped.xml).toString('base64'),
    xml: stamped.xml,
  };
}

/** The six compliance samples of a unit issuing both profiles: each kind, standard and simplified. */
export const COMPLIANCE_SAMPLES: readonly { kind: DocumentKind; profile: DocumentProfile }[] = (
  ['standard', 'simplified'] as const
).flatMap((profile) =>
  (['invoice', 'credit-note', 'debit-note'] as const).map((kind) => ({ kind, profile })),
);

/** The CSID an answer carries (the test fails on any other answer). */
export function csid(answer: OnboardingAnswer): ZatcaCredentials & { requestID: number } {
  if (answer.status !== 200)
    throw new Error(`expected a CSID, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A new unit onboarded through the API: its key and serial, its compliance and production CSIDs. */
export async function onboard(api: ZatcaApi, otp = STAND_IN_OTP) {
  const { key, csr, serialNumber } = unitRequest('1100');
  const compliance = csid(await api.complianceCsid(otp, csr));
  for (const [index, sample] of COMPLIANCE_SAMPLES.entries()) {
    const answer = await api.complianceInvoice(
      compliance,
      signedDocument(key.privateKey, compliance, { counter: index + 1, ...sample }),
    );
    expect(answer).toMatchObject({ status: 200, body: { validationResults: { status: 'PASS' } } });
    expect(answer.body).toMatchObject(
      sample.profile === 'standard' ? { clearanceStatus: 'CLEARED' } : { reportingStatus: 'REPORTED' },
    );
  }
  const production = csid(await api.productionCsid(compliance, compliance.requestID));
  return { key, compliance, production, serialNumber };
}
