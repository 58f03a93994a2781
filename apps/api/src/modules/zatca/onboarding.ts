/**
 * Onboarding a branch as an e-invoice generation unit (issue 29), as ZATCA's Fatoora portal has it:
 * the brand manager gives the one-time password the portal shows; the server makes the unit's
 * secp256k1 key and CSR (the brand's VAT number and name, the branch, the unit serial
 * `1-Sufra|2-<version>|3-<uuid>`, invoice types 0100: simplified, the national short address, the
 * business category, the template of the brand's environment), gets the compliance CSID, passes the
 * compliance checks with a signed sample of each document the unit issues (invoice, credit note,
 * debit note), then gets the production CSID and stores the unit: its key and CSID secret sealed.
 * Renewal makes a new key and CSR and gets a new production CSID with a new OTP. ZATCA is called
 * outside any transaction; nothing is stored unless every step passed.
 */
import { randomUUID, X509Certificate } from 'node:crypto';
import { brandMayOperate } from '@sufra/contract/approval';
import type { ZatcaEnvironmentKey, ZatcaOnboardInput } from '@sufra/contract/resources/e-invoices';
import type { AppDeps, RequestContext } from '../../core/http/context.ts';
import { AppError, invalid, notFound, pgErrorCode } from '../../core/http/errors.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import { FIRST_PREVIOUS_HASH } from './invoice-hash.ts';
import { readCertificate, readPrivateKey } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { type DocumentKind, ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';
import {
  type InvoiceTypes,
  privateKeyPem,
  type UnitCsrFields,
  unitCsr,
  unitKeyPair,
  unitSerialNumber,
  type ZatcaEnvironment,
} from './unit-keys.ts';
import { csidSecretContext, privateKeyContext, unitSecrets } from './unit-secrets.ts';
import {
  type CsidAnswer,
  type DocumentAnswer,
  type OnboardingAnswer,
  type ZatcaApi,
  type ZatcaCredentials,
  ZatcaUnreachable,
} from './zatca-api.ts';

/** The unit serial's version part: the e-invoicing solution's version. */
export const SOLUTION_VERSION = '1.0';
/** A branch issues simplified (B2C) documents only. */
const BRANCH_INVOICE_TYPES: InvoiceTypes = '0100';
/** The sample documents of the compliance checks, per the unit's invoice types. */
const SAMPLE_KINDS: readonly DocumentKind[] = ['invoice', 'credit-note', 'debit-note'];

/** The ZATCA API of an environment (zatca-connection.ts in the app; a stand-in in tests). */
export type ZatcaApiOf = (environment: ZatcaEnvironmentKey) => Promise<ZatcaApi> | ZatcaApi;

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock'>;

/** Onboards a branch of the caller's tenant; answers the new unit's id. */
export async function onboardBranch(
  deps: Deps,
  ctx: Pick<RequestContext, 'db' | 'scope'>,
  branchId: number,
  input: ZatcaOnboardInput,
  apiOf: ZatcaApiOf,
): Promise<number> {
  const branch = await branchToOnboard(ctx.db, ctx, branchId);
  if (!brandMayOperate(branch.brand_status) || !brandMayOperate(branch.status))
    throw new AppError(422, 'einvoicing.branch_not_approved');
  if (branch.unit_id !== null) throw new AppError(422, 'einvoicing.already_onboarded');
  const environment = branch.zatca_environment;
  const api = await apiOf(environment);
  const secrets = await unitSecrets(deps);
  const serialNumber = unitSerialNumber(SOLUTION_VERSION, randomUUID());
  const fields: UnitCsrFields = {
    commonName: `Sufra-${branch.tax_no}-${branchId}`,
    organizationName: branch.brand_ar,
    organizationUnit: branch.tax_no[10] === '1' ? branch.commercial_register : branch.name_ar,
    vatNumber: branch.tax_no,
    serialNumber,
    invoiceTypes: BRANCH_INVOICE_TYPES,
    address: input.short_address,
    businessCategory: input.business_category,
  };
  const { privateKey } = unitKeyPair();
  const csr = unitCsr({ ...fields, privateKey, environment: csrEnvironment(environment) });

  const compliance = issued(await call(() => api.complianceCsid(input.otp, csr.base64)));
  const complianceCredentials = credentialsOf(compliance);
  const seller: ZatcaDocumentInput['seller'] = {
    name: branch.brand_ar,
    vatNumber: branch.tax_no,
    commercialRegister: branch.commercial_register,
    address: {
      street: input.street,
      building: input.building_number,
      district: input.district,
      city: input.city,
      postalZone: input.postal_code,
      country: 'SA',
    },
  };
  await passComplianceChecks(api, complianceCredentials, compliance, privateKey, seller);
  const production = issued(
    await call(() => api.productionCsid(complianceCredentials, compliance.requestID)),
  );
  const certificate = certificateOf(production);
  const now = deps.clock?.now() ?? new Date();
  try {
    const unit = await ctx.db
      .insertInto('zatca_units')
      .values({
        brand_id: branch.brand_id,
        branch_id: branchId,
        environment,
        serial_number: serialNumber,
        private_key: secrets.seal(privateKeyPem(privateKey), privateKeyContext(serialNumber)),
        certificate: certificate.pem,
        certificate_expires_at: certificate.expiresAt,
        csid_token: production.binarySecurityToken,
        csid_secret: secrets.seal(production.secret, csidSecretContext(serialNumber)),
        last_invoice_hash: FIRST_PREVIOUS_HASH,
        invoice_types: BRANCH_INVOICE_TYPES,
        street: input.street,
        building_number: input.building_number,
        district: input.district,
        city: input.city,
        postal_code: input.postal_code,
        short_address: input.short_address,
        business_category: input.business_category,
        onboarded_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return unit.id;
  } catch (error) {
    // Another request onboarded the branch meanwhile: one unit in use per branch.
    if (pgErrorCode(error) === '23505') throw new AppError(422, 'einvoicing.already_onboarded');
    throw error;
  }
}

/** A new production CSID for a unit of the caller's tenant, with a new key and a new OTP. */
export async function renewUnit(
  deps: Deps,
  ctx: RequestContext,
  unitId: number,
  otp: string,
  apiOf: ZatcaApiOf,
): Promise<void> {
  const unit = await ctx.db
    .selectFrom('zatca_units as u')
    .innerJoin('brands as b', 'b.id', 'u.brand_id')
    .innerJoin('branches as br', 'br.id', 'u.branch_id')
    .select([
      'u.id',
      'u.environment',
      'u.serial_number',
      'u.invoice_types',
      'u.short_address',
      'u.business_category',
      'u.csid_token',
      'u.csid_secret',
      'u.branch_id',
      'b.brand_ar',
      'b.tax_no',
      'b.commercial_register',
      'br.name_ar',
    ])
    .where('u.id', '=', unitId)
    .where('u.retired_at', 'is', null)
    .where(tenantCondition(ctx.scope, { brand: 'u.brand_id', branch: 'u.branch_id' }))
    .executeTakeFirst();
  if (!unit) throw notFound();
  if (!unit.csid_token || !unit.csid_secret) throw new AppError(422, 'einvoicing.not_onboarded');
  const api = await apiOf(unit.environment);
  const secrets = await unitSecrets(deps);
  const current: ZatcaCredentials = {
    binarySecurityToken: unit.csid_token,
    secret: secrets.open(unit.csid_secret, csidSecretContext(unit.serial_number)),
  };
  const { privateKey } = unitKeyPair();
  const csr = unitCsr({
    commonName: `Sufra-${unit.tax_no}-${unit.branch_id}`,
    organizationName: unit.brand_ar,
    organizationUnit: unit.tax_no[10] === '1' ? unit.commercial_register : unit.name_ar,
    vatNumber: unit.tax_no,
    serialNumber: unit.serial_number,
    invoiceTypes: unit.invoice_types,
    address: unit.short_address,
    businessCategory: unit.business_category,
    privateKey,
    environment: csrEnvironment(unit.environment),
  });
  const production = issued(await call(() => api.renewProductionCsid(current, otp, csr.base64)));
  const certificate = certificateOf(production);
  await ctx.db
    .updateTable('zatca_units')
    .set({
      private_key: secrets.seal(privateKeyPem(privateKey), privateKeyContext(unit.serial_number)),
      certificate: certificate.pem,
      certificate_expires_at: certificate.expiresAt,
      csid_token: production.binarySecurityToken,
      csid_secret: secrets.seal(production.secret, csidSecretContext(unit.serial_number)),
      renewed_at: deps.clock?.now() ?? new Date(),
      expiry_alerted_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', unit.id)
    .execute();
}

/** The branch as onboarding needs it, in the caller's tenant (404 outside it). */
async function branchToOnboard(db: Database, ctx: Pick<RequestContext, 'scope'>, branchId: number) {
  const branch = await db
    .selectFrom('branches as br')
    .innerJoin('brands as b', 'b.id', 'br.brand_id')
    .leftJoin('zatca_units as u', (join) =>
      join.onRef('u.branch_id', '=', 'br.id').on('u.retired_at', 'is', null),
    )
    .select([
      'br.id',
      'br.brand_id',
      'br.name_ar',
      'br.status',
      'b.status as brand_status',
      'b.brand_ar',
      'b.tax_no',
      'b.commercial_register',
      'b.zatca_environment',
      'u.id as unit_id',
    ])
    .where('br.id', '=', branchId)
    .where(tenantCondition(ctx.scope, { brand: 'br.brand_id', branch: 'br.id' }))
    .executeTakeFirst();
  if (!branch) throw notFound();
  return branch;
}

/** The CSR template of an environment: the stand-in answers as the developer portal does. */
function csrEnvironment(environment: ZatcaEnvironmentKey): ZatcaEnvironment {
  return environment === 'stand-in' ? 'sandbox' : environment;
}

/** A call to ZATCA; no answer is a 503 that changed nothing. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ZatcaUnreachable) throw new AppError(503, 'einvoicing.unreachable');
    throw error;
  }
}

/** The CSID of a 200 answer; ZATCA's refusal as a 422 that says why (the OTP's on its field). */
function issued(answer: OnboardingAnswer): CsidAnswer {
  if (answer.status === 200) return answer.body;
  if (answer.status === 401) throw refused('401 Unauthorized');
  const errors = answer.body.errors;
  if (errors.some((error) => /OTP/i.test(error.code))) throw invalid('otp', 'einvoicing.otp_refused');
  throw refused(errors.map((error) => error.message).join('; '));
}

function refused(reason: string): AppError {
  return new AppError(422, 'einvoicing.refused', { params: { reason } });
}

function credentialsOf(csid: CsidAnswer): ZatcaCredentials {
  return { binarySecurityToken: csid.binarySecurityToken, secret: csid.secret };
}

/** The certificate of a CSID (its token is the Base64 of the Base64 DER), and its expiry. */
function certificateOf(csid: CsidAnswer): { pem: string; expiresAt: Date } {
  const base64 = Buffer.from(csid.binarySecurityToken, 'base64').toString('utf8');
  const x509 = new X509Certificate(Buffer.from(base64, 'base64'));
  return { pem: x509.toString(), expiresAt: new Date(x509.validTo) };
}

/** Each sample document the unit issues, signed with the compliance CSID, passes ZATCA's checks. */
async function passComplianceChecks(
  api: ZatcaApi,
  credentials: ZatcaCredentials,
  compliance: CsidAnswer,
  privateKey: ReturnType<typeof unitKeyPair>['privateKey'],
  seller: ZatcaDocumentInput['seller'],
): Promise<void> {
  const certificate = readCertificate(certificateOf(compliance).pem);
  const key = readPrivateKey(privateKeyPem(privateKey));
  let previousHash = FIRST_PREVIOUS_HASH;
  const now = new Date();
  const wall = new Date(now.getTime() + 3 * 3_600_000).toISOString();
  for (const [index, kind] of SAMPLE_KINDS.entries()) {
    const uuid = randomUUID();
    const stamped = stampInvoice(
      ublDocument({
        kind,
        profile: 'simplified',
        number: `SAMPLE-${index + 1}`,
        uuid,
        issueDate: wall.slice(0, 10),
        issueTime: wall.slice(11, 19),
        counter: index + 1,
        previousHash,
        seller,
        lines: [{ name: 'صنف تجريبي', quantity: 1, unitPrice: 1_000, taxRate: '15.00' }],
        discount: 0,
        paymentMeans: 'cash',
        ...(kind === 'invoice' ? {} : { correcting: { number: 'SAMPLE-1', reason: 'Compliance sample' } }),
      }),
      { certificate, privateKey: key, signingTime: now },
    );
    const answer: DocumentAnswer = await call(() =>
      api.complianceInvoice(credentials, {
        invoiceHash: stamped.invoiceHash,
        uuid,
        invoice: Buffer.from(stamped.xml).toString('base64'),
      }),
    );
    if (answer.status !== 200 && answer.status !== 202) {
      const messages = answer.body?.validationResults.errorMessages.map((m) => `${m.code}: ${m.message}`);
      throw refused(messages?.join('; ') || `${answer.status}`);
    }
    previousHash = stamped.invoiceHash;
  }
}
