import { existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import { ACCOUNTS, type AccountName, type LoggedIn, newLogin } from './api.ts';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/dashboard/dist/index.html');

/**
 * Before the tests, once the server answers: refuse to run against a missing build, and sign every
 * account in once, for the whole run (E2E_SESSIONS_FILE; `loginAs` and `apiLogin` hand them out).
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(dist)) {
    throw new Error('The dashboard is not built: run `npm run build` at the repository root first.');
  }
  const file = process.env.E2E_SESSIONS_FILE;
  if (!file) throw new Error('E2E_SESSIONS_FILE is not set');
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  try {
    const sessions: Partial<Record<AccountName, LoggedIn>> = {};
    for (const account of Object.keys(ACCOUNTS) as AccountName[])
      sessions[account] = await newLogin(api, account);
    writeFileSync(file, JSON.stringify(sessions), { mode: 0o600 });
  } finally {
    await api.dispose();
  }
}
