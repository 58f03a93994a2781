import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { runCliScript } from '../test/server-process.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** `npm run create-admin` on this DATA_DIR, answering its questions one a line. */
const runCli = (dataDir: string, answers: string[]) =>
  runCliScript('create-admin', [], { DATA_DIR: dataDir }, `${answers.join('\n')}\n`);

describe('create-admin', () => {
  it('creates a super admin from what it asks, and refuses a weak password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sufra-cli-'));
    dirs.push(dataDir);
    const weak = await runCli(dataDir, ['Root', 'root@sufra.sa', 'weakpass', 'weakpass']);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('not strong enough');
    const ok = await runCli(dataDir, ['Root Admin', 'root@sufra.sa', 'Strong@Pass1', 'Strong@Pass1']);
    expect(ok.code, ok.output).toBe(0);
    expect(ok.output).not.toContain('Strong@Pass1');

    const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const users = await handle.db
        .selectFrom('users')
        .select(['email', 'role_id', 'type', 'password_hash'])
        .execute();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: 'root@sufra.sa', role_id: 1, type: 'admin' });
      expect(users[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const roles = await handle.db
        .selectFrom('roles')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      expect(roles.n).toBe(5);
    } finally {
      await handle.close();
    }
  }, 40_000); // two processes, each opening the embedded database
});
