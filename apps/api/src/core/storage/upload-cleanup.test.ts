import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createServer } from '../../server.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, createMeal, png } from '../../test/kits/menu-test-kit.ts';
import { startPeriodicJob } from '../jobs/jobs.ts';
import { newKey, type Storage, thumbKey } from './storage.ts';
import { CLEANUP_LOCK_ID, removeOrphanUploads, UPLOAD_COLUMNS } from './upload-cleanup.ts';

const HOUR = 60 * 60 * 1000;
let storage: Storage;
const t = testAppForFile((app) => {
  storage = app.app.deps.storage;
});

const fileOf = (root: string, key: string) => join(root, key);
const exists = (root: string, key: string) =>
  stat(fileOf(root, key)).then(
    () => true,
    () => false,
  );
/** The orphan-upload clean-up on the file's app and storage, with an hour's grace. */
const cleanUpWithHourGrace = () =>
  removeOrphanUploads({ database: { db: t.db, kind: t.kind }, storage, graceMs: HOUR });
/** As if the file had been written `ms` ago. */
async function age(root: string, key: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(fileOf(root, key), then, then);
}

/** What a crash between storing an upload and committing its row leaves: the files, no row. */
async function storeWithoutRow(into: Storage, folder: string): Promise<string[]> {
  const key = newKey(folder, 'png');
  await into.put(key, await png('#0a0'), 'image/png');
  await into.put(thumbKey(key), await png('#00a'), 'image/webp');
  return [key, thumbKey(key)];
}

describe('orphan upload clean-up', () => {
  it('deletes stored files older than the grace period that no row refers to, and nothing else', async () => {
    const root = join(t.dataDir, 'uploads');
    // Referenced: a meal's image and its thumbnail (through the real upload path), a setting's URL.
    const meal = await createMeal(t, 'vendor', await createCategory(t, 'vendor'));
    const image = await t.db
      .selectFrom('meal_images')
      .select(['path', 'thumbnail_path'])
      .where('meal_id', '=', meal.id)
      .executeTakeFirstOrThrow();
    const referenced = [image.path, image.thumbnail_path].filter((key): key is string => key !== null);
    expect(referenced).toHaveLength(2);
    const [logo = ''] = await storeWithoutRow(storage, 'logos');
    const settingKey = `cleanup_logo_${Date.now()}`;
    await t.db
      .insertInto('settings')
      .values({ key: settingKey, value: sql`${JSON.stringify(`/uploads/${logo}`)}::jsonb` })
      .execute();
    referenced.push(logo);
    // Orphans: one old enough to go, one too young (its transaction may still be running).
    const old = await storeWithoutRow(storage, 'meals');
    const young = await storeWithoutRow(storage, 'meals-together');
    for (const key of [...referenced, ...old]) await age(root, key, 2 * HOUR);

    const result = await cleanUpWithHourGrace();

    expect(result.ran).toBe(true);
    expect(result.removed.sort()).toEqual([...old].sort());
    for (const key of old) expect(await exists(root, key)).toBe(false);
    for (const key of [...referenced, ...young]) expect(await exists(root, key)).toBe(true);
    // The meal still shows its picture.
    const shown = await t.request('GET', `/uploads/${image.path}`);
    expect(shown.statusCode).toBe(200);
  });

  it('knows every column that stores an upload', async () => {
    // Names whose words say a file (`file_path`, `sys_logo`), not names that merely contain one
    // (an e-invoice's `profile`).
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type = 'text'
        AND column_name ~ '(^|_)(path|logo|image|file|photo|picture|avatar|icon|attachment)s?(_|$)'
      ORDER BY table_name, column_name`.execute(t.db);
    const known = UPLOAD_COLUMNS.map(({ table, column }) => `${table}.${column}`).sort();
    expect(rows.map((row) => `${row.table_name}.${row.column_name}`).sort()).toEqual(known);
  });

  it('runs in the server on its interval, one run at a time, and stops with it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sufra-cleanup-'));
    try {
      const server = await createServer(
        loadConfig({ DATA_DIR: dataDir, UPLOAD_CLEANUP_GRACE_MINUTES: '60', LOG_LEVEL: 'silent' }),
      );
      const root = join(dataDir, 'uploads');
      const orphan = await storeWithoutRow(server.app.deps.storage, 'meals');
      for (const key of orphan) await age(root, key, 2 * HOUR);
      expect(server.uploadCleanup).toBeDefined();
      // Two calls while one run is under way share that run.
      const first = server.uploadCleanup?.runNow();
      const second = server.uploadCleanup?.runNow();
      expect(second).toBe(first);
      await first;
      for (const key of orphan) expect(await exists(root, key)).toBe(false);
      await server.close();
      // Stopped with the server: a later call does nothing.
      const after = await storeWithoutRow(server.app.deps.storage, 'meals');
      for (const key of after) await age(root, key, 2 * HOUR);
      await server.uploadCleanup?.runNow();
      for (const key of after) expect(await exists(root, key)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A whole server on an on-disk database starts slowly on a busy machine.
  }, 30_000);

  it('is switched off with UPLOAD_CLEANUP_INTERVAL_MINUTES=0 and refuses a bad value naming it', () => {
    expect(loadConfig({ UPLOAD_CLEANUP_INTERVAL_MINUTES: '0' }).uploadCleanupIntervalMinutes).toBe(0);
    expect(() => loadConfig({ UPLOAD_CLEANUP_GRACE_MINUTES: 'soon' })).toThrow(
      /UPLOAD_CLEANUP_GRACE_MINUTES/,
    );
    expect(() => loadConfig({ UPLOAD_CLEANUP_INTERVAL_MINUTES: '-5' })).toThrow(
      /UPLOAD_CLEANUP_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ REQUEST_HANDLER_TIMEOUT_MS: 'x' })).toThrow(/REQUEST_HANDLER_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: '5' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
  });

  it('keeps going after a failed run, and a stopped job waits for the run under way', async () => {
    const runs: string[] = [];
    const errors: unknown[] = [];
    let finish: () => void = () => {};
    const job = startPeriodicJob({
      intervalMs: HOUR,
      run: async () => {
        runs.push('start');
        if (runs.length === 1) throw new Error('storage down');
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        runs.push('end');
      },
      onError: (error) => errors.push(error),
    });
    await job.runNow();
    expect(errors).toHaveLength(1);
    const running = job.runNow();
    const stopped = job.stop().then(() => runs.push('stopped'));
    finish();
    await Promise.all([running, stopped]);
    expect(runs).toEqual(['start', 'start', 'end', 'stopped']);
  });
});

describe('orphan upload clean-up with several processes', () => {
  it('skips a round while another process holds the clean-up lock (PostgreSQL)', async () => {
    // Only PostgreSQL can be shared by processes; the embedded database always runs the sweep.
    const orphan = await storeWithoutRow(storage, 'meals');
    const root = join(t.dataDir, 'uploads');
    for (const key of orphan) await age(root, key, 2 * HOUR);
    if (t.kind === 'pglite') {
      const result = await cleanUpWithHourGrace();
      expect(result.ran).toBe(true);
      for (const key of orphan) expect(await exists(root, key)).toBe(false);
      return;
    }
    await t.db.connection().execute(async (other) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_lock(${CLEANUP_LOCK_ID}) AS locked`.execute(other);
      expect(rows[0]?.locked).toBe(true);
      try {
        const skipped = await cleanUpWithHourGrace();
        expect(skipped).toEqual({ ran: false, removed: [] });
        for (const key of orphan) expect(await exists(root, key)).toBe(true);
      } finally {
        await sql`SELECT pg_advisory_unlock(${CLEANUP_LOCK_ID})`.execute(other);
      }
    });
    const result = await cleanUpWithHourGrace();
    expect(result.ran).toBe(true);
    for (const key of orphan) expect(await exists(root, key)).toBe(false);
  });
});
