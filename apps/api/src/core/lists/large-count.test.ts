import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { twoAppsForFile } from '../../test/kits/app-for-file.ts';
import { LARGE_COUNT } from './list-query.ts';

/**
 * A list's large total is reused for a few seconds (list-query.ts, `cachedCount`). It is kept per
 * database: two databases answering the very same statement (one process serving two, as the tests
 * do, or a restored copy beside the live one) each count their own rows.
 */
let first: TestApp;
let second: TestApp;
twoAppsForFile(
  (one, two) => {
    first = one;
    second = two;
  },
  { ownDatabases: true },
);

async function addFaqs(t: TestApp, count: number): Promise<number> {
  await sql`INSERT INTO faqs (question_ar, question_en, answer_ar, answer_en)
    SELECT 'س ' || n, 'Q ' || n, 'ج', 'A' FROM generate_series(1, ${count}) AS n`.execute(t.db);
  const row = await t.db
    .selectFrom('faqs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function listedTotal(t: TestApp): Promise<number> {
  const response = await t.request('GET', '/api/v1/admin/faqs?page=1&per_page=1', { as: 'admin' });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().meta.total);
}

describe('large list totals', () => {
  it('are kept per database: the same statement on another database counts that one', async () => {
    const [onFirst, onSecond] = await Promise.all([
      addFaqs(first, LARGE_COUNT),
      addFaqs(second, LARGE_COUNT + 7),
    ]);
    expect(onSecond).not.toBe(onFirst);
    expect(await listedTotal(first)).toBe(onFirst);
    // Asked at once after the first, within the time a large total is reused.
    expect(await listedTotal(second)).toBe(onSecond);
    expect(await listedTotal(first)).toBe(onFirst);
  });
});
