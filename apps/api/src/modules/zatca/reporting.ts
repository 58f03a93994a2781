/**
 * The e-invoicing outbox (issue 29): every signed simplified document is reported to ZATCA within
 * 24 hours of issue, from the database, whatever the number of processes, never at the counter.
 * - A run first signs what is still pending (a process that stopped after a hand-over).
 * - It then takes a lease on each unit with documents due (`report_lease_until`: one process per
 *   unit at a time, and a process that died leaves a lease that simply runs out) and reports the
 *   unit's documents in counter order, as ZATCA chains them.
 * - ZATCA's answer is kept per document: reported (200), reported with warnings (202), rejected
 *   (400, the rules it broke), or reported already (409: a retry after a crash between ZATCA's
 *   answer and ours, so nothing is reported twice). No answer, 401, 429 or 5xx: the document waits
 *   for its next attempt, later each time (30 s doubling to 30 min), and the unit's later documents
 *   wait behind it.
 * - Units with a document unreported for 6 hours, or a certificate within 30 days of expiry, alert
 *   the brand's managers (a notification) and the platform (a mail to its admins), at most daily.
 */
import { randomUUID } from 'node:crypto';
import { translate } from '@sufra/contract/messages';
import { EXPIRY_ALERT_DAYS, LATE_ALERT_HOURS } from '@sufra/contract/resources/e-invoices';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/http/context.ts';
import type { Database } from '../../db/database.ts';
import { notifyBrandManagers } from '../notifications/notifications.service.ts';
import { signUnitDocuments } from './issuing.ts';
import type { ZatcaApiOf } from './onboarding.ts';
import { csidSecretContext, unitSecrets } from './unit-secrets.ts';
import { type DocumentAnswer, type ZatcaCredentials, ZatcaUnreachable } from './zatca-api.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long a run holds a unit: longer than a run's reporting of one unit takes. */
export const LEASE_MS = 10 * 60_000;
/** The most documents of one unit a run reports (the rest in the next run). */
const BATCH = 500;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 30 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, doubling, at most 30 min. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

export interface ReportingRun {
  signed: number;
  reported: number;
  warned: number;
  rejected: number;
  /** Attempts that got no answer (or 401/429/5xx): tried again later. */
  deferred: number;
  alerts: number;
}

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>;

/** One run of the outbox: sign what is pending, report what is due, raise the alerts. */
export async function runReporting(
  deps: Deps,
  apiOf: ZatcaApiOf,
  log: (message: string) => void = () => {},
): Promise<ReportingRun> {
  const run: ReportingRun = { signed: 0, reported: 0, warned: 0, rejected: 0, deferred: 0, alerts: 0 };
  for (const unitId of await unitsWithPending(deps.db)) {
    try {
      run.signed += await signUnitDocuments(deps, unitId);
    } catch (error) {
      log(`e-invoicing: signing unit ${unitId} failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  const now = nowOf(deps);
  const token = randomUUID();
  for (const unit of await leaseUnits(deps.db, token, now)) {
    try {
      await reportUnit(deps, apiOf, unit, run);
    } finally {
      await deps.db
        .updateTable('zatca_units')
        .set({ report_lease: null, report_lease_until: null })
        .where('id', '=', unit.id)
        .where('report_lease', '=', token)
        .execute();
    }
  }
  run.alerts = await raiseAlerts(deps, nowOf(deps));
  return run;
}

const nowOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock?.now() ?? new Date();

async function unitsWithPending(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('zatca_documents')
    .select('unit_id')
    .distinct()
    .where('status', '=', 'pending')
    .execute();
  return rows.map((row) => row.unit_id);
}

/** Takes the lease of every unit with a document due that no other run holds. */
function leaseUnits(db: Database, token: string, now: Date) {
  return db
    .updateTable('zatca_units')
    .set({ report_lease: token, report_lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('zatca_documents')
        .select('unit_id')
        .where('status', '=', 'waiting')
        .where((w) => w.or([w('next_attempt_at', 'is', null), w('next_attempt_at', '<=', now)])),
    )
    .where((w) => w.or([w('report_lease_until', 'is', null), w('report_lease_until', '<', now)]))
    .returning(['id', 'environment', 'serial_number', 'csid_token', 'csid_secret'])
    .execute();
}

type LeasedUnit = Awaited<ReturnType<typeof leaseUnits>>[number];

/** Reports the unit's documents in counter order until one must wait (pending, or not due yet). */
async function reportUnit(deps: Deps, apiOf: ZatcaApiOf, unit: LeasedUnit, run: ReportingRun) {
  if (!unit.csid_token || !unit.csid_secret) return;
  const secrets = await unitSecrets(deps);
  const credentials: ZatcaCredentials = {
    binarySecurityToken: unit.csid_token,
    secret: secrets.open(unit.csid_secret, csidSecretContext(unit.serial_number)),
  };
  const api = await apiOf(unit.environment);
  const documents = await deps.db
    .selectFrom('zatca_documents')
    .select(['id', 'uuid', 'status', 'invoice_hash', 'xml', 'attempts', 'next_attempt_at'])
    .where('unit_id', '=', unit.id)
    .where('status', 'in', ['pending', 'waiting'])
    .orderBy('counter')
    .limit(BATCH)
    .execute();
  for (const document of documents) {
    const now = nowOf(deps);
    if (document.status !== 'waiting' || !document.xml || !document.invoice_hash) return;
    if (document.next_attempt_at && document.next_attempt_at > now) return;
    let answer: DocumentAnswer;
    try {
      answer = await api.reportDocument(credentials, {
        invoiceHash: document.invoice_hash,
        uuid: document.uuid,
        invoice: Buffer.from(document.xml).toString('base64'),
      });
    } catch (error) {
      if (!(error instanceof ZatcaUnreachable)) throw error;
      await defer(deps.db, document, now, error.message);
      run.deferred += 1;
      return;
    }
    const outcome = outcomeOf(answer);
    if (!outcome) {
      await defer(deps.db, document, now, `ZATCA answered ${answer.status}`);
      run.deferred += 1;
      return;
    }
    await deps.db
      .updateTable('zatca_documents')
      .set({
        status: outcome,
        attempts: document.attempts + 1,
        next_attempt_at: null,
        last_error: null,
        reported_at: outcome === 'rejected' ? null : now,
        answer: JSON.stringify(answer.body?.validationResults ?? {}),
      })
      .where('id', '=', document.id)
      .where('status', '=', 'waiting')
      .execute();
    run[outcome] += 1;
  }
}

/** What an answer makes of a document; undefined: no verdict, try again later. */
function outcomeOf(answer: DocumentAnswer): 'reported' | 'warned' | 'rejected' | undefined {
  if (answer.status === 200) return 'reported';
  if (answer.status === 202) return 'warned';
  // Reported already: a retry of a call whose answer was lost (ZATCA's note on it is kept).
  if (answer.status === 409) return 'reported';
  if (answer.status === 400) return 'rejected';
  return undefined;
}

async function defer(
  db: Database,
  document: { id: number; attempts: number },
  now: Date,
  reason: string,
): Promise<void> {
  const attempts = document.attempts + 1;
  await db
    .updateTable('zatca_documents')
    .set({
      attempts,
      next_attempt_at: new Date(now.getTime() + retryDelay(attempts)),
      last_error: reason.slice(0, 500),
    })
    .where('id', '=', document.id)
    .where('status', '=', 'waiting')
    .execute();
}

/** The alerts due: a unit's documents late, or its certificate close to expiry; how many were raised. */
async function raiseAlerts(deps: Deps, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY);
  const late = await deps.db
    .selectFrom('zatca_units as u')
    .innerJoin('branches as br', 'br.id', 'u.branch_id')
    .innerJoin('zatca_documents as d', 'd.unit_id', 'u.id')
    .select(['u.id', 'u.brand_id', 'br.name_ar', 'br.name_en', sql<string>`count(*)`.as('count')])
    .where('d.status', 'in', ['pending', 'waiting'])
    .where('d.issued_at', '<', new Date(now.getTime() - LATE_ALERT_HOURS * HOUR))
    .where((w) => w.or([w('u.late_alerted_at', 'is', null), w('u.late_alerted_at', '<', dayAgo)]))
    .groupBy(['u.id', 'u.brand_id', 'br.name_ar', 'br.name_en'])
    .execute();
  const expiring = await deps.db
    .selectFrom('zatca_units as u')
    .innerJoin('branches as br', 'br.id', 'u.branch_id')
    .select(['u.id', 'u.brand_id', 'br.name_ar', 'br.name_en', 'u.certificate_expires_at'])
    .where('u.retired_at', 'is', null)
    .where('u.certificate_expires_at', '<', new Date(now.getTime() + EXPIRY_ALERT_DAYS * DAY))
    .where((w) => w.or([w('u.expiry_alerted_at', 'is', null), w('u.expiry_alerted_at', '<', dayAgo)]))
    .execute();
  const alerts = [
    ...late.map((unit) => ({
      unit,
      column: 'late_alerted_at' as const,
      key: 'einvoicing.late',
      params: { count: Number(unit.count) },
    })),
    ...expiring.map((unit) => ({
      unit,
      column: 'expiry_alerted_at' as const,
      key: 'einvoicing.expiry',
      params: { date: unit.certificate_expires_at?.toISOString().slice(0, 10) ?? '' },
    })),
  ];
  for (const { unit, column, key, params } of alerts) {
    const claimed = await deps.db.transaction().execute(async (trx) => {
      // Claimed first: two processes raising the same alert send it once.
      const updated = await trx
        .updateTable('zatca_units')
        .set({ [column]: now })
        .where('id', '=', unit.id)
        .where((w) => w.or([w(column, 'is', null), w(column, '<', dayAgo)]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await notifyBrandManagers(
        trx,
        unit.brand_id,
        { key, params: { ...params, branch: unit.name_ar }, priority: 'high' },
        now,
      );
      return true;
    });
    if (claimed) await mailAdmins(deps, key, { ...params, branch: unit.name_en });
  }
  return alerts.length;
}

/** The platform's side of an alert: a mail to its active admins. */
async function mailAdmins(deps: Deps, key: string, params: Record<string, string | number>) {
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('type', '=', 'admin')
    .where('blocked', '=', false)
    .execute();
  for (const admin of admins)
    await deps.mailer.send({
      to: admin.email,
      subject: translate('en', `${key}_title`, params),
      text: translate('en', key, params),
    });
}
