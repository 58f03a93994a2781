/**
 * The floor for one list request: the SQL statements `GET {path}` runs, replayed with the same
 * parameters through the application's own database handle (Kysely over the same `pg` pool, same
 * pool size) at the same concurrency, with no HTTP in between. Statements the request runs one
 * after the other are replayed one after the other; statements it has in flight together (if any)
 * are replayed together.
 *
 * Run by bench/run.ts as a child process: `node sql-baseline.ts <path> <token> <connections>` with
 * DATABASE_URL set. It prints `{"ready":true,"statements":[…]}` once the request's SQL is captured,
 * then for every `run <seconds>` line on stdin one `{"iterations_per_s":…,"errors":…}` line, and
 * exits on `quit` (or when stdin closes).
 */
import { createInterface } from 'node:readline';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createServer } from '../apps/api/src/server.ts';

const [path, token, connections] = process.argv.slice(2);
if (!path || !token) throw new Error('usage: sql-baseline.ts <path> <token> <connections>');
const concurrency = Number(connections ?? 10);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const server = await createServer(config, { logger: false });
const { db } = server.database;

const request = () =>
  server.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${token}`, 'x-api-password': config.apiPassword.value },
  });
// A warm pool first (every connection open), so that the request's timing, not the opening of
// connections, decides which of its statements are in flight together.
await Promise.all(Array.from({ length: concurrency }, () => db.executeQuery(CompiledQuery.raw('SELECT 1'))));
for (let i = 0; i < 3; i += 1) await request();

// Record what one request sends to PostgreSQL: every query of every pooled client, with the
// statements still in flight when it started (to keep the request's sequence and overlap).
interface Captured {
  text: string;
  values: unknown[];
  /** Index of the stage: a statement starting while another is in flight joins that one's stage. */
  stage: number;
}
const captured: Captured[] = [];
let inFlight = 0;
let stage = -1;
const clientProto = pg.Client.prototype as unknown as {
  query: (this: unknown, ...args: unknown[]) => unknown;
};
const originalQuery = clientProto.query;
clientProto.query = function (this: unknown, ...args: unknown[]) {
  const [text, values] = args;
  const result = originalQuery.apply(this, args);
  if (typeof text !== 'string' || !(result instanceof Promise)) return result;
  if (inFlight === 0) stage += 1;
  inFlight += 1;
  captured.push({ text, values: Array.isArray(values) ? values : [], stage });
  return result.finally(() => {
    inFlight -= 1;
  });
};
const answer = await request();
clientProto.query = originalQuery;
if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
const stages: CompiledQuery[][] = [];
for (const c of captured) {
  const statements = stages[c.stage] ?? [];
  statements.push(CompiledQuery.raw(c.text, c.values));
  stages[c.stage] = statements;
}

async function run(ms: number): Promise<{ iterations_per_s: number; errors: number }> {
  let iterations = 0;
  let errors = 0;
  const deadline = Date.now() + ms;
  const worker = async () => {
    while (Date.now() < deadline) {
      try {
        for (const statements of stages) await Promise.all(statements.map((s) => db.executeQuery(s)));
        iterations += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { iterations_per_s: Math.round(iterations / ((Date.now() - started) / 1000)), errors };
}

console.log(
  JSON.stringify({
    ready: true,
    statements: captured.map((c) => `[${c.stage}] ${c.text.replace(/\s+/g, ' ').slice(0, 160)}`),
  }),
);
for await (const line of createInterface({ input: process.stdin })) {
  const [command, seconds] = line.trim().split(/\s+/);
  if (command === 'run') console.log(JSON.stringify(await run(Number(seconds) * 1000)));
  else if (command === 'quit') break;
}
await server.close();
