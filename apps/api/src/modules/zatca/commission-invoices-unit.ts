import { randomUUID } from 'node:crypto';
import type { ZatcaOnboardInput } from '@sufra/contract/resources/e-invoices';
import { AppError } from '../../core/http/errors.ts';
import type { SecretBox } from '../../core/security/secret-box.ts';
import type { Database } from '../../db/database.ts';
import type { ZatcaEnvironmentName } from '../../db/schema/domain.ts';
import { platformSeller } from '../settings/settings.service.ts';
import { CommissionInvoicesRepository, type PlatformUnitRow } from './commission-invoices.repository.ts';
import { riyadhDateTime, sellerParty, unitSecretContext } from './commission-invoices.service.ts';
import { FIRST_PREVIOUS_HASH } from './invoice-hash.ts';
import { SOLUTION_VERSION } from './onboarding.ts';
import { readCertificate, type ZatcaCertificate } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { type DocumentKind, ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';
import { privateKeyPem, unitCsr, unitKeyPair, unitSerialNumber, VAT_NUMBER } from './unit-keys.ts';
import type { OnboardingAnswer, ZatcaApi, ZatcaCredentials } from './zatca-api.ts';
import { ZatcaUnreachable } from './zatca-api.ts';

/**
 * The platform's own e-invoice generation unit (issue 29): the platform is the seller of the
 * commission invoices, a standard (B2B) tax invoice, so its unit issues standard documents only
 * (invoice types `1000`). An admin onboards it as a brand manager onboards a branch: the OTP from
 * the Fatoora portal; the server makes the secp256k1 key and the CSR, gets the compliance CSID,
 * passes the compliance steps of standard documents (an invoice, a credit note and a debit note),
 * then gets the production CSID. The key and the CSID secret are sealed before they are stored;
 * the unit it replaces, if any, is retired (its invoices keep their chain).
 */

/** The business the compliance samples are addressed to (ZATCA checks them as real documents). */
const COMPLIANCE_SAMPLE_BUYER: NonNullable<ZatcaDocumentInput['buyer']> = {
  name: 'شركة المطاعم المتحدة',
  vatNumber: '300000000000003',
  commercialRegister: '1010000000',
  address: {
    street: 'طريق الملك فهد',
    building: '1234',
    district: 'العليا',
    city: 'الرياض',
    postalZone: '12211',
    country: 'SA',
  },
};

/** ZATCA's refusal as the admin reads it (422), or that it could not be reached (503). */
function refused(answer: OnboardingAnswer | { status: number; body: unknown }): AppError {
  const errors = (answer.body as { errors?: { message?: string }[] } | null)?.errors ?? [];
  const reason =
    errors
      .map((e) => e.message)
      .filter(Boolean)
      .join('; ') || `HTTP ${answer.status}`;
  return new AppError(422, 'einvoicing.refused', { params: { reason } });
}

async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ZatcaUnreachable) throw new AppError(503, 'einvoicing.unreachable');
    throw error;
  }
}

/** A CSID's certificate from ZATCA's answer (its token is the Base64 certificate, Base64-encoded again). */
const certificateOf = (token: string): ZatcaCertificate =>
  readCertificate(Buffer.from(token, 'base64').toString('utf8'));

/** Onboards the platform's unit in `environment`; answers the unit in use after it. */
export async function onboardPlatformUnit(
  db: Database,
  secrets: SecretBox,
  api: ZatcaApi,
  environment: ZatcaEnvironmentName,
  input: ZatcaOnboardInput,
  now: Date,
): Promise<PlatformUnitRow> {
  const seller = await platformSeller(db, 'ar');
  if (!seller?.vat_number || !VAT_NUMBER.test(seller.vat_number))
    throw new AppError(422, 'commission_invoices.no_seller');
  const sellerInput = { name_ar: seller.name_ar, vat_number: seller.vat_number };
  const { privateKey } = unitKeyPair();
  const serialNumber = unitSerialNumber(SOLUTION_VERSION, randomUUID());
  const csr = unitCsr({
    privateKey,
    // The stand-in answers as ZATCA's developer portal, whose template name it checks.
    environment: environment === 'stand-in' ? 'sandbox' : environment,
    commonName: `Sufra-Platform-${seller.vat_number}`,
    organizationName: seller.name_ar,
    organizationUnit: seller.name_en,
    vatNumber: seller.vat_number,
    serialNumber,
    invoiceTypes: '1000',
    address: input.short_address,
    businessCategory: input.business_category,
  });

  const compliance = await reach(() => api.complianceCsid(input.otp, csr.base64));
  if (compliance.status !== 200) throw refused(compliance);
  const complianceCredentials: ZatcaCredentials = {
    binarySecurityToken: compliance.body.binarySecurityToken,
    secret: compliance.body.secret,
  };
  const complianceCertificate = certificateOf(compliance.body.binarySecurityToken);

  // The compliance steps of a standard unit: one sample of each document, on a chain of their own.
  let previousHash = FIRST_PREVIOUS_HASH;
  const unitAddress = {
    street: input.street,
    building_number: input.building_number,
    district: input.district,
    city: input.city,
    postal_code: input.postal_code,
  };
  const kinds: DocumentKind[] = ['invoice', 'credit-note', 'debit-note'];
  for (const [index, kind] of kinds.entries()) {
    const { date, time } = riyadhDateTime(now);
    const uuid = randomUUID();
    const stamped = stampInvoice(
      ublDocument({
        kind,
        profile: 'standard',
        number: `SUFRA-COMPLIANCE-${index + 1}`,
        uuid,
        issueDate: date,
        issueTime: time,
        counter: index + 1,
        previousHash,
        seller: sellerParty(sellerInput, unitAddress),
        buyer: COMPLIANCE_SAMPLE_BUYER,
        lines: [{ name: 'عمولة سُفرة', quantity: 1, unitPrice: 10_000, taxRate: '15.00' }],
        discount: 0,
        paymentMeans: 'transfer',
        ...(kind === 'invoice'
          ? {}
          : { correcting: { number: 'SUFRA-COMPLIANCE-1', reason: 'تعديل قيمة العمولة' } }),
      }),
      { certificate: complianceCertificate, privateKey, signingTime: now },
    );
    previousHash = stamped.invoiceHash;
    const checked = await reach(() =>
      api.complianceInvoice(complianceCredentials, {
        invoiceHash: stamped.invoiceHash,
        uuid,
        invoice: Buffer.from(stamped.xml, 'utf8').toString('base64'),
      }),
    );
    if (checked.status !== 200 && checked.status !== 202) throw refused(checked);
  }

  const production = await reach(() => api.productionCsid(complianceCredentials, compliance.body.requestID));
  if (production.status !== 200) throw refused(production);
  const certificate = certificateOf(production.body.binarySecurityToken);

  const repo = new CommissionInvoicesRepository(db);
  return db.transaction().execute(async (trx) => {
    const current = await repo.unitInUse(trx, true);
    if (current)
      await trx
        .updateTable('platform_zatca_units')
        .set({ retired_at: now, updated_at: now })
        .where('id', '=', current.id)
        .execute();
    return trx
      .insertInto('platform_zatca_units')
      .values({
        environment,
        serial_number: serialNumber,
        private_key: secrets.seal(privateKeyPem(privateKey), unitSecretContext(serialNumber, 'private-key')),
        certificate: certificate.base64,
        certificate_expires_at: new Date(certificate.x509.validTo),
        csid_token: production.body.binarySecurityToken,
        csid_secret: secrets.seal(production.body.secret, unitSecretContext(serialNumber, 'csid-secret')),
        last_invoice_hash: FIRST_PREVIOUS_HASH,
        ...unitAddress,
        short_address: input.short_address,
        business_category: input.business_category,
        onboarded_at: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
