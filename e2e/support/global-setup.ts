import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist/index.html');

/** The server serves the built dashboard: refuse to run against a missing build. */
export default function globalSetup(): void {
  if (!existsSync(dist)) {
    throw new Error('The dashboard is not built: run `npm run build` at the repository root first.');
  }
}
