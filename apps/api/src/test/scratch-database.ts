import pg from 'pg';

/** The suite's PostgreSQL (TEST_DATABASE_URL), or the local one. */
export const POSTGRES_URL = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

/** Runs one statement on the suite's PostgreSQL (CREATE/DROP DATABASE need their own connection). */
export async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database for one test (its URL), and how to drop it (whoever is still connected). */
export async function scratchDatabase(prefix: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL.toString());
  url.pathname = `/${name}`;
  return { url, drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The database a whole server under test runs on, where the engine is not what the test is about:
 * a new PostgreSQL database when the suite has one (TEST_DATABASE_URL; no initdb to wait for), or
 * else the embedded one in the server's DATA_DIR.
 */
export async function serverDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) return { env: {}, drop: async () => {} };
  const { url, drop } = await scratchDatabase(prefix);
  return { env: { DATABASE_URL: url.toString() }, drop };
}
