/**
 * Issue 29's bars in `npm run bench`:
 *
 * - `handOverLatency` (bar 4): the latency of the hand-over at the counter (`POST
 *   /branch/orders/{id}/status` to `completed`) on the running bench server, for the demo branch not
 *   onboarded (its unit retired in the database) and onboarded (the unit in use: each hand-over
 *   reserves its invoice's counter, and the server signs it after the answer), under the same load:
 *   alternating rounds of the same number of hand-overs, the same number in flight. The figure is
 *   the onboarded p95 over the plain one (the bar: at most 1.10).
 * - `zatcaBars` (bars 1, 2, 3, 5): the bars' test files (apps/api/src/modules/zatca/bars-*.test.ts)
 *   run by vitest at the bench's full sizes (1,000 random orders, 200 hand-overs on each engine,
 *   5,000 documents through the outage), each writing its figures for the report.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { orderTarget } from './orders.ts';

const root = resolve(import.meta.dirname, '..');

interface Ctx {
  base: string;
  headers: Record<string, string>;
  connections: number;
}

async function call<T>(ctx: Ctx, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ctx.base}/api/v1/${path}`, {
    method,
    headers: { ...ctx.headers, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message ?? ''}`);
  return json.data;
}

/** Runs `work` over `items`, `lanes` at a time. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
    }),
  );
}

const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

/** Bar 4: the hand-over's p95, onboarded over not, on the bench server (PostgreSQL only). */
export async function handOverLatency(
  ctx: Ctx,
  databaseUrl: string | undefined,
  tokens: { admin: string; manager: string; customer: string },
  options = { rounds: 4, handOvers: 150 },
) {
  if (!databaseUrl) return { skipped: 'PostgreSQL only (the unit is retired and restored in the database)' };
  const body = await orderTarget(ctx, tokens.admin, tokens.manager);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const unit = await db.query<{ id: number }>(
    'SELECT id FROM zatca_units WHERE branch_id = $1 AND retired_at IS NULL',
    [body.branch_id],
  );
  const unitId = unit.rows[0]?.id;
  if (unitId === undefined) throw new Error(`the demo branch ${body.branch_id} is not onboarded`);
  // A customer of its own per lane: one customer's hand-overs take turns on the customer's row.
  const customers: string[] = [];
  for (let lane = 0; lane < ctx.connections; lane += 1) {
    const response = await fetch(`${ctx.base}/api/v1/client/register`, {
      method: 'POST',
      headers: ctx.headers,
      body: JSON.stringify({
        first_name: 'عميل',
        last_name: 'القياس',
        phone: `055${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        email: `bench-${Date.now()}-${lane}@bench.sufra.sa`,
        password: 'Bench@12345',
        password_confirmation: 'Bench@12345',
      }),
    });
    const json = (await response.json()) as { data?: { token: string }; message?: string };
    if (!response.ok || !json.data)
      throw new Error(`register answered ${response.status}: ${json.message ?? ''}`);
    customers.push(json.data.token);
  }
  const samples = { plain: [] as number[], onboarded: [] as number[] };
  try {
    const round = async (side: keyof typeof samples) => {
      await db.query('UPDATE zatca_units SET retired_at = $2 WHERE id = $1', [
        unitId,
        side === 'plain' ? new Date() : null,
      ]);
      const orders: number[] = [];
      await inLanes(
        Array.from({ length: options.handOvers }, (_, i) => i),
        ctx.connections,
        async (i) => {
          const customer = customers[i % customers.length] ?? tokens.customer;
          const order = await call<{ id: number }>(ctx, 'POST', 'client/orders', customer, body);
          for (const status of ['preparing', 'ready'])
            await call(ctx, 'POST', `branch/orders/${order.id}/status`, tokens.manager, { status });
          orders.push(order.id);
        },
      );
      await inLanes(orders, ctx.connections, async (id) => {
        const sent = performance.now();
        await call(ctx, 'POST', `branch/orders/${id}/status`, tokens.manager, { status: 'completed' });
        samples[side].push(performance.now() - sent);
      });
    };
    // Unmeasured warm-up of both sides, then alternating rounds (the order flipped each round).
    await round('plain');
    await round('onboarded');
    samples.plain = [];
    samples.onboarded = [];
    for (let r = 0; r < options.rounds; r += 1)
      for (const side of r % 2 === 0 ? (['plain', 'onboarded'] as const) : (['onboarded', 'plain'] as const))
        await round(side);
  } finally {
    await db.query('UPDATE zatca_units SET retired_at = NULL WHERE id = $1', [unitId]);
    await db.end();
  }
  const figures = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      samples: sorted.length,
      p50_ms: quantile(sorted, 0.5),
      p95_ms: quantile(sorted, 0.95),
      p99_ms: quantile(sorted, 0.99),
    };
  };
  const plain = figures(samples.plain);
  const onboarded = figures(samples.onboarded);
  return {
    in_flight: ctx.connections,
    not_onboarded: plain,
    onboarded,
    p95_ratio: Math.round((onboarded.p95_ms / Math.max(0.1, plain.p95_ms)) * 100) / 100,
    bar: 1.1,
  };
}

/** One bars test file run by vitest with `env`; the figures it wrote, by bar. */
function runBarsFile(file: string, project: string, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-bench-bars-'));
  const figures = join(dir, 'figures');
  return new Promise<Record<string, unknown>>((done, fail) => {
    const started = Date.now();
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, ZATCA_BAR_FIGURES: figures };
    // The embedded project runs every API file only when the suite has no PostgreSQL.
    if (project === 'api-pglite') delete childEnv.TEST_DATABASE_URL;
    const child = spawn('npx', ['vitest', 'run', '--project', project, file], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const written: Record<string, unknown> = {};
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        const bar = /^figures\.(.+)\.json$/.exec(name)?.[1];
        if (bar) written[bar] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      }
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return fail(new Error(`${file} (${project}) failed:\n${output.slice(-4_000)}`));
      done({ ...written, test_run_s: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/**
 * Bars 1, 2, 3 and 5 at the bench's sizes: on the PostgreSQL server of `postgresUrl` (the vitest
 * suite's TEST_DATABASE_URL: the test files make their own databases there), bar 2 also on the
 * embedded database (one process). Without PostgreSQL, what the embedded database runs.
 */
export async function zatcaBars(postgresUrl: string | undefined) {
  const file = (name: string) => `apps/api/src/modules/zatca/${name}`;
  const pgEnv = postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : undefined;
  const project = pgEnv ? 'api-postgres' : 'api-pglite';
  const env = pgEnv ?? {};
  const bars: Record<string, unknown> = {};
  bars.random_orders = await runBarsFile(file('bars-random-orders.test.ts'), project, {
    ...env,
    ZATCA_BAR_ORDERS: '1000',
  });
  bars.parallel_hand_overs = {
    ...(pgEnv ? await runBarsFile(file('bars-parallel-hand-overs.test.ts'), 'api-postgres', pgEnv) : {}),
    ...(await runBarsFile(file('bars-parallel-hand-overs.test.ts'), 'api-pglite', {
      ZATCA_BAR_HAND_OVERS: '200',
    })),
  };
  bars.reporting_outage = await runBarsFile(file('bars-reporting-outage.test.ts'), project, {
    ...env,
    ZATCA_BAR_DOCUMENTS: '5000',
    ZATCA_BAR_UNITS: '10',
  });
  bars.kill_restart = pgEnv
    ? await runBarsFile(file('bars-kill-restart.pg.test.ts'), 'api-postgres', pgEnv)
    : { skipped: 'PostgreSQL only' };
  return bars;
}
