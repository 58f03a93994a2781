/**
 * The built-in ZATCA stand-in as a whole (issue 29): its CA, onboarding and documents, kept across
 * restarts and shared by every process on the database, and answering a call as ZATCA's API does
 * (`answerCall`, served by http.ts over HTTP and by zatca-api.ts in the process).
 *
 * The CA is the one thing kept: the singleton row of `zatca_stand_in`, its private key sealed with
 * the server's secret box. CSID secrets are derived from that key (ca.ts), so credentials it issued
 * hold after a restart and in another process; what it remembers beyond that (compliance steps
 * passed, documents reported, each unit's last one) is this process's memory.
 */

import type { Selectable } from 'kysely';
import { type Clock, systemClock } from '../../../core/jobs/clock.ts';
import type { SecretBox } from '../../../core/security/secret-box.ts';
import type { Database } from '../../../db/database.ts';
import type { ZatcaStandInDocumentsTable } from '../../../db/schema/domain.ts';
import { privateKeyPem, type ZatcaEnvironment } from '../unit-keys.ts';
import { createStandInCa, type StandInCa, standInCaFrom } from './ca.ts';
import {
  clearDocument,
  complianceInvoice,
  createDocumentsStandIn,
  type DocumentRequest,
  type DocumentsStandIn,
  faultOf,
  type ReportedDocument,
  reportDocument,
  type ZatcaOperation,
} from './documents.ts';
import {
  authorized,
  complianceCsid,
  createOnboardingStandIn,
  productionCsid,
  renewProductionCsid,
} from './onboarding.ts';

/** The stand-in: its onboarding state, its documents, and what a test makes of its calls (`fault`). */
export type ZatcaStandIn = DocumentsStandIn;

/**
 * The environment the stand-in answers as: ZATCA's developer portal, so a unit of a `stand-in`
 * brand asks in its CSR for that environment's certificate template (`TSTZATCA-Code-Signing`).
 */
export const STAND_IN_ENVIRONMENT: ZatcaEnvironment = 'sandbox';

export interface StandInOptions {
  clock?: Clock;
  /** The OTP it takes (the developer portal's `123345` unless told). */
  otp?: string;
  /** The environment whose certificate template it takes in a CSR (`STAND_IN_ENVIRONMENT`). */
  environment?: ZatcaEnvironment;
}

/** A stand-in over a CA, having issued nothing this process knows of. */
export function createZatcaStandIn(ca: StandInCa, options: StandInOptions = {}): ZatcaStandIn {
  return createDocumentsStandIn(
    createOnboardingStandIn({
      ca,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.otp ? { otp: options.otp } : {}),
      environment: options.environment ?? STAND_IN_ENVIRONMENT,
    }),
  );
}

/** The purpose the CA's key is sealed for (secret-box.ts binds a sealed value to it). */
export const STAND_IN_KEY_CONTEXT = 'zatca-stand-in:private-key';

/**
 * The stand-in of this database: its CA read from `zatca_stand_in`, or made and kept there on the
 * first start. Two processes starting at once both make one; the first row written stands (the
 * table holds one row) and both read it back.
 */
export async function loadStandIn(
  db: Database,
  options: StandInOptions & { secrets: SecretBox },
): Promise<ZatcaStandIn> {
  const keptCa = async () => {
    const row = await db
      .selectFrom('zatca_stand_in')
      .select(['private_key', 'certificate'])
      .executeTakeFirst();
    return (
      row &&
      standInCaFrom({
        privateKey: options.secrets.open(row.private_key, STAND_IN_KEY_CONTEXT),
        certificate: row.certificate,
      })
    );
  };
  let ca = await keptCa();
  if (!ca) {
    const made = createStandInCa({ now: (options.clock ?? systemClock).now() });
    await db
      .insertInto('zatca_stand_in')
      .values({
        private_key: options.secrets.seal(privateKeyPem(made.privateKey), STAND_IN_KEY_CONTEXT),
        certificate: made.pem,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    ca = await keptCa();
    if (!ca) throw new Error("the ZATCA stand-in's CA was not kept");
  }
  return createZatcaStandIn(ca, options);
}

/** One call to the stand-in, as it comes over HTTP: the operation, its headers and JSON body. */
export interface StandInCall {
  operation: ZatcaOperation;
  authorization?: string | undefined;
  otp?: string | undefined;
  body: unknown;
}

/**
 * The stand-in's answer to a call: a status and a JSON body (null: none). Throws
 * `StandInSilence` when a test made it not answer.
 */
export function answerCall(standIn: ZatcaStandIn, call: StandInCall): { status: number; body: unknown } {
  const { operation, authorization, otp } = call;
  const document: DocumentRequest = {
    authorization,
    invoiceHash: field(call.body, 'invoiceHash'),
    uuid: field(call.body, 'uuid'),
    invoice: field(call.body, 'invoice'),
  };
  switch (operation) {
    case 'compliance-invoice':
      return complianceInvoice(standIn, document);
    case 'reporting':
      return reportDocument(standIn, document);
    case 'clearance':
      return clearDocument(standIn, document);
  }
  // The onboarding operations: the test's fault asked here (documents ask it themselves).
  const fault = faultOf(standIn, { authorization, operation });
  if ('status' in fault) return { status: fault.status, body: null };
  const csr = field(call.body, 'csr');
  switch (operation) {
    case 'compliance-csid':
      return complianceCsid(standIn.onboarding, { otp, csr });
    case 'production-csid':
      return productionCsid(standIn.onboarding, {
        authorization,
        compliance_request_id: field(call.body, 'compliance_request_id'),
      });
    case 'renew-production-csid':
      return renewProductionCsid(standIn.onboarding, { authorization, otp, csr });
  }
}

/**
 * `answerCall` with the stand-in's record of documents kept in the database
 * (`zatca_stand_in_documents`): before a report or a clearance it learns what another process, or
 * an earlier start, was sent (that document, if it is this one again, and the unit's last), and
 * it keeps what it takes. So every process of a server, before and after a restart, answers a
 * document sent twice with 409 and checks each unit's chain where the last one left it.
 */
export async function answerKeptCall(
  db: Database,
  standIn: ZatcaStandIn,
  call: StandInCall,
): Promise<{ status: number; body: unknown }> {
  if (call.operation !== 'reporting' && call.operation !== 'clearance') return answerCall(standIn, call);
  const uuid = field(call.body, 'uuid');
  const unit = authorized(standIn.onboarding, call.authorization, 'production')?.fields.serialNumber;
  if (uuid && !standIn.reported.has(uuid)) {
    const kept = await db
      .selectFrom('zatca_stand_in_documents')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (kept) standIn.reported.set(uuid, keptDocument(kept));
  }
  if (unit) {
    const last = await db
      .selectFrom('zatca_stand_in_documents')
      .selectAll()
      .where('unit', '=', unit)
      .orderBy('counter', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.counter > (standIn.lastOfUnit.get(unit)?.counter ?? 0))
      standIn.lastOfUnit.set(unit, keptDocument(last));
  }
  const before = uuid ? standIn.reported.get(uuid) : undefined;
  const answer = answerCall(standIn, call);
  const taken = uuid ? standIn.reported.get(uuid) : undefined;
  if (taken && taken !== before)
    await db
      .insertInto('zatca_stand_in_documents')
      .values({
        uuid: taken.uuid,
        unit: taken.unit,
        counter: taken.counter,
        invoice_hash: taken.invoiceHash,
        operation: taken.operation,
        cleared: taken.cleared ?? null,
        reported_at: taken.reportedAt,
      })
      .onConflict((conflict) => conflict.column('uuid').doNothing())
      .execute();
  return answer;
}

function keptDocument(row: Selectable<ZatcaStandInDocumentsTable>): ReportedDocument {
  return {
    uuid: row.uuid,
    unit: row.unit,
    counter: row.counter,
    invoiceHash: row.invoice_hash,
    operation: row.operation,
    reportedAt: row.reported_at,
    ...(row.cleared ? { cleared: row.cleared } : {}),
  };
}

/** A body's field when it is text (or a number, as a request ID may be). */
function field(body: unknown, name: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
