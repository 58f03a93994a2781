import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../config.ts';
import { EMBEDDED_KEY_FILE, serverSecretBox } from '../core/security/secret-box.ts';
import { localStorage, newKey } from '../core/storage/storage.ts';
import { UPLOAD_COLUMNS } from '../core/storage/upload-cleanup.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { DEMO_PASSWORD, seedDemoAccounts, seedSystemRoles } from '../seed/accounts.ts';
import { multipart, png } from '../test/kits/menu-test-kit.ts';
import { runCliScript, type ServerProcess, spawnServer } from '../test/server-process.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: real processes on temporary
 * DATA_DIRs, the embedded database only (DATABASE_URL is cleared for every process).
 */

const dirs: string[] = [];
const servers = new Set<ServerProcess>();

afterAll(async () => {
  for (const server of servers) server.proc.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sufra-backup-'));
  dirs.push(dir);
  return dir;
}

/** The settings of every process: this DATA_DIR, the embedded database, local uploads. */
function envFor(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    S3_BUCKET: '',
    PORT: '0',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

interface RunningServer {
  base: string;
  stop(): Promise<number | null>;
}

async function startServer(dataDir: string): Promise<RunningServer> {
  const server = spawnServer(envFor(dataDir));
  servers.add(server);
  const base = await server.started();
  return {
    base,
    stop: async () => {
      const { code } = await server.stop();
      servers.delete(server);
      return code;
    },
  };
}

/** The demo accounts (admin@demo.sa among them) in a new DATA_DIR's database. */
async function seedAccounts(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await migrateToLatest(handle.db);
    await seedSystemRoles(handle.db);
    await seedDemoAccounts(handle.db);
  } finally {
    await handle.close();
  }
}

function api(base: string, token?: string) {
  return async (method: string, path: string, body?: unknown, contentType = 'application/json') => {
    const headers: Record<string, string> = { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = contentType;
    const payload =
      body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: () => JSON.parse(text) as { data: Record<string, unknown> },
    };
  };
}

async function adminApi(base: string) {
  const login = await api(base)('POST', '/api/v1/admin/login', {
    email: 'admin@demo.sa',
    password: DEMO_PASSWORD,
  });
  expect(login.status, login.text).toBe(200);
  return api(base, login.json().data.token as string);
}

/** Every file under a directory, by its path inside it. */
async function filesUnder(dir: string): Promise<Map<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map<string, number>();
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length), entry.isFile() ? (await stat(path)).size : -1);
  }
  return files;
}

const letters = (n: number) =>
  String(n)
    .padStart(4, '0')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

describe('backup and restore', () => {
  it('backs up while the server is being written to; the restore has every row acknowledged before and its files', {
    timeout: 90_000,
  }, async () => {
    const root = await tempDir();
    const dataDir = join(root, 'data');
    await seedAccounts(dataDir);
    const server = await startServer(dataDir);
    const call = await adminApi(server.base);
    // The control socket: only its owner may use it.
    const socket = await stat(join(dataDir, 'control.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    interface Written {
      kind: 'country' | 'slider';
      id: number;
      name: string;
      ackedAt: number;
      image?: string;
      thumbnail?: string;
      /** When its deletion was sent and answered (a slider removed right after it was made). */
      deleteSentAt?: number;
      deleteAckedAt?: number;
    }
    const written: Written[] = [];
    let stopWriting = false;
    let round = 0;
    const writer = (async () => {
      while (!stopWriting) {
        round += 1;
        const name = `Country ${letters(round)}`;
        const country = await call('POST', '/api/v1/admin/countries', {
          country_name_ar: `دولة ${letters(round)}`,
          country_name_en: name,
          country_code: `Q${letters(round).slice(-2).toUpperCase()}`,
          country_key: String(100 + round),
        });
        expect(country.status, country.text).toBe(201);
        written.push({ kind: 'country', id: country.json().data.id as number, name, ackedAt: Date.now() });

        const title = `Offer ${letters(round)}`;
        const form = multipart([
          ['title_ar', `عرض ${letters(round)}`],
          ['title_en', title],
          ['position', String(round)],
          [
            'image',
            {
              filename: 'banner.png',
              type: 'image/png',
              data: await png(`#${(round * 2_654_435).toString(16).padStart(6, '0').slice(-6)}`),
            },
          ],
        ]);
        const slider = await call('POST', '/api/v1/admin/sliders', form.body, form.contentType);
        expect(slider.status, slider.text).toBe(201);
        const made = slider.json().data;
        const record: Written = {
          kind: 'slider',
          id: made.id as number,
          name: title,
          ackedAt: Date.now(),
          image: made.image_url as string,
          thumbnail: made.thumbnail_url as string,
        };
        written.push(record);
        // Every other slider is deleted at once: its files go right after the deletion commits.
        if (round % 2 === 0) {
          record.deleteSentAt = Date.now();
          const removed = await call('DELETE', `/api/v1/admin/sliders/${record.id}`);
          expect(removed.status, removed.text).toBe(200);
          record.deleteAckedAt = Date.now();
        }
      }
    })();

    let writerFailed = false;
    void writer.catch(() => {
      writerFailed = true;
    });
    const waitForWritten = async (count: number) => {
      while (written.length < count && !writerFailed) await new Promise((done) => setTimeout(done, 50));
    };
    await waitForWritten(10);
    const backupFile = join(root, 'backup.tar.gz');
    const backupStartedAt = Date.now();
    const backup = await runCliScript('backup', [backupFile], envFor(dataDir));
    const backupEndedAt = Date.now();
    await waitForWritten(written.length + 4);
    stopWriting = true;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('made by the running server');
    // The writes went on while the backup was being made.
    expect(written.some((w) => w.ackedAt > backupStartedAt && w.ackedAt < backupEndedAt)).toBe(true);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    expect(await server.stop()).toBe(0);
    expect(await stat(join(dataDir, 'control.sock')).catch(() => undefined)).toBeUndefined();

    const restored = join(root, 'restored');
    const restore = await runCliScript('restore', [backupFile], envFor(restored));
    expect(restore.code, restore.output).toBe(0);

    // Every upload any restored row refers to is there.
    const handle = await openDatabase({ dataDir: join(restored, 'db') });
    const referenced: string[] = [];
    try {
      for (const { table, column } of UPLOAD_COLUMNS) {
        const { rows } = await sql<{
          name: string;
        }>`SELECT ${sql.ref(column)} AS name FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL`.execute(
          handle.db,
        );
        referenced.push(...rows.map((row) => row.name.replace(/^\/uploads\//, '')));
      }
    } finally {
      await handle.close();
    }
    expect(referenced.length).toBeGreaterThan(0);
    for (const key of referenced)
      expect((await stat(join(restored, 'uploads', key))).isFile(), key).toBe(true);

    // A server on the restored DATA_DIR has every row acknowledged before the backup began.
    const again = await startServer(restored);
    const callAgain = await adminApi(again.base);
    const before = written.filter((w) => w.ackedAt < backupStartedAt);
    expect(before.length).toBeGreaterThanOrEqual(8);
    for (const row of before) {
      const path = row.kind === 'country' ? '/api/v1/admin/countries' : '/api/v1/admin/sliders';
      const found = await callAgain('GET', `${path}/${row.id}`);
      if (row.deleteAckedAt !== undefined && row.deleteAckedAt < backupStartedAt) {
        expect(found.status, `${row.kind} ${row.id} was deleted before the backup`).toBe(404);
        continue;
      }
      if (row.deleteSentAt !== undefined) continue; // deleted while the backup was made: either is right
      expect(found.status, `${row.kind} ${row.id}`).toBe(200);
      const data = found.json().data;
      expect(row.kind === 'country' ? data.country_name_en : data.title_en).toBe(row.name);
      if (row.kind !== 'slider') continue;
      for (const url of [row.image, row.thumbnail]) {
        expect(data.image_url === url || data.thumbnail_url === url).toBe(true);
        const file = await fetch(`${again.base}${url}`);
        expect(file.status, url).toBe(200);
        const original = await readFile(join(dataDir, 'uploads', String(url).replace(/^\/uploads\//, '')));
        expect(Buffer.from(await file.arrayBuffer()).equals(original), url).toBe(true);
      }
    }
    expect(await again.stop()).toBe(0);
  });

  it('backs up with no server running; restores only a Sufra backup into an empty DATA_DIR, and an older one is migrated forward at start', {
    timeout: 120_000,
  }, async () => {
    const root = await tempDir();
    const dataDir = join(root, 'data');
    const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
    const key = newKey('sliders', 'png');
    const picture = await png('#0a7');
    // The database one migration behind this code (a backup made by the previous release).
    const names = Object.keys(migrations);
    const previous = names.at(-2) ?? '';
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      const migrated = await migrator.migrateTo(previous);
      expect(migrated.error).toBeUndefined();
      await handle.db
        .insertInto('countries')
        .values({
          country_name_ar: 'دولة',
          country_name_en: 'Offline land',
          country_code: 'QOF',
          country_key: '999',
        })
        .execute();
      await localStorage(join(dataDir, 'uploads')).put(key, picture, 'image/png');
    } finally {
      await handle.close();
    }

    const backupFile = join(root, 'offline.tar.gz');
    const backup = await runCliScript('backup', [backupFile], envFor(dataDir));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('no server running');
    expect(backup.output).toContain(backupFile);
    expect(backup.output).toContain(`migration ${previous}`);
    expect((await readdir(root)).filter((name) => name.includes('.partial'))).toEqual([]);

    // Not into a DATA_DIR that has a database: nothing there changes.
    const beforeRefusal = await filesUnder(dataDir);
    const intoUsed = await runCliScript('restore', [backupFile], envFor(dataDir));
    expect(intoUsed.code, intoUsed.output).toBe(2);
    expect(intoUsed.output).toMatch(/not empty: it has a database already/);
    expect(await filesUnder(dataDir)).toEqual(beforeRefusal);

    // Not a file that is not a backup, nor an archive with a name outside its folders.
    const target = join(root, 'target');
    const text = join(root, 'notes.txt');
    await writeFile(text, 'not a backup\n');
    const notBackup = await runCliScript('restore', [text], envFor(target));
    expect(notBackup.code, notBackup.output).toBe(2);
    expect(notBackup.output).toMatch(/is not a Sufra backup/);
    const crafted = join(root, 'crafted');
    await mkdir(join(crafted, 'inside'), { recursive: true });
    await writeFile(join(crafted, 'inside', 'sufra-backup.json'), '{}');
    await writeFile(join(crafted, 'escape.txt'), 'outside');
    const evil = join(root, 'evil.tar.gz');
    await tar.c({ gzip: true, file: evil, cwd: join(crafted, 'inside'), preservePaths: true }, [
      'sufra-backup.json',
      '../escape.txt',
    ]);
    const traversal = await runCliScript('restore', [evil], envFor(target));
    expect(traversal.code, traversal.output).toBe(2);
    expect(traversal.output).toMatch(/is not a Sufra backup: it holds 1 entry a Sufra backup never has/);
    expect(await stat(target).catch(() => undefined)).toBeUndefined();
    expect(await stat(join(root, 'escape.txt')).catch(() => undefined)).toBeUndefined();

    // With DATABASE_URL, both point to PostgreSQL's own tools.
    const pg = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const pgBackup = await runCliScript('backup', [join(root, 'pg.tar.gz')], envFor(dataDir, pg));
    expect(pgBackup.code).toBe(2);
    expect(pgBackup.output).toContain('pg_dump -Fc');
    const pgRestore = await runCliScript('restore', [backupFile], envFor(target, pg));
    expect(pgRestore.code).toBe(2);
    expect(pgRestore.output).toContain('pg_restore');

    // Not a backup changed after it was made, even keeping every size: one letter of a row, one
    // byte of an upload. Nothing is written.
    const unpacked = join(root, 'unpacked');
    await mkdir(unpacked);
    await tar.x({ file: backupFile, cwd: unpacked });
    const tampered = async (name: string, file: string, change: (bytes: Buffer) => void) => {
      const original = await readFile(join(unpacked, file));
      const bytes = Buffer.from(original);
      change(bytes);
      expect(bytes.length).toBe(original.length);
      await writeFile(join(unpacked, file), bytes);
      const archive = join(root, name);
      await tar.c({ gzip: true, file: archive, cwd: unpacked, portable: true }, await readdir(unpacked));
      await writeFile(join(unpacked, file), original);
      return archive;
    };
    const rowChanged = await tampered('row-changed.tar.gz', 'database.tar', (bytes) => {
      const at = bytes.indexOf('Offline land');
      expect(at).toBeGreaterThan(-1);
      bytes.write('Offline lane', at);
    });
    const uploadChanged = await tampered('upload-changed.tar.gz', join('uploads', key), (bytes) => {
      bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    });
    for (const [archive, says] of [
      [rowChanged, 'its database.tar does not match its checksum'],
      [uploadChanged, 'its uploads do not match their checksum'],
    ] as const) {
      const refused = await runCliScript('restore', [archive], envFor(target));
      expect(refused.code, refused.output).toBe(2);
      expect(refused.output).toContain(says);
      expect(await stat(target).catch(() => undefined)).toBeUndefined();
    }

    const restore = await runCliScript('restore', [backupFile], envFor(target));
    expect(restore.code, restore.output).toBe(0);
    expect(await readFile(join(target, 'uploads', key))).toEqual(picture);
    // A server starts on it, migrating it forward, and serves the restored file.
    const server = await startServer(target);
    const served = await fetch(`${server.base}/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    expect(await server.stop()).toBe(0);
    const restoredDb = await openDatabase({ dataDir: join(target, 'db') });
    try {
      const countries = await restoredDb.db.selectFrom('countries').select('country_name_en').execute();
      expect(countries.map((c) => c.country_name_en)).toContain('Offline land');
      const { rows } = await sql<{
        name: string;
      }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(restoredDb.db);
      expect(rows[0]?.name).toBe(names.at(-1));
    } finally {
      await restoredDb.close();
    }
  });

  it('carries the embedded secrets key: restored owner-only, it opens what was sealed before; never over another key; older backups restore without one', {
    timeout: 180_000,
  }, async () => {
    const root = await tempDir();
    const dataDir = join(root, 'data');
    const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    const embedded = (dir: string) =>
      serverSecretBox({ dataDir: dir, secretsKey: undefined, databaseUrl: undefined });
    const context = 'zatca-unit:7:private-key';
    const secret = `-----BEGIN EC PRIVATE KEY-----${randomBytes(24).toString('base64')}`;
    const sealed = (await embedded(dataDir))?.seal(secret, context) ?? '';
    const keyText = await readFile(join(dataDir, EMBEDDED_KEY_FILE), 'utf8');

    const backupFile = join(root, 'with-key.tar.gz');
    const backup = await runCliScript('backup', [backupFile], envFor(dataDir));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`It holds ${EMBEDDED_KEY_FILE}`);
    expect(backup.output).toContain('as safe as DATA_DIR');
    const unpacked = join(root, 'unpacked');
    await mkdir(unpacked);
    await tar.x({ file: backupFile, cwd: unpacked });
    expect(await readFile(join(unpacked, EMBEDDED_KEY_FILE), 'utf8')).toBe(keyText);
    const manifest = JSON.parse(await readFile(join(unpacked, 'sufra-backup.json'), 'utf8'));
    expect(manifest).toMatchObject({ version: 3, secrets_key: { file: EMBEDDED_KEY_FILE } });

    // Into an empty DATA_DIR: the key comes back owner-only, and opens the value sealed before.
    const target = join(root, 'target');
    const restore = await runCliScript('restore', [backupFile], envFor(target));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("the backup's key written to");
    expect((await stat(join(target, EMBEDDED_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await embedded(target))?.open(sealed, context)).toBe(secret);

    // Not over a different key: refused, nothing written, that key kept as it was.
    const other = join(root, 'other');
    await embedded(other);
    const otherKey = await readFile(join(other, EMBEDDED_KEY_FILE), 'utf8');
    expect(otherKey).not.toBe(keyText);
    const overKey = await runCliScript('restore', [backupFile], envFor(other));
    expect(overKey.code, overKey.output).toBe(2);
    expect(overKey.output).toContain("holds a secrets key other than the backup's");
    expect(await readdir(other)).toEqual([EMBEDDED_KEY_FILE]);
    expect(await readFile(join(other, EMBEDDED_KEY_FILE), 'utf8')).toBe(otherKey);
    // Over the same key: restored, the key left as it is.
    const same = join(root, 'same');
    await mkdir(same);
    await copyFile(join(dataDir, EMBEDDED_KEY_FILE), join(same, EMBEDDED_KEY_FILE));
    const sameKey = await runCliScript('restore', [backupFile], envFor(same));
    expect(sameKey.code, sameKey.output).toBe(0);
    expect(sameKey.output).toContain("already holds the backup's key");
    expect((await embedded(same))?.open(sealed, context)).toBe(secret);

    const repack = async (name: string) => {
      const archive = join(root, name);
      await tar.c({ gzip: true, file: archive, cwd: unpacked, portable: true }, await readdir(unpacked));
      return archive;
    };
    // A key changed, or taken out while the manifest names it: refused, nothing written.
    const keyBytes = await readFile(join(unpacked, EMBEDDED_KEY_FILE));
    const changed = Buffer.from(keyBytes);
    changed[0] = changed[0] === 65 ? 66 : 65;
    await writeFile(join(unpacked, EMBEDDED_KEY_FILE), changed);
    const keyChanged = await repack('key-changed.tar.gz');
    await rm(join(unpacked, EMBEDDED_KEY_FILE));
    const keyRemoved = await repack('key-removed.tar.gz');
    for (const [archive, says] of [
      [keyChanged, `its ${EMBEDDED_KEY_FILE} does not match its checksum`],
      [keyRemoved, `it has no ${EMBEDDED_KEY_FILE}`],
    ] as const) {
      const refused = await runCliScript('restore', [archive], envFor(join(root, 'refused')));
      expect(refused.code, refused.output).toBe(2);
      expect(refused.output).toContain(says);
      expect(await stat(join(root, 'refused')).catch(() => undefined)).toBeUndefined();
    }

    // A version 2 backup (before the key was carried) restores as before, with no key.
    const { secrets_key: _carried, ...older } = manifest;
    await writeFile(join(unpacked, 'sufra-backup.json'), JSON.stringify({ ...older, version: 2 }));
    const versionTwo = await repack('version-2.tar.gz');
    const oldTarget = join(root, 'old-target');
    const oldRestore = await runCliScript('restore', [versionTwo], envFor(oldTarget));
    expect(oldRestore.code, oldRestore.output).toBe(0);
    expect(oldRestore.output).toContain('no secrets key in this backup');
    expect(await stat(join(oldTarget, EMBEDDED_KEY_FILE)).catch(() => undefined)).toBeUndefined();
    expect((await stat(join(oldTarget, 'db', 'PG_VERSION'))).isFile()).toBe(true);

    // With SECRETS_KEY set and no key in DATA_DIR, the backup says the key is the operator's.
    await rm(join(target, EMBEDDED_KEY_FILE));
    const withEnvKey = await runCliScript(
      'backup',
      [join(root, 'operator.tar.gz')],
      envFor(target, { SECRETS_KEY: randomBytes(32).toString('base64') }),
    );
    expect(withEnvKey.code, withEnvKey.output).toBe(0);
    expect(withEnvKey.output).toContain('SECRETS_KEY is set');
    expect(withEnvKey.output).not.toContain(`It holds ${EMBEDDED_KEY_FILE}`);
  });
});
