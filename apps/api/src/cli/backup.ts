/**
 * `npm run backup [FILE]`: one .tar.gz with a consistent snapshot of the embedded database, the
 * uploaded files and DATA_DIR/secrets.key when there is one (README "Backups"). While the server runs, the server makes the snapshot (through
 * DATA_DIR/control.sock); when none runs, this opens the database itself.
 * Exit codes: 0 written, 1 failed, 2 refused (configuration, PostgreSQL, nothing to back up).
 */

import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import {
  type ArchiveContents,
  archiveOf,
  removeStaleStaging,
  saveArchive,
  stageSnapshot,
} from '../core/operations/backup.ts';
import {
  CONTROL_SOCKET_FILE,
  ControlUnavailableError,
  callControl,
} from '../core/operations/control-socket.ts';
import { openDatabase } from '../db/database.ts';
import { describeBackup, exists, Refusal, userPath } from './backup-common.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Refusal(
      'npm run backup backs up the embedded database; with DATABASE_URL set, back up PostgreSQL with ' +
        'pg_dump -Fc and restore it with pg_restore (README, "Backups").',
    );
  const output = await outputPath(process.argv[2]);
  let contents: ArchiveContents;
  let how: string;
  try {
    const { header, body } = await callControl(join(config.dataDir, CONTROL_SOCKET_FILE), 'backup');
    how = `made by the running server, which held its database for ${Number(header.held_ms)} ms`;
    contents = await saveArchive(body, output);
  } catch (error) {
    if (!(error instanceof ControlUnavailableError)) throw error;
    how = 'no server running: made from the database directly';
    contents = await offlineBackup(config, output);
  }
  console.log(`Backup written to ${output} (${how}).`);
  console.log(describeBackup(contents.manifest));
  if (contents.manifest.secrets_key)
    console.log(
      `It holds ${contents.manifest.secrets_key.file}, the key that opens the e-invoicing units' keys ` +
        'sealed in the database: keep this file as safe as DATA_DIR itself.',
    );
  else if (config.secretsKey)
    console.log(
      'SECRETS_KEY is set: the key that opens the sealed secrets is not in this file; keep it yourself.',
    );
  if (contents.manifest.uploads.storage === 's3')
    console.log('The uploads are in the S3 bucket, not in this file: back them up with the bucket (README).');
}

/** The file to write: the argument (a directory gets a dated name inside) or ./backups/sufra-<time>.tar.gz. */
async function outputPath(argument: string | undefined): Promise<string> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = `sufra-${stamp}.tar.gz`;
  let path = userPath(argument ?? 'backups');
  if (argument === undefined || (await stat(path).catch(() => undefined))?.isDirectory()) {
    await mkdir(path, { recursive: true });
    path = join(path, name);
  }
  if (await exists(path)) throw new Refusal(`${path} exists already; name another file.`);
  return path;
}

/** No server holds the database: open it here, take the same snapshot, close it. */
async function offlineBackup(config: Config, output: string): Promise<ArchiveContents> {
  const dbDir = join(config.dataDir, 'db');
  if (!(await exists(join(dbDir, 'PG_VERSION'))))
    throw new Refusal(`There is no database in ${config.dataDir} (DATA_DIR) to back up.`);
  if (await exists(join(dbDir, 'postmaster.pid')))
    throw new Refusal(
      `The database in ${dbDir} looks open in another process, but no server answers on ` +
        `${join(config.dataDir, CONTROL_SOCKET_FILE)}. Stop that process first. If none runs (the ` +
        'server stopped without closing it), start the server: the backup then goes through it.',
    );
  await removeStaleStaging(config.dataDir);
  const database = await openDatabase({ dataDir: dbDir });
  let staged: Awaited<ReturnType<typeof stageSnapshot>>;
  try {
    staged = await stageSnapshot(database, { dataDir: config.dataDir, s3: Boolean(config.s3) });
  } finally {
    await database.close();
  }
  try {
    return await saveArchive(archiveOf(staged), output);
  } finally {
    await staged.remove();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof Refusal) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
