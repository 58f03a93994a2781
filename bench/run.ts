/**
 * `npm run bench`: starts the real server (demo seed) on a free port, loads the main API calls with
 * autocannon, and reports latency, throughput, server memory, start-up and seed time, the dashboard
 * bundle size and two headline figures:
 *
 * - `meals_list_vs_sql`: the throughput of `GET /api/v1/vendor/meals?page=1` divided by the
 *   throughput of the very SQL statements that request runs, replayed with the same parameters
 *   through the application's own pool (bench/sql-baseline.ts), same concurrency, same duration,
 *   one after the other in this run. Measured on PostgreSQL (BENCH_DATABASE_URL, default the local
 *   server's `sufra_bench` database, recreated each run); the embedded database when none answers.
 * - `login_page_js`: the compressed (brotli) JavaScript the built dashboard's index.html and its
 *   login route load.
 * - `order_event_delivery`: from sending an order to its `order.created` event on a branch's
 *   stream (bench/orders.ts, with the orders list and placement throughput).
 * - `zatca`: issue 29's bars (bench/zatca.ts): the hand-over's p95 onboarded over not onboarded,
 *   and the bars' test files at full size (BENCH_ZATCA_BARS=false leaves those out).
 *
 * Numbers go to stdout and bench/results/latest.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../apps/api/src/heap.ts';
import { benchOrders, loadFigures } from './orders.ts';
import { benchScale } from './scale.ts';
import { handOverLatency, zatcaBars } from './zatca.ts';

const root = resolve(import.meta.dirname, '..');
const API_PASSWORD = 'sufra-dev-api-password';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Seconds of unmeasured load before each side of the meals comparison. */
const WARMUP = 3;
/** The meals comparison: this many alternating rounds of each side; the ratio is their median. */
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / 2));
const MEALS_PATH = '/api/v1/vendor/meals?page=1';

/** A fresh, empty PostgreSQL database for this run, or undefined when no server answers. */
async function freshPostgres(): Promise<string | undefined> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sufra_bench');
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL: unusable database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return url.toString();
}

function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<{ proc: ChildProcess; base: string; startMs: number }> {
  const started = Date.now();
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      DB_POOL_SIZE: String(CONNECTIONS),
      // On PostgreSQL the server's secrets (e-invoicing units' keys) need a key from the environment.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRETS_KEY: randomBytes(32).toString('base64') } : {}),
      ...env,
    },
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Dashboard: (http:\/\/\S+)\/dashboard\//.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise({ proc, base: match[1], startMs: Date.now() - started });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function load(name: string, url: string, headers: Record<string, string>, seconds = DURATION) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return loadFigures(name, result);
}

function bundle(): { js_kb: number; js_gzip_kb: number; css_kb: number } | undefined {
  const dir = join(root, 'apps/dashboard/dist/assets');
  try {
    const files = readdirSync(dir);
    const sum = (ext: string, gz: boolean) =>
      files
        .filter((f) => f.endsWith(ext))
        .reduce(
          (n, f) => n + (gz ? gzipSync(readFileSync(join(dir, f))).length : statSync(join(dir, f)).size),
          0,
        );
    return {
      js_kb: Math.round(sum('.js', false) / 1024),
      js_gzip_kb: Math.round(sum('.js', true) / 1024),
      css_kb: Math.round(sum('.css', false) / 1024),
    };
  } catch {
    return undefined;
  }
}

/** Brotli size of a built file: its precompressed `.br` sibling when the build wrote one. */
function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/**
 * The JavaScript a visitor of /dashboard/login downloads: the scripts and module preloads of
 * index.html, the login route's chunk, and every chunk those import statically (what the browser
 * fetches before the page renders). Dynamic imports are followed only for the login route.
 */
function loginPageJs(): { files: string[]; brotli_kb: number; gzip_kb: number } | undefined {
  const dist = join(root, 'apps/dashboard/dist');
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const start = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="[^"]*\/assets\/([^"/]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  // The login route's chunk: from Vite's manifest when the build writes one, else by its name (none
  // when the login page is part of the first chunks; the validation it loads on first input is not counted).
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>)
    : {};
  const fromManifest = Object.entries(manifest)
    .filter(([source]) => /features\/auth\/login-page\.tsx$/.test(source))
    .map(([, entry]) => (entry.file ?? '').replace(/^assets\//, ''));
  const loginChunks =
    fromManifest.length > 0
      ? fromManifest
      : readdirSync(assets).filter((f) => /^login-page[-.].*\.js$/.test(f));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (!file || seen.has(file) || !existsSync(join(assets, file))) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports of sibling chunks: `import"./x.js"`, `from"./x.js"`, and dynamic-import preloads.
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(m[1] ?? '');
  };
  for (const file of [...start, ...loginChunks]) visit(file);
  const files = [...seen].sort();
  return {
    files,
    brotli_kb: Math.round(files.reduce((n, f) => n + brotliSize(join(assets, f)), 0) / 1024),
    gzip_kb: Math.round(
      files.reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0) / 1024,
    ),
  };
}

/** The SQL floor of the meals list (bench/sql-baseline.ts): a child process driven line by line. */
async function sqlBaseline(databaseUrl: string, dataDir: string, token: string) {
  const proc = spawn(process.execPath, ['bench/sql-baseline.ts', MEALS_PATH, token, String(CONNECTIONS)], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DB_POOL_SIZE: String(CONNECTIONS),
      DEMO_SEED: 'false',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  const next = async <T>(): Promise<T> => {
    const line = await lines.next();
    if (line.done || !line.value.startsWith('{'))
      throw new Error(`sql baseline failed:\n${err}${line.value ?? ''}`);
    return JSON.parse(line.value) as T;
  };
  const { statements } = await next<{ statements: string[] }>();
  return {
    statements,
    async run(seconds: number) {
      proc.stdin.write(`run ${seconds}\n`);
      return next<{ iterations_per_s: number; errors: number }>();
    },
    quit() {
      proc.stdin.end('quit\n');
    },
  };
}

/** The vitest suite's TEST_DATABASE_URL on the bench's PostgreSQL server (its tests make their own databases). */
function suiteServer(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

async function loginToken(base: string, type: string, email: string): Promise<string> {
  const answer = await fetch(`${base}/api/v1/${type}/login`, {
    method: 'POST',
    headers: { 'x-api-password': API_PASSWORD, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  if (!answer.ok) throw new Error(`${type} login answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/**
 * The scale mode (issue 13): `npm run bench -- --scale` on the local `sufra_scale`, or
 * BENCH_SCALE_DATABASE_URL; the database `npm run seed:scale` filled is used as it is. Its figures
 * join bench/results/latest.json under `scale` (the other figures stay).
 */
const scaleUrl =
  process.env.BENCH_SCALE_DATABASE_URL ??
  (process.argv.includes('--scale') || process.env.npm_config_scale === 'true'
    ? 'postgres://postgres@127.0.0.1:5432/sufra_scale'
    : undefined);

async function runScale(url: string): Promise<void> {
  const metricsToken = 'bench-metrics-token-0123456789';
  const dataDir = mkdtempSync(join(tmpdir(), 'sufra-bench-scale-'));
  const { proc, base, startMs } = await startServer(dataDir, url, {
    DEMO_SEED: 'false',
    METRICS_TOKEN: metricsToken,
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? '20',
  });
  try {
    const headers = {
      'x-api-password': API_PASSWORD,
      'content-type': 'application/json',
      'accept-language': 'en',
      authorization: `Bearer ${await loginToken(base, 'admin', 'admin@demo.sa')}`,
    };
    const vendorHeaders = {
      ...headers,
      authorization: `Bearer ${await loginToken(base, 'vendor', 'vendor@demo.sa')}`,
    };
    const counts = await countRows(url);
    const figures = await benchScale(
      { proc, base, databaseUrl: url },
      headers,
      vendorHeaders,
      DURATION,
      metricsToken,
    );
    const scale = {
      at: new Date().toISOString(),
      database: counts,
      start_ms: startMs,
      duration_s: DURATION,
      ...figures,
    };
    console.table(figures.results);
    console.log(JSON.stringify({ ...scale, results: undefined }, null, 2));
    const file = join(root, 'bench/results/latest.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : {};
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...previous, scale }, null, 2)}\n`);
  } finally {
    proc.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM order_items) AS order_items,
      (SELECT count(*)::int FROM reservations) AS reservations,
      (SELECT count(*)::int FROM clients) AS clients`);
    return rows[0] ?? {};
  } finally {
    await client.end();
  }
}

async function runDefault(): Promise<void> {
  const databaseUrl = await freshPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'sufra-bench-'));
  const { proc, base, startMs } = await startServer(dataDir, databaseUrl);
  try {
    const headers = {
      'x-api-password': API_PASSWORD,
      'content-type': 'application/json',
      'accept-language': 'ar',
    };
    const auth = { ...headers, authorization: `Bearer ${await loginToken(base, 'admin', 'admin@demo.sa')}` };
    const vendorToken = await loginToken(base, 'vendor', 'vendor@demo.sa');
    const rssIdle = rssMb(proc.pid ?? 0);
    const vendorAuth = { ...headers, authorization: `Bearer ${vendorToken}` };
    // Both sides of the comparison are measured warm (JIT compiled, pool connected), in alternating
    // rounds so that a change in the machine's load during the run weighs on both alike.
    const floor = databaseUrl ? await sqlBaseline(databaseUrl, dataDir, vendorToken) : undefined;
    await autocannon({
      url: `${base}${MEALS_PATH}`,
      headers: vendorAuth,
      connections: CONNECTIONS,
      duration: WARMUP,
    });
    await floor?.run(WARMUP);
    const rounds: {
      http: Awaited<ReturnType<typeof load>>;
      sql?: { iterations_per_s: number; errors: number };
    }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const http = await load('GET vendor meals (page 1)', `${base}${MEALS_PATH}`, vendorAuth, ROUND_SECONDS);
      const sqlRound = await floor?.run(ROUND_SECONDS);
      rounds.push(sqlRound ? { http, sql: sqlRound } : { http });
    }
    floor?.quit();
    const meals = {
      ...(rounds[0]?.http ?? { name: 'GET vendor meals (page 1)', p50_ms: 0, p99_ms: 0 }),
      requests_per_s: median(rounds.map((r) => r.http.requests_per_s)),
      errors: rounds.reduce((n, r) => n + r.http.errors, 0),
    };
    // BENCH_ONLY=meals: the headline comparison alone (quicker while working on the request path).
    const only = process.env.BENCH_ONLY === 'meals';
    const results = only
      ? [meals]
      : [
          meals,
          await load('GET /healthz', `${base}/healthz`, {}),
          await load('GET getProfile', `${base}/api/v1/admin/getProfile`, auth),
          await load(
            'GET cities (page 1, sorted)',
            `${base}/api/v1/admin/cities?per_page=10&sort=en_city_name`,
            auth,
          ),
          await load('GET cities (filtered)', `${base}/api/v1/admin/cities?filter[name]=ri`, auth),
          await load('GET countries export csv', `${base}/api/v1/admin/countries/export?format=csv`, auth),
        ];
    const orders = only
      ? undefined
      : await benchOrders(
          { base, headers, connections: CONNECTIONS, seconds: DURATION },
          auth.authorization.slice(7),
          vendorToken,
        );
    if (orders) results.push(...orders.results);
    // Issue 29: the hand-over's p95 onboarded over not (bar 4), then the other bars at full size.
    const zatcaHandOver = only
      ? undefined
      : await handOverLatency({ base, headers, connections: CONNECTIONS }, databaseUrl, {
          admin: auth.authorization.slice(7),
          manager: await loginToken(base, 'branch', 'branch@demo.sa'),
          customer: await loginToken(base, 'client', 'client@demo.sa'),
        });
    const zatcaBarsFigures =
      only || process.env.BENCH_ZATCA_BARS === 'false'
        ? undefined
        : await zatcaBars(databaseUrl ? suiteServer(databaseUrl) : undefined);
    const login = loginPageJs();
    const report = {
      at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      duration_s: DURATION,
      connections: CONNECTIONS,
      meals_list_vs_sql: floor
        ? {
            ratio: median(
              rounds.map(
                (r) =>
                  Math.round((r.http.requests_per_s / Math.max(1, r.sql?.iterations_per_s ?? 0)) * 100) / 100,
              ),
            ),
            http_requests_per_s: meals.requests_per_s,
            sql_only_per_s: median(rounds.map((r) => r.sql?.iterations_per_s ?? 0)),
            rounds: rounds.map((r) => ({ http: r.http.requests_per_s, sql: r.sql?.iterations_per_s ?? 0 })),
            round_seconds: ROUND_SECONDS,
            http_errors: meals.errors,
            sql_errors: rounds.reduce((n, r) => n + (r.sql?.errors ?? 0), 0),
            statements: floor.statements,
          }
        : { skipped: 'no PostgreSQL answered at BENCH_DATABASE_URL' },
      login_page_js: login
        ? { brotli_kb: login.brotli_kb, gzip_kb: login.gzip_kb, files: login.files }
        : { skipped: 'dashboard not built (npm run build)' },
      order_event_delivery: orders?.event_delivery ?? { skipped: 'BENCH_ONLY' },
      zatca: {
        hand_over_p95: zatcaHandOver ?? { skipped: 'BENCH_ONLY' },
        bars: zatcaBarsFigures ?? { skipped: 'BENCH_ONLY or BENCH_ZATCA_BARS=false' },
      },
      start_and_seed_ms: startMs,
      rss_idle_mb: rssIdle,
      rss_after_mb: rssMb(proc.pid ?? 0),
      bundle: bundle(),
      results,
    };
    console.table(results);
    console.log(JSON.stringify({ ...report, results: undefined }, null, 2));
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    proc.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (scaleUrl) await runScale(scaleUrl);
else await runDefault();
