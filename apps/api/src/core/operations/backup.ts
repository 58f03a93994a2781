import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import * as tar from 'tar';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { EMBEDDED_KEY_FILE } from '../security/secret-box.ts';
import { isValidKey, localStorage } from '../storage/storage.ts';
import { CONTROL_SOCKET_FILE, type ControlSocket, openControlSocket } from './control-socket.ts';

/**
 * Backups of the embedded database and the uploads (`npm run backup`, `npm run restore`): one
 * `.tar.gz` with a manifest, the database's data directory as a tar, the uploaded files, and the
 * embedded secrets key (DATA_DIR/secrets.key) when there is one: without it, the sealed secrets in
 * the database (the e-invoicing units' keys) would not open after a restore.
 */

export const BACKUP_FORMAT = 'sufra-backup';
/**
 * This code writes version 3 (version 2 and the secrets key; version 2 is version 1 and checksums:
 * the database copy's and the uploads') and restores versions up to it.
 */
export const BACKUP_VERSION = 3;
export const MANIFEST_FILE = 'sufra-backup.json';
export const DATABASE_FILE = 'database.tar';
export const UPLOADS_DIR = 'uploads';
/** The embedded secrets key, under the name it has in DATA_DIR. */
export const SECRETS_KEY_FILE = EMBEDDED_KEY_FILE;
/** Staging directories live inside DATA_DIR, so the uploads are hard-linked (same file system). */
const STAGING_PREFIX = '.backup-';
/** Files written this recently may still be being written: they are copied, not linked. */
const RECENT_MS = 60_000;

/** A few tables counted into the manifest; restore checks the loaded database has the same. */
const COUNTED_TABLES = [
  'users',
  'clients',
  'brands',
  'branches',
  'meals',
  'orders',
  'reservations',
  'countries',
  'cities',
  'sliders',
] as const;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  created_at: z.string().datetime(),
  /** The newest migration the database had; a newer Sufra brings it forward when it starts. */
  migration: z.string().nullable(),
  database: z.object({
    engine: z.literal('pglite'),
    postgres: z.string(),
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().min(0),
    /** SHA-256 of database.tar (hex); from version 2. */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  }),
  counts: z.record(z.string(), z.number().int().min(0)),
  uploads: z.object({
    /** `s3`: the files are in the bucket, not in this archive (its versioning backs them up). */
    storage: z.enum(['local', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** SHA-256 over the lines `<key>\t<SHA-256 of the file>\n`, in key order (hex); from version 2. */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  }),
  /**
   * DATA_DIR/secrets.key, with its SHA-256 (hex), or null: there was none (SECRETS_KEY is the
   * operator's to keep, or nothing was ever sealed). From version 3.
   */
  secrets_key: z
    .object({
      file: z.literal(SECRETS_KEY_FILE),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    })
    .nullable()
    .optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A snapshot copied into a staging directory: the archive is written from it, then it is removed. */
export interface StagedSnapshot {
  dir: string;
  manifest: BackupManifest;
  /** How long the database's connection was held (every other caller waited at most this long). */
  heldMs: number;
  remove(): Promise<void>;
}

/**
 * Take a consistent snapshot. While holding the embedded database's only connection (no other
 * transaction is open, none can start): count a few tables, copy the data directory, and hard-link
 * every uploaded file into the staging directory. Every row in the copy was committed before its
 * files were linked, and a file deleted once the connection is free again stays in the snapshot.
 * Then, with the connection released, the copy is written next to the links with the manifest.
 */
export async function stageSnapshot(
  database: DatabaseHandle,
  options: { dataDir: string; s3: boolean },
): Promise<StagedSnapshot> {
  const dir = await mkdtemp(join(options.dataDir, STAGING_PREFIX));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await mkdir(join(dir, UPLOADS_DIR));
    const taken = await database.exclusive(async (held) => {
      const createdAt = new Date();
      const heldAt = performance.now();
      const counts = await countRows(held.db);
      const migration = await latestMigration(held.db);
      const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(held.db);
      const dump = await held.dumpDataDir();
      const uploads = options.s3
        ? { files: 0, bytes: 0 }
        : await linkUploads(join(options.dataDir, UPLOADS_DIR), join(dir, UPLOADS_DIR));
      const heldMs = Math.round(performance.now() - heldAt);
      return { createdAt, heldMs, counts, migration, postgres: rows[0]?.server_version ?? '', dump, uploads };
    });
    await writeBlob(taken.dump, join(dir, DATABASE_FILE));
    const secretsKey = await stageSecretsKey(options.dataDir, dir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: taken.createdAt.toISOString(),
      migration: taken.migration,
      database: {
        engine: 'pglite',
        postgres: taken.postgres,
        file: DATABASE_FILE,
        bytes: taken.dump.size,
        sha256: await fileChecksum(join(dir, DATABASE_FILE)),
      },
      counts: taken.counts,
      uploads: {
        storage: options.s3 ? 's3' : 'local',
        ...taken.uploads,
        sha256: await uploadsChecksum(join(dir, UPLOADS_DIR)),
      },
      secrets_key: secretsKey,
    };
    await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, manifest, heldMs: taken.heldMs, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * DATA_DIR/secrets.key copied into the staging directory (owner-only), with its checksum; null when
 * there is none. It is written once, before anything is sealed with it, and never changes.
 */
async function stageSecretsKey(
  dataDir: string,
  dir: string,
): Promise<Exclude<BackupManifest['secrets_key'], undefined>> {
  try {
    await copyFile(join(dataDir, SECRETS_KEY_FILE), join(dir, SECRETS_KEY_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  await chmod(join(dir, SECRETS_KEY_FILE), 0o600);
  return { file: SECRETS_KEY_FILE, sha256: await fileChecksum(join(dir, SECRETS_KEY_FILE)) };
}

/** SHA-256 of a file (hex), read as a stream. */
async function fileChecksum(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The uploads' checksum as the manifest has it, from each file's (key → SHA-256). */
function combinedChecksum(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const key of [...files.keys()].sort()) hash.update(`${key}\t${files.get(key)}\n`);
  return hash.digest('hex');
}

/** The checksum of the uploads staged under `dir` (keys are paths relative to it). */
async function uploadsChecksum(dir: string): Promise<string> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1).replaceAll('\\', '/'), await fileChecksum(path));
  }
  return combinedChecksum(files);
}

async function writeBlob(blob: Blob, path: string): Promise<void> {
  const chunk = 8 << 20;
  async function* chunks() {
    for (let offset = 0; offset < blob.size; offset += chunk)
      yield new Uint8Array(await blob.slice(offset, offset + chunk).arrayBuffer());
  }
  await pipeline(Readable.from(chunks()), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

async function latestMigration(db: Database): Promise<string | null> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  return rows[0]?.name ?? null;
}

/** Every stored upload (valid keys only) hard-linked, or copied where linking is impossible. */
async function linkUploads(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const made = new Set<string>();
  const recent = Date.now() - RECENT_MS;
  for await (const { key, modifiedAt } of localStorage(from).list()) {
    const source = join(from, key);
    const target = join(to, key);
    const folder = dirname(target);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    try {
      // Young files are copied: one still being written (no committed row refers to it yet) would
      // otherwise change under the archiver. Older ones never change (a key is written once).
      if (modifiedAt.getTime() >= recent) await copyFile(source, target);
      else await link(source, target).catch(() => copyFile(source, target));
      bytes += (await stat(target)).size;
      files += 1;
    } catch (error) {
      // Removed between the listing and now: it belonged to a row deleted before the snapshot.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
  }
  return { files, bytes };
}

/** Leftovers of a snapshot whose process stopped half-way (they hold links to deleted uploads). */
export async function removeStaleStaging(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of names)
    if (name.startsWith(STAGING_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
}

/**
 * The running server's side of `npm run backup`: its control socket (DATA_DIR/control.sock)
 * answers `backup` with the manifest, then the archive. Only for the embedded database in a
 * directory; undefined otherwise, or when the socket cannot be opened (logged).
 */
export async function serveBackups(options: {
  database: DatabaseHandle;
  dataDir: string;
  s3: boolean;
  log: (message: string) => void;
}): Promise<ControlSocket | undefined> {
  const { database, dataDir, s3, log } = options;
  if (database.kind !== 'pglite' || !(await stat(dataDir).catch(() => undefined))?.isDirectory())
    return undefined;
  await removeStaleStaging(dataDir);
  try {
    return await openControlSocket({
      path: join(dataDir, CONTROL_SOCKET_FILE),
      log,
      commands: {
        backup: async () => {
          const staged = await stageSnapshot(database, { dataDir, s3 });
          log(`backup: snapshot taken (the database was held for ${staged.heldMs} ms)`);
          return {
            header: { manifest: staged.manifest, held_ms: staged.heldMs },
            body: archiveOf(staged),
            done: staged.remove,
          };
        },
      },
    });
  } catch (error) {
    log(
      `control socket not opened, so npm run backup cannot run while this server does: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** The archive of a staged snapshot (gzip-compressed tar, the manifest first), as a stream. */
export function archiveOf(staged: StagedSnapshot): AsyncIterable<Buffer> {
  const names = [MANIFEST_FILE, DATABASE_FILE, UPLOADS_DIR];
  if (staged.manifest.secrets_key) names.push(SECRETS_KEY_FILE);
  return tar.c({ gzip: true, cwd: staged.dir, portable: true }, names);
}

/**
 * Write an archive to `path` through a temporary name in the same directory, check it reads back
 * whole, then rename it: a half-written file never has the backup's name.
 */
export async function saveArchive(
  source: AsyncIterable<Buffer | Uint8Array> | Readable,
  path: string,
): Promise<ArchiveContents> {
  const partial = `${path}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const contents = await inspectArchive(partial);
    await rename(partial, path);
    return contents;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export class NotABackupError extends Error {}

type EntryKind = 'manifest' | 'database' | 'secrets-key' | 'folder' | 'upload';

/** What an archive entry is, by its exact name and type; undefined: nothing a backup holds. */
export function entryKind(path: string, type: string): EntryKind | undefined {
  if (type === 'File') {
    if (path === MANIFEST_FILE) return 'manifest';
    if (path === DATABASE_FILE) return 'database';
    if (path === SECRETS_KEY_FILE) return 'secrets-key';
    if (path.startsWith(`${UPLOADS_DIR}/`) && isValidKey(path.slice(UPLOADS_DIR.length + 1))) return 'upload';
    return undefined;
  }
  if (type === 'Directory') {
    // uploads/, uploads/<folder>/, uploads/<folder>/<year>/: what valid keys are stored under.
    if (/^uploads\/?$|^uploads\/[a-z0-9-]+\/?$|^uploads\/[a-z0-9-]+\/\d{4}\/?$/.test(path)) return 'folder';
  }
  return undefined;
}

export interface ArchiveContents {
  manifest: BackupManifest;
  /** Upload files in the archive (the manifest's count, checked). */
  uploads: number;
}

/**
 * Read an archive through and check it is a whole Sufra backup this code can restore: only the
 * expected names (no path outside its folders, no links), a valid manifest, the database copy and
 * as many uploads as the manifest says. Throws NotABackupError saying what is wrong.
 */
export async function inspectArchive(file: string): Promise<ArchiveContents> {
  let manifestText = '';
  let databaseBytes: number | undefined;
  const databaseHash = createHash('sha256');
  let secretsKeyHash: ReturnType<typeof createHash> | undefined;
  const uploadHashes = new Map<string, string>();
  let uploads = 0;
  const unexpected: string[] = [];
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const kind = entryKind(entry.path, entry.type);
        if (kind === undefined) unexpected.push(entry.path);
        else if (kind === 'manifest') entry.on('data', (chunk: Buffer) => (manifestText += chunk.toString()));
        else if (kind === 'database') {
          databaseBytes = entry.size;
          entry.on('data', (chunk: Buffer) => databaseHash.update(chunk));
        } else if (kind === 'secrets-key') {
          const hash = createHash('sha256');
          secretsKeyHash = hash;
          entry.on('data', (chunk: Buffer) => hash.update(chunk));
        } else if (kind === 'upload') {
          uploads += 1;
          const hash = createHash('sha256');
          entry.on('data', (chunk: Buffer) => hash.update(chunk));
          entry.on('end', () =>
            uploadHashes.set(entry.path.slice(UPLOADS_DIR.length + 1), hash.digest('hex')),
          );
        }
      },
    });
  } catch (error) {
    throw new NotABackupError(
      `it cannot be read as a .tar.gz archive (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (unexpected.length > 0)
    throw new NotABackupError(
      `it holds ${unexpected.length} entr${unexpected.length === 1 ? 'y' : 'ies'} a Sufra backup never has (${unexpected.slice(0, 3).join(', ')})`,
    );
  if (!manifestText) throw new NotABackupError(`it has no ${MANIFEST_FILE}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new NotABackupError(`its ${MANIFEST_FILE} is not JSON`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new NotABackupError(
      `its ${MANIFEST_FILE} is not a Sufra backup manifest (${issue?.path.join('.') || 'manifest'}: ${issue?.message})`,
    );
  }
  const manifest = checked.data;
  if (manifest.version > BACKUP_VERSION)
    throw new NotABackupError(
      `it is a version ${manifest.version} backup, made by a newer Sufra (this one restores up to version ${BACKUP_VERSION})`,
    );
  if (databaseBytes === undefined) throw new NotABackupError(`it has no ${DATABASE_FILE}`);
  if (databaseBytes !== manifest.database.bytes)
    throw new NotABackupError(
      `its ${DATABASE_FILE} has ${databaseBytes} bytes where the manifest says ${manifest.database.bytes}`,
    );
  if (uploads !== manifest.uploads.files)
    throw new NotABackupError(
      `it holds ${uploads} uploads where the manifest says ${manifest.uploads.files}`,
    );
  // From version 2 every byte is checked: a backup changed after it was made (even keeping its
  // size) is refused before anything is written.
  if (manifest.version >= 2) {
    if (!manifest.database.sha256 || (manifest.uploads.storage === 'local' && !manifest.uploads.sha256))
      throw new NotABackupError(`its ${MANIFEST_FILE} has no checksums`);
    if (databaseHash.digest('hex') !== manifest.database.sha256)
      throw new NotABackupError(
        `its ${DATABASE_FILE} does not match its checksum: the file was changed or damaged`,
      );
    if (manifest.uploads.sha256 && combinedChecksum(uploadHashes) !== manifest.uploads.sha256)
      throw new NotABackupError('its uploads do not match their checksum: a file was changed or damaged');
  }
  // From version 3 the manifest says whether the secrets key is in it (null: none was); before,
  // a backup never held one.
  if (manifest.version >= 3 && manifest.secrets_key === undefined)
    throw new NotABackupError(`its ${MANIFEST_FILE} does not say whether it holds the secrets key`);
  if (!manifest.secrets_key) {
    if (secretsKeyHash)
      throw new NotABackupError(`it holds a ${SECRETS_KEY_FILE} its ${MANIFEST_FILE} does not name`);
  } else {
    if (!secretsKeyHash) throw new NotABackupError(`it has no ${SECRETS_KEY_FILE}`);
    if (secretsKeyHash.digest('hex') !== manifest.secrets_key.sha256)
      throw new NotABackupError(
        `its ${SECRETS_KEY_FILE} does not match its checksum: the file was changed or damaged`,
      );
  }
  return { manifest, uploads };
}

/** Extract a checked archive's entries (the expected names only) into `dir`. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  await tar.x({
    file,
    cwd: dir,
    strict: true,
    filter: (path, entry) => 'type' in entry && entryKind(path, entry.type) !== undefined,
  });
}

/** The DATA_DIR is not one a backup may be restored into. */
export class RestoreRefusedError extends Error {}

/** Why `dataDir` cannot take a restore (it has a database or uploads); undefined when it can. */
export async function dataDirInUse(dataDir: string): Promise<string | undefined> {
  const db = join(dataDir, 'db');
  if ((await readdir(db).catch(() => [])).length > 0) return `it has a database already (${db})`;
  const uploads = join(dataDir, UPLOADS_DIR);
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  if (entries.some((entry) => !entry.isDirectory())) return `it has uploaded files already (${uploads})`;
  return undefined;
}

export interface RestoredBackup extends ArchiveContents {
  /**
   * The backup's secrets key: written to DATA_DIR/secrets.key (`restored`), the same key there
   * already (`present`), or none in the backup (`none`: older backups, or SECRETS_KEY in use).
   */
  secretsKey: 'restored' | 'present' | 'none';
}

/**
 * Restore a backup into a DATA_DIR that has no database and no uploads: the archive is checked
 * whole first (nothing is written for one that is not a Sufra backup), then extracted into a
 * staging directory, the database loaded into DATA_DIR/db (its counts checked against the
 * manifest), the uploads moved into DATA_DIR/uploads and the secrets key, when the backup has one,
 * written to DATA_DIR/secrets.key (owner-only). A DATA_DIR holding a different secrets key is
 * refused, not overwritten: that key may be the only one opening secrets sealed elsewhere, and the
 * restored database's secrets open only with the backup's. On failure, what it wrote is removed.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoredBackup> {
  const inUse = await dataDirInUse(dataDir);
  if (inUse)
    throw new RestoreRefusedError(
      `${dataDir} (DATA_DIR) is not empty: ${inUse}. A backup is restored into a DATA_DIR with no ` +
        'database and no uploads: stop the server and point DATA_DIR at a new directory (or move the old one aside)',
    );
  const contents = await inspectArchive(file);
  const { manifest } = contents;
  if (manifest.migration !== null && !(manifest.migration in migrations))
    throw new RestoreRefusedError(
      `the backup's database has migration ${manifest.migration}, which this version of Sufra does not know (restore it with the version that made it, or a newer one)`,
    );
  const keyFile = join(dataDir, SECRETS_KEY_FILE);
  const keyThere = await stat(keyFile).then(
    () => true,
    () => false,
  );
  if (manifest.secrets_key && keyThere && (await fileChecksum(keyFile)) !== manifest.secrets_key.sha256)
    throw new RestoreRefusedError(
      `${keyFile} holds a secrets key other than the backup's. The restored database's sealed secrets ` +
        "(the e-invoicing units' keys) open only with the backup's key, and this file is not replaced: " +
        'move it aside (keep it if anything sealed with it is still needed), or restore into a new DATA_DIR',
    );
  const secretsKey = !manifest.secrets_key ? 'none' : keyThere ? 'present' : 'restored';
  const existed = await stat(dataDir).then(
    () => true,
    () => false,
  );
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  const dbDir = join(dataDir, 'db');
  const uploadsDir = join(dataDir, UPLOADS_DIR);
  let keyWritten = false;
  try {
    await extractArchive(file, staging);
    await loadDatabase(join(staging, DATABASE_FILE), dbDir, manifest.counts);
    // Empty folders only (checked above): replaced by the backup's.
    await rm(uploadsDir, { recursive: true, force: true });
    await mkdir(join(staging, UPLOADS_DIR), { recursive: true });
    await rename(join(staging, UPLOADS_DIR), uploadsDir);
    if (secretsKey === 'restored') {
      // Owner-only before it has its name; linked, so a key that appeared meanwhile is not replaced.
      await chmod(join(staging, SECRETS_KEY_FILE), 0o600);
      await link(join(staging, SECRETS_KEY_FILE), keyFile);
      keyWritten = true;
    }
    return { ...contents, secretsKey };
  } catch (error) {
    // Both held nothing before (checked above): what is there now came from this restore.
    await rm(dbDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
    if (keyWritten) await rm(keyFile, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (!existed && (await readdir(dataDir).catch(() => [])).length === 0)
      await rm(dataDir, { recursive: true });
  }
}

/** Load a data directory copy into `dbDir` and check the counted tables hold what the manifest says. */
async function loadDatabase(dump: string, dbDir: string, counts: Record<string, number>): Promise<void> {
  await mkdir(dbDir, { recursive: true });
  const instance = new PGlite({ dataDir: dbDir, loadDataDir: new Blob([await readFile(dump)]) });
  try {
    await instance.waitReady;
    for (const [table, expected] of Object.entries(counts)) {
      const { rows } = await instance.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${JSON.stringify(table)}`,
      );
      const found = rows[0]?.n;
      if (found !== expected)
        throw new Error(
          `the restored database has ${found} rows in ${table} where the backup counted ${expected}`,
        );
    }
  } finally {
    await instance.close();
  }
}
