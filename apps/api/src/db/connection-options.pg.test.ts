import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/scratch-database.ts';
import { connectionConfig, openDatabase } from './database.ts';

/**
 * Every connection of the application starts with JIT compilation off (its statements are short:
 * compiling cost more than it saved), and keeps the startup options its URL names itself.
 */
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;

beforeAll(async () => {
  scratch = await scratchDatabase('sufra_options');
});
afterAll(async () => {
  await scratch?.drop();
});

async function settings(url: string) {
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    const { rows } = await sql<{ jit: string; work_mem: string }>`
      SELECT current_setting('jit') AS jit, current_setting('work_mem') AS work_mem`.execute(handle.db);
    return rows[0];
  } finally {
    await handle.close();
  }
}

describe('connection options', () => {
  it('turn JIT off on every connection of the pool', async () => {
    expect((await settings(scratch.url.toString()))?.jit).toBe('off');
  });

  it("keep the URL's own options beside it", async () => {
    const url = new URL(scratch.url.toString());
    url.searchParams.set('options', '-c work_mem=7MB');
    expect(await settings(url.toString())).toEqual({ jit: 'off', work_mem: '7MB' });
  });

  it('leave a URL without options, and text that is no URL, as they are', () => {
    for (const url of ['postgres://postgres@127.0.0.1:5432/sufra', 'host=/var/run/postgresql dbname=sufra'])
      expect(connectionConfig(url)).toEqual({ connectionString: url, settings: { jit: 'off' } });
  });
});
