import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BackupManifest } from '../core/operations/backup.ts';

/** A request the tool declines (exit code 2), as opposed to a failure (exit code 1). */
export class Refusal extends Error {}

export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A path the user typed: relative to the directory `npm run backup|restore` was started in (npm
 * runs the script from the project's root and says where it was started in INIT_CWD).
 */
export function userPath(path: string): string {
  const event = process.env.npm_lifecycle_event;
  const started = event === 'backup' || event === 'restore' ? process.env.INIT_CWD : undefined;
  return resolve(started ?? process.cwd(), path);
}

/** What a backup holds, in a few lines. */
export function describeBackup(manifest: BackupManifest): string {
  const counts = Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  const megabytes = (bytes: number) =>
    bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;
  return [
    `  Taken:     ${manifest.created_at}`,
    `  Database:  ${megabytes(manifest.database.bytes)} (PostgreSQL ${manifest.database.postgres}, migration ${manifest.migration ?? 'none'})`,
    `  Rows:      ${counts}`,
    `  Uploads:   ${manifest.uploads.storage === 's3' ? 'in the S3 bucket (not in the file)' : `${manifest.uploads.files} files, ${megabytes(manifest.uploads.bytes)}`}`,
  ].join('\n');
}
