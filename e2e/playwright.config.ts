import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/api/src/heap.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port, asked of the OS once; workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sufra-e2e-'));
// The run's signed-in sessions, one per account (support/global-setup.ts), read by every worker.
process.env.E2E_SESSIONS_FILE ??= join(mkdtempSync(join(tmpdir(), 'sufra-e2e-sessions-')), 'sessions.json');
// Where the suite has a PostgreSQL (TEST_DATABASE_URL, as CI), the server runs on a database of its
// own there, as production does: queries no longer share the server's thread, so a busy machine's
// pages stay quick. Without one (or with E2E_EMBEDDED=1) it runs on the embedded database, as `npm start`.
if (process.env.TEST_DATABASE_URL && process.env.E2E_EMBEDDED !== '1' && !process.env.E2E_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/sufra_e2e_${process.pid}_${Date.now()}`;
  process.env.E2E_DATABASE_URL = url.toString();
}
process.env.E2E_SECRETS_KEY ??= randomBytes(32).toString('base64');
const port = process.env.E2E_PORT;
/**
 * Debian's Chromium: its headless shell (`apt-get install -y chromium-headless-shell`), the build
 * Playwright itself runs headless tests in, where the machine has it; the whole browser otherwise.
 * The shell renders the same pages with less work around them (the suite ran 10% faster on it).
 */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // A few times what the longest test takes here, so a hang reports in seconds (page sweeps set
  // their own); an expectation waits for the page, it does not time it.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // The dashboard honours reduced motion: menus and drawers open without animation, so clicks land.
    contextOptions: { reducedMotion: 'reduce' },
    viewport: { width: 1366, height: 860 },
    // E2E_TRACE=1 keeps a failed test's trace (every action with the page's DOM before and after
    // it) for the trace viewer. Recording costs every test about a tenth of its time (the screencast
    // a third), so a run records none unless asked; a failure still saves its screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Seed the demo data and each spec's own accounts first (support/seed-accounts.ts), then serve.
    command: `node_modules/.bin/node e2e/support/seed-accounts.ts && node_modules/.bin/node ${SERVER_NODE_FLAGS.join(' ')} apps/api/src/main.ts`,
    cwd: root,
    url: `${baseURL}/healthz`,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // On PostgreSQL, as in production, secrets (the e-invoicing units' keys) are sealed with a key
      // from the environment: the run's own.
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL, SECRETS_KEY: process.env.E2E_SECRETS_KEY }
        : {}),
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      // The no-show of the live branch (support/live-branch.ts) is marked within seconds.
      RESERVATION_JOBS_INTERVAL_SECONDS: '3',
      // The e-invoicing spec's tax invoice is reported to the built-in ZATCA stand-in within seconds.
      ZATCA_REPORT_INTERVAL_SECONDS: '2',
      // Browser tests never leave the machine: no geocoder and no map tiles answer (closed loopback
      // port), as offline; the location picker still places its marker and keeps the point.
      GEOCODER_URL: 'http://127.0.0.1:9/reverse',
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
