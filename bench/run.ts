/**
 * `npm run bench`: starts the real server (embedded database, demo seed) on a free port, loads the
 * main API calls with autocannon, and reports latency, throughput, server memory, start-up and seed
 * time, and the dashboard bundle size. Numbers go to stdout and bench/results/latest.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const API_PASSWORD = 'sufra-dev-api-password';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

function startServer(dataDir: string): Promise<{ proc: ChildProcess; base: string; startMs: number }> {
  const started = Date.now();
  const proc = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
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

async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
  body?: string,
) {
  const result = await autocannon({ url, method, headers, body, connections: 10, duration: DURATION });
  return {
    name,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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

const dataDir = mkdtempSync(join(tmpdir(), 'sufra-bench-'));
const { proc, base, startMs } = await startServer(dataDir);
try {
  const headers = {
    'x-api-password': API_PASSWORD,
    'content-type': 'application/json',
    'accept-language': 'ar',
  };
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@demo.sa', password: 'Demo@12345' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const rssIdle = rssMb(proc.pid ?? 0);
  const results = [
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
  const report = {
    at: new Date().toISOString(),
    duration_s: DURATION,
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
