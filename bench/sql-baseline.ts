/**
 * The floor for one list request: the SQL statements `GET {path}` runs, replayed with the same
 * parameters through the application's own database handle (Kysely over the same `pg` pool, same
 * pool size) at the same concurrency for the same duration, with no HTTP in between.
 *
 * Run by bench/run.ts as a child process: `node sql-baseline.ts <path> <token> <seconds> <connections>`
 * with DATABASE_URL set. Prints one JSON line: `{ statements, iterations_per_s, errors }`.
 */
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createServer } from '../apps/api/src/server.ts';

const [path, token, seconds, connections] = process.argv.slice(2);
if (!path || !token) throw new Error('usage: sql-baseline.ts <path> <token> <seconds> <connections>');
const duration = Number(seconds ?? 8) * 1000;
const concurrency = Number(connections ?? 10);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const server = await createServer(config, { logger: false });
const { db } = server.database;

// Record what one request sends to PostgreSQL: every query of every pooled client.
type Captured = { text: string; values: unknown[] };
const captured: Captured[] = [];
const clientProto = pg.Client.prototype as unknown as {
  query: (this: unknown, ...args: unknown[]) => unknown;
};
const originalQuery = clientProto.query;
clientProto.query = function (this: unknown, ...args: unknown[]) {
  const [text, values] = args;
  if (typeof text === 'string') captured.push({ text, values: Array.isArray(values) ? values : [] });
  return originalQuery.apply(this, args);
};
const answer = await server.app.inject({
  method: 'GET',
  url: path,
  headers: { authorization: `Bearer ${token}`, 'x-api-password': config.apiPassword.value },
});
clientProto.query = originalQuery;
if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
const statements = captured.map((c) => CompiledQuery.raw(c.text, c.values));

let iterations = 0;
let errors = 0;
const deadline = Date.now() + duration;
const worker = async () => {
  while (Date.now() < deadline) {
    try {
      // In order, as the request runs them.
      for (const statement of statements) await db.executeQuery(statement);
      iterations += 1;
    } catch {
      errors += 1;
    }
  }
};
const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (Date.now() - started) / 1000;
await server.close();
console.log(
  JSON.stringify({
    statements: captured.map((c) => c.text.replace(/\s+/g, ' ').slice(0, 160)),
    iterations_per_s: Math.round(iterations / elapsed),
    errors,
  }),
);
