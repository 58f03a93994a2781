import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createEventsHub } from './core/events/events-hub.ts';
import { deleteExpiredEvents, EVENTS_RETENTION_INTERVAL_MS } from './core/events/events-retention.ts';
import { stopAccepting } from './core/http/stop-accepting.ts';
import { systemClock } from './core/jobs/clock.ts';
import { type PeriodicJob, startPeriodicJob } from './core/jobs/jobs.ts';
import { createMailer } from './core/jobs/mailer.ts';
import { serveBackups } from './core/operations/backup.ts';
import { createMetrics, type Metrics } from './core/operations/metrics.ts';
import { localStorage, s3Storage } from './core/storage/storage.ts';
import { removeOrphanUploads } from './core/storage/upload-cleanup.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase, verifySessionSettings } from './db/database.ts';
import { withSeedLock } from './db/seed-lock.ts';
import { seedSystemRoles } from './db/system-roles.ts';
import { reconcilePayments } from './modules/payments/payments.service.ts';
import { runReservationJobs } from './modules/reservations/reservation-jobs.ts';
import {
  COMMISSION_INVOICING_INTERVAL_MS,
  commissionInvoicingJob,
} from './modules/zatca/commission-invoices.job.ts';
import { runReporting } from './modules/zatca/reporting.ts';
import { zatcaApiFor } from './modules/zatca/zatca-connection.ts';
import { seedReference } from './seed/reference.ts';

export interface Server {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What `GET /metrics` tells (also on METRICS_PORT, which main.ts serves). */
  metrics: Metrics;
  /** Signs, reports and alerts the e-invoices (modules/zatca/reporting.ts). */
  eInvoicing: PeriodicJob;
  /** Removes stored files no row refers to (UPLOAD_CLEANUP_*); undefined when switched off. */
  uploadCleanup: PeriodicJob | undefined;
  /** Stop accepting, finish in-flight requests, close the pool. */
  close(): Promise<void>;
}

/** Open the database, migrate it, and build the app (without listening). */
export async function createServer(
  config: Config,
  options: {
    logger?: boolean;
    /** Where the request log goes (stdout by default). */
    logStream?: NodeJS.WritableStream | { write(line: string): boolean };
    dashboardDir?: string;
    log?: (message: string) => void;
    /** Aborted by a signal during start (main.ts): the database is left as it was before the step. */
    signal?: AbortSignal;
  } = {},
): Promise<Server> {
  const log = options.log ?? (() => {});
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    poolSize: config.dbPoolSize,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    queryTimeoutMs: config.dbQueryTimeoutMs,
    connectionTimeoutMs: config.dbConnectTimeoutMs,
    onError: (error) => log(`database connection error: ${error.message}`),
  });
  // A signal during start: the step under way is rolled back and the database closed (main.ts exits).
  const stopStarting = () => void database.abort();
  options.signal?.addEventListener('abort', stopStarting, { once: true });
  try {
    options.signal?.throwIfAborted();
    // Every connection's session settings took (not dropped by a pooler between us and PostgreSQL).
    if (database.kind === 'postgres') await verifySessionSettings(database.db, config.dbStatementTimeoutMs);
    // Migrations run in one transaction under the migrator's own lock: one process at a time.
    await migrateToLatest(database.db, (count) => log(`database: applying ${count} migrations…`));
    // Roles and reference data (Saudi cities, cancel reasons, settings) every installation needs.
    await withSeedLock(database.db, async (trx) => {
      await seedSystemRoles(trx);
      await seedReference(trx);
    });
    options.signal?.throwIfAborted();
  } catch (error) {
    await (options.signal?.aborted ? database.abort() : database.close());
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });
  const storage = config.s3 ? await s3Storage(config.s3) : localStorage(join(config.dataDir, 'uploads'));
  // Live events: every process listens, so a stream sees the events any process commits.
  const events = createEventsHub({ db: database.db, listen: database.listen, log });
  await events.start();
  // Answers kept in memory (sessions, the orders list) are dropped when another process changes
  // what they were read from: cached only while this listens.
  await database.changes.start(database.listen);
  const metrics = createMetrics({ pool: () => database.poolStats(), openStreams: () => events.size() });
  const app = await buildApp(
    {
      config,
      db: database.db,
      mailer,
      storage,
      ping: () => database.ping(),
      events,
      metrics,
      poolStats: () => database.poolStats(),
    },
    {
      logger: options.logger ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.dashboardDir ? { dashboardDir: options.dashboardDir } : {}),
    },
  );
  // The API document is built and written now, before listening, not by the first request for it:
  // that is most of a second of work on the event loop.
  await app.ready();
  await app.inject({ method: 'GET', url: '/api/docs/json' });
  const uploadCleanup =
    config.uploadCleanupIntervalMinutes > 0
      ? startPeriodicJob({
          name: 'upload_cleanup',
          metrics,
          intervalMs: config.uploadCleanupIntervalMinutes * 60_000,
          run: async () => {
            const { removed } = await removeOrphanUploads({
              database,
              storage,
              graceMs: config.uploadCleanupGraceMinutes * 60_000,
            });
            if (removed.length > 0) log(`removed ${removed.length} stored files no record refers to`);
          },
          onError: (error) =>
            log(`upload clean-up failed: ${error instanceof Error ? error.message : String(error)}`),
        })
      : undefined;
  const eventsRetention = startPeriodicJob({
    name: 'events_retention',
    metrics,
    intervalMs: EVENTS_RETENTION_INTERVAL_MS,
    run: async () => {
      await deleteExpiredEvents(database.db);
    },
    onError: (error) =>
      log(`live events clean-up failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  // Reservations expire and no-shows are marked every RESERVATION_JOBS_INTERVAL_SECONDS, one process
  // at a time (advisory lock).
  const reservationJobs = startPeriodicJob({
    name: 'reservations',
    metrics,
    intervalMs: config.reservationJobsIntervalSeconds * 1000,
    run: async () => {
      const run = await runReservationJobs(database.db, systemClock);
      if (run.expired + run.noShows > 0)
        log(`reservations: ${run.expired} expired, ${run.noShows} not attended`);
    },
    onError: (error) =>
      log(`reservation jobs failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  // Payments the gateway never called back about are asked of it (a settlement is applied once
  // whichever process or callback gets there first).
  const paymentReconciliation = startPeriodicJob({
    name: 'payment_reconciliation',
    metrics,
    intervalMs: config.payments.reconcileIntervalSeconds * 1000,
    run: async () => {
      const run = await reconcilePayments(app.deps);
      if (run.settled > 0)
        log(`payments: ${run.settled} of ${run.checked} waiting payments settled with the gateway`);
    },
    onError: (error) =>
      log(`payment reconciliation failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  // E-invoices: what a hand-over left unsigned is signed, what is due is reported to ZATCA (each
  // unit by one process at a time, in counter order), and the alerts are raised.
  const eInvoicing = startPeriodicJob({
    name: 'e_invoicing',
    metrics,
    intervalMs: config.zatca.reportIntervalSeconds * 1000,
    run: async () => {
      const run = await runReporting(app.deps, (environment) => zatcaApiFor(app.deps, environment), log);
      if (run.reported + run.warned + run.rejected + run.deferred > 0)
        log(
          `e-invoicing: ${run.reported} reported, ${run.warned} with warnings, ${run.rejected} rejected, ${run.deferred} to try again`,
        );
    },
    onError: (error) =>
      log(`e-invoicing reporting failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  // The platform's commission invoices: last month's issued once per brand, signed, cleared by ZATCA.
  const commissionInvoicing = startPeriodicJob({
    name: 'commission_invoices',
    metrics,
    intervalMs: COMMISSION_INVOICING_INTERVAL_MS,
    run: async () => {
      const run = await commissionInvoicingJob(app.deps);
      if (run.created + run.cleared > 0)
        log(`commission invoices: ${run.created} issued, ${run.cleared} sent for clearance`);
    },
    onError: (error) =>
      log(`commission invoices failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  // `npm run backup` asks the running server for its snapshot here (embedded database only).
  const control = await serveBackups({ database, dataDir: config.dataDir, s3: Boolean(config.s3), log });
  return {
    app,
    database,
    metrics,
    uploadCleanup,
    eInvoicing,
    async close() {
      // Nothing new is accepted first; what was sent before is answered (never reset).
      await stopAccepting(app);
      // The app ends its event streams first (preClose), then finishes in-flight requests.
      await app.close();
      // A backup under way holds the database: it finishes before the database closes.
      await control?.close();
      await uploadCleanup?.stop();
      await reservationJobs.stop();
      await paymentReconciliation.stop();
      await eInvoicing.stop();
      await commissionInvoicing.stop();
      await eventsRetention.stop();
      await events.close();
      await database.changes.stop();
      await database.close();
    },
  };
}
