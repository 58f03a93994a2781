import pg from 'pg';

/** The maintenance database of the same server (`postgres`), to create and drop others from. */
function maintenance(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** The database's own name from its URL (the run's name: letters, digits and underscores only). */
function nameOf(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  return name;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenance(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the run's database unless it exists (the server is started once per run). */
export async function createDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  const client = new pg.Client({ connectionString: maintenance(url) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

export function dropDatabase(url: string): Promise<void> {
  return onServer(url, `DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`);
}
