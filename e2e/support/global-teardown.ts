import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dropDatabase } from './e2e-database.ts';

/** Remove the run's own data directory (a fresh temporary one each run) and its own database. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
  if (process.env.E2E_DATABASE_URL) await dropDatabase(process.env.E2E_DATABASE_URL);
}
