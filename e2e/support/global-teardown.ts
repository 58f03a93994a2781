import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { dropDatabase } from './e2e-database.ts';

/** Remove the run's own data directory and sessions (fresh temporary ones each run) and its own database. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
  const sessions = process.env.E2E_SESSIONS_FILE;
  if (sessions?.startsWith(tmpdir())) rmSync(dirname(sessions), { recursive: true, force: true });
  if (process.env.E2E_DATABASE_URL) await dropDatabase(process.env.E2E_DATABASE_URL);
}
