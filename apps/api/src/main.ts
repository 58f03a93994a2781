import { translate } from '@sufra/contract/messages';
import { ConfigError, loadConfig } from './config.ts';
import { AppError } from './core/http/errors.ts';
import { logSink, startShutdownWatchdog } from './core/operations/log-sink.ts';
import { serveMetricsPort } from './core/operations/metrics-routes.ts';
import { demoCommissionInvoices } from './modules/zatca/commission-invoices-demo.ts';
import { onboardDemoUnits } from './modules/zatca/demo-units.ts';
import { zatcaApiFor } from './modules/zatca/zatca-connection.ts';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { createServer, type Server } from './server.ts';

const DEMO_ACCOUNTS = [
  ['admin', 'admin@demo.sa'],
  ['admin', 'supervisor@demo.sa'],
  ['vendor', 'vendor@demo.sa'],
  ['vendor', 'vendor2@demo.sa'],
  ['branch', 'branch@demo.sa'],
  ['branch', 'kitchen@demo.sa'],
  ['branch', 'cashier@demo.sa'],
  ['client', 'client@demo.sa'],
] as const;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // Every line to stdout in the background: a stdout nobody reads never blocks the server or its exit.
  const stdout = logSink(1);
  const print = (message: string) => stdout.write(`${message}\n`);

  // Signals are heard from the first moment. During start (migrations, seeding) a signal aborts the
  // step under way: its transaction is rolled back, so the database is as it was or fully seeded.
  const starting = new AbortController();
  let phase: 'starting' | 'running' = 'starting';
  let server: Server | undefined;
  let metricsServer: { close(): unknown } | undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    print(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      print('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Should the main thread itself be stuck, another thread ends the process soon after the deadline.
    startShutdownWatchdog(config.shutdownTimeoutMs + 1_000);
    // Still starting: the step under way sees the abort, and main() closes the database and exits.
    if (phase === 'starting') return starting.abort(new Error(`${signal} during start`));
    metricsServer?.close();
    server?.close().then(
      () => process.exit(0),
      (error: unknown) => {
        print(`error while shutting down: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  /** A signal came during start: what was under way is rolled back; the process exits cleanly. */
  const stopDuringStart = async (): Promise<never> => {
    await server?.database.abort();
    print('stopped during start; the database keeps only what start had finished');
    process.exit(0);
  };

  try {
    server = await createServer(config, {
      logger: true,
      logStream: stdout,
      log: print,
      signal: starting.signal,
    });
  } catch (error) {
    if (starting.signal.aborted) await stopDuringStart();
    throw error;
  }
  const { app, database } = server;

  let seeded = false;
  if (config.demoSeed) {
    const started = Date.now();
    app.log.info('demo seed: seeding the database unless it has users already…');
    try {
      seeded = (await seedDemoIfEmpty(database.db, { storage: app.deps.storage })) !== undefined;
    } catch (error) {
      if (starting.signal.aborted) await stopDuringStart();
      throw error;
    }
    if (seeded) {
      app.log.info({ ms: Date.now() - started }, 'demo data seeded into the empty database');
      // The demo branches onboarded for e-invoicing against the brand's environment (the stand-in).
      // Not needed to serve: a failure (no SECRETS_KEY on PostgreSQL) is said and start goes on.
      try {
        const apiOf = (environment: Parameters<typeof zatcaApiFor>[1]) => zatcaApiFor(app.deps, environment);
        const einvoicing = await onboardDemoUnits(app.deps, apiOf);
        // The platform's own unit, and last month's commission invoices cleared.
        const commission = await demoCommissionInvoices(app.deps, apiOf);
        app.log.info(
          { ...einvoicing, commissionInvoices: commission },
          'demo branches onboarded for e-invoicing against the ZATCA stand-in',
        );
      } catch (error) {
        print(
          `demo e-invoicing not set up: ${error instanceof AppError ? translate('en', error.key) : error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  if (starting.signal.aborted) await stopDuringStart();

  // METRICS_PORT: the metrics on a port of their own (the API's port does not serve them then).
  metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await serveMetricsPort(server.metrics, {
          port: config.metrics.port,
          host: config.host,
          token: config.metrics.token,
        });

  const address = await app.listen({ port: config.port, host: config.host });
  phase = 'running';
  // A signal while the listener opened: stop as from a running server.
  if (starting.signal.aborted) {
    metricsServer?.close();
    await server.close();
    process.exit(0);
  }
  const url = address.replace('0.0.0.0', '127.0.0.1');
  const lines = [
    '',
    `Sufra is running (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}).`,
    `  Dashboard: ${url}/dashboard/`,
    `  API:       ${url}/api/v1`,
    `  API docs:  ${url}/api/docs`,
  ];
  if (config.demoSeed) {
    lines.push(`  Demo accounts${seeded ? ' (just seeded)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const [type, email] of DEMO_ACCOUNTS) lines.push(`    ${type.padEnd(7)} ${email}`);
  }
  print(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
