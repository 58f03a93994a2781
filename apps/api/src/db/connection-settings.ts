import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * The address of every connection, and the session settings each starts with: those the URL names
 * itself (`?options=-c name=value …`), then JIT compilation off. PostgreSQL compiles a plan it costs
 * above `jit_above_cost` to machine code first. This application's statements are short, and where
 * one crossed that cost the compiling took longer than it saved: the first batch of a 100,000-row
 * export cursor took 270 ms with JIT and 14 ms without (the export's first byte 584 ms, then 65 ms,
 * in bench --scale); the reports' statements ran as fast either way.
 *
 * The settings are not sent as startup parameters (`options`, `statement_timeout`): a connection
 * pooler such as PgBouncer refuses those, or, told to ignore them, drops them silently. Each new
 * connection sets them with its first statement instead (`sessionSettingsSql`), which poolers in
 * session mode keep, and the server checks at start that they took (`verifySessionSettings`).
 */
export function connectionConfig(url: string): {
  connectionString: string;
  settings: Record<string, string>;
} {
  const settings: Record<string, string> = {};
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL (pg reads key=value text too): it names no options for us to keep.
    return { connectionString: url, settings: { jit: 'off' } };
  }
  const own = parsed.searchParams.get('options');
  if (own === null) return { connectionString: url, settings: { jit: 'off' } };
  parsed.searchParams.delete('options');
  // `-c name=value` or `-cname=value`, separated by spaces (libpq's form of the option).
  for (const match of own.matchAll(/-c\s*([A-Za-z_.][\w.]*)=(\S+)/g))
    if (match[1] && match[2] !== undefined) settings[match[1]] = match[2];
  return { connectionString: parsed.toString(), settings: { ...settings, jit: 'off' } };
}

/** One statement that sets every one of `settings` for the session (values as parameters). */
export function sessionSettingsSql(settings: Record<string, string>): { text: string; values: string[] } {
  const names = Object.keys(settings);
  return {
    text: `SELECT ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, false)`).join(', ')}`,
    values: names.flatMap((name) => [name, settings[name] ?? '']),
  };
}

/**
 * At start: the settings every connection begins with are in force (a pooler that drops session
 * settings, as PgBouncer in transaction mode does, would leave statements without their timeout).
 */
export async function verifySessionSettings(db: Database, statementTimeoutMs: number): Promise<void> {
  const { rows } = await sql<{ statement_timeout: string; jit: string }>`
    SELECT (SELECT setting FROM pg_settings WHERE name = 'statement_timeout') AS statement_timeout,
      current_setting('jit') AS jit`.execute(db);
  const found = rows[0];
  if (found?.statement_timeout !== String(statementTimeoutMs) || found.jit !== 'off')
    throw new Error(
      `the database connection did not keep its session settings (statement_timeout ${found?.statement_timeout} ms where ${statementTimeoutMs} was set, jit ${found?.jit}): ` +
        'a connection pooler must run in session mode (README, "Running on PostgreSQL")',
    );
}
