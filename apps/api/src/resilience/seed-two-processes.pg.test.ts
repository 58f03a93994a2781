import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { scratchDatabase } from '../test/scratch-database.ts';
import { type ServerProcess, spawnServer } from '../test/server-process.ts';

/**
 * Issue 16: two servers started at the same moment on one empty PostgreSQL with DEMO_SEED=true
 * (a deployment of two replicas). One migrates and seeds; the other waits for it and finds the
 * work done: both serve, and the demo data exists once.
 */
const children: ServerProcess[] = [];
const dataDirs: string[] = [];
let dropDatabase = async () => {};

afterAll(async () => {
  for (const child of children) child.proc.kill('SIGKILL');
  await dropDatabase();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('two processes seeding one empty PostgreSQL', () => {
  it('seed it once, and both serve', { timeout: 60_000 }, async () => {
    const scratch = await scratchDatabase('sufra_seed_twice');
    dropDatabase = scratch.drop;
    const target = scratch.url;
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'sufra-seed-twice-'));
      dataDirs.push(dataDir);
      children.push(spawnServer({ DATA_DIR: dataDir, DATABASE_URL: target.toString(), DEMO_SEED: 'true' }));
    }
    const bases = await Promise.all(children.map((child) => child.started(45_000)));
    for (const base of bases) expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Exactly one of them says it seeded.
    expect(children.filter((child) => /just seeded/.test(child.output()))).toHaveLength(1);

    const handle = await openDatabase({ url: target.toString(), poolSize: 1 });
    try {
      const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
        Number((await query.execute(handle.db)).rows[0]?.n);
      // Demo people, reference data and settings once each: no key appears twice.
      expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.sa'`)).toBe(1);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM (SELECT email FROM users GROUP BY email HAVING count(*) > 1) d`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM (SELECT en_reason FROM cancel_reasons GROUP BY type, en_reason HAVING count(*) > 1) d`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM (SELECT en_city_name FROM cities GROUP BY en_city_name HAVING count(*) > 1) d`,
        ),
      ).toBe(0);
      expect(await count(sql`SELECT count(*)::int AS n FROM faqs`)).toBeGreaterThan(0);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM (SELECT question_en FROM faqs GROUP BY question_en HAVING count(*) > 1) d`,
        ),
      ).toBe(0);
      // One demo order book: numbers are unique per brand and day, and there are as many as one seed makes.
      const orders = await count(sql`SELECT count(*)::int AS n FROM orders`);
      expect(orders).toBeGreaterThanOrEqual(3000);
      expect(orders).toBeLessThan(6000);
    } finally {
      await handle.close();
    }
    for (const child of children) expect((await child.stop()).code).toBe(0);
  });
});
