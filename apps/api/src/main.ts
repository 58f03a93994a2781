import { ConfigError, loadConfig } from './config.ts';
import { DEMO_PASSWORD } from './db/seed/accounts.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';
import { seedMenuPictures } from './db/seed/menu-pictures.ts';
import { createServer } from './server.ts';

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
  const server = await createServer(config, { logger: true, log: (message) => console.log(message) });
  const { app, database } = server;

  let seeded = false;
  if (config.demoSeed && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    app.log.info('seeding demo data into the empty database…');
    await seedDemo(database.db);
    await seedMenuPictures(database.db, app.deps.storage);
    app.log.info({ ms: Date.now() - started }, 'demo data seeded');
    seeded = true;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
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
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
