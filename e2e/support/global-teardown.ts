import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Remove the run's own data directory (a fresh temporary one each run). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
