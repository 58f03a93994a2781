import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { systemClock } from './core/clock.ts';
import { createEventsHub } from './core/events-hub.ts';
import { deleteExpiredEvents, EVENTS_RETENTION_INTERVAL_MS } from './core/events-retention.ts';
import { type PeriodicJob, startPeriodicJob } from './core/jobs.ts';
import { createMailer } from './core/mailer.ts';
import { localStorage, s3Storage } from './core/storage.ts';
import { removeOrphanUploads } from './core/upload-cleanup.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './db/database.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedSystemRoles } from './db/system-roles.ts';
import { runReservationJobs } from './modules/reservations/reservation-jobs.ts';

export interface Server {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Removes stored files no row refers to (UPLOAD_CLEANUP_*); undefined when switched off. */
  uploadCleanup: PeriodicJob | undefined;
  /** Stop accepting, finish in-flight requests, close the pool. */
  close(): Promise<void>;
}

/** Open the database, migrate it, and build the app (without listening). */
export async function createServer(
  config: Config,
  options: { logger?: boolean; dashboardDir?: string; log?: (message: string) => void } = {},
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
  await migrateToLatest(database.db);
  // Roles and reference data (Saudi cities, cancel reasons, settings) every installation needs.
  await seedSystemRoles(database.db);
  await seedReference(database.db);
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
  const app = await buildApp(
    { config, db: database.db, mailer, storage, ping: () => database.ping(), events },
    {
      logger: options.logger ?? false,
      ...(options.dashboardDir ? { dashboardDir: options.dashboardDir } : {}),
    },
  );
  const uploadCleanup =
    config.uploadCleanupIntervalMinutes > 0
      ? startPeriodicJob({
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
    intervalMs: config.reservationJobsIntervalSeconds * 1000,
    run: async () => {
      const run = await runReservationJobs(database.db, systemClock);
      if (run.expired + run.noShows > 0)
        log(`reservations: ${run.expired} expired, ${run.noShows} not attended`);
    },
    onError: (error) =>
      log(`reservation jobs failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  return {
    app,
    database,
    uploadCleanup,
    async close() {
      await uploadCleanup?.stop();
      await reservationJobs.stop();
      await eventsRetention.stop();
      // The app ends its event streams first (preClose), then finishes in-flight requests.
      await app.close();
      await events.close();
      await database.close();
    },
  };
}
