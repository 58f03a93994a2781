import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD, loadConfig } from '../config.ts';
import { seedDemoAccounts } from '../seed/accounts.ts';
import { createServer, type Server } from '../server.ts';
import { scratchDatabase } from '../test/scratch-database.ts';

/**
 * The server through a real PgBouncer in session mode (Debian's package; `.ci/run` installs it),
 * as the README says it may run: PgBouncer refuses startup parameters it does not know, so the
 * session's settings (statement timeout, JIT off) are set by each connection's first statement,
 * and checked at start.
 */
const PGBOUNCER = '/usr/sbin/pgbouncer';
const STATEMENT_TIMEOUT_MS = 7_000;

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let dir: string;
let bouncer: ChildProcess | undefined;
let port = 0;
let server: Server | undefined;

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function accepting(at: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(at, '127.0.0.1');
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    }).then((connected) => connected);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`PgBouncer does not listen on ${at}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  if (!existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} is missing: apt-get install -y pgbouncer`);
  scratch = await scratchDatabase('sufra_bouncer');
  dir = await mkdtemp(join(tmpdir(), 'sufra-pgbouncer-'));
  // PgBouncer will not run as root: it runs as postgres, which must read its files.
  await chmod(dir, 0o755);
  port = await freePort();
  const target = new URL(scratch.url.toString());
  await writeFile(join(dir, 'users.txt'), `"${target.username || 'postgres'}" ""\n`, { mode: 0o644 });
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = session',
      'max_client_conn = 100',
      'default_pool_size = 20',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  bouncer = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  await accepting(port, 10_000);
});

afterAll(async () => {
  await server?.close();
  bouncer?.kill('SIGTERM');
  await scratch?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('PgBouncer in session mode', () => {
  it('serves through it, with the statement timeout and JIT setting in force on its connections', async () => {
    const url = new URL(scratch.url.toString());
    url.host = `127.0.0.1:${port}`;
    server = await createServer(
      loadConfig({
        DATA_DIR: dir,
        DATABASE_URL: url.toString(),
        DB_POOL_SIZE: '3',
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        LOG_LEVEL: 'silent',
      }),
    );
    await seedDemoAccounts(server.database.db);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en' },
      payload: { email: 'admin@demo.sa', password: 'Demo@12345' },
    });
    expect(login.statusCode, login.body).toBe(200);
    // Every connection of the pool, not only the first.
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        server?.database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ timeout: string; jit: string }>`
            SELECT current_setting('statement_timeout') AS timeout, current_setting('jit') AS jit,
              pg_sleep(0.05)`.execute(trx);
          return rows[0];
        }),
      ),
    );
    for (const found of settings) expect(found).toMatchObject({ timeout: '7s', jit: 'off' });
  });
});
