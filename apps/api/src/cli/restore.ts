/**
 * `npm run restore FILE`: bring a backup made by `npm run backup` back into an empty DATA_DIR (no
 * database, no uploads): the database into DATA_DIR/db, the uploads into DATA_DIR/uploads, the
 * secrets key (when the backup has one) into DATA_DIR/secrets.key (a different key there is
 * refused). The server started on it afterwards migrates an older backup forward (README "Backups").
 * Exit codes: 0 restored, 1 failed (nothing is left behind), 2 refused (not empty, not a backup).
 */

import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import {
  NotABackupError,
  RestoreRefusedError,
  restoreBackup,
  SECRETS_KEY_FILE,
} from '../core/operations/backup.ts';
import { describeBackup, exists, Refusal, userPath } from './backup-common.ts';

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) throw new Refusal('Usage: npm run restore FILE (a .tar.gz made by npm run backup)');
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Refusal(
      'npm run restore restores the embedded database; with DATABASE_URL set, restore PostgreSQL with ' +
        'pg_restore (README, "Backups").',
    );
  const file = userPath(argument);
  if (!(await exists(file))) throw new Refusal(`${file} does not exist.`);
  try {
    const { manifest, secretsKey } = await restoreBackup(file, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir} (DATA_DIR).`);
    console.log(describeBackup(manifest));
    if (secretsKey === 'restored')
      console.log(
        `  Secrets:   the backup's key written to ${join(config.dataDir, SECRETS_KEY_FILE)} (mode 0600)`,
      );
    else if (secretsKey === 'present')
      console.log(`  Secrets:   ${join(config.dataDir, SECRETS_KEY_FILE)} already holds the backup's key`);
    else
      console.log(
        '  Secrets:   no secrets key in this backup; secrets sealed before it open only with SECRETS_KEY as it was then',
      );
    console.log('Start the server on this DATA_DIR (npm start); it migrates an older backup forward.');
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw new Refusal(`Restore refused: ${error.message}.`);
    if (error instanceof NotABackupError)
      throw new Refusal(`Restore refused: ${file} is not a Sufra backup: ${error.message}.`);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof Refusal) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(
    `Restore failed: ${error instanceof Error ? error.message : String(error)}. What it had written into DATA_DIR was removed.`,
  );
  process.exit(1);
});
