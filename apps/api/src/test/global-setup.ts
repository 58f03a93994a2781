import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { appOn } from './harness.ts';
import {
  databaseUrl,
  dropPostgresTemplates,
  pgliteTemplates,
  postgresTemplates,
  type Templates,
} from './templates.ts';

/**
 * Once per run, before any API test file starts (vitest.config.ts `globalSetup` of the API projects):
 * the project's database templates (test/templates.ts) and, once for the whole run, the OpenAPI
 * document the answer checker reads (test/openapi-check.ts). Each project that runs API tests calls
 * this; what is run-wide is made by the first and shared through this process.
 */

interface Run {
  dir: string;
  /** The OpenAPI document's file, once written. */
  document?: Promise<string>;
  users: number;
}

const RUN = Symbol.for('sufra.test.run');
const shared = globalThis as typeof globalThis & { [RUN]?: Run };

async function runFolder(): Promise<Run> {
  shared[RUN] ??= { dir: await mkdtemp(join(tmpdir(), 'sufra-test-run-')), users: 0 };
  shared[RUN].users += 1;
  return shared[RUN];
}

/** The document the app serves, written as JSON into the run's folder. */
async function writeDocument(run: Run, templates: Templates): Promise<string> {
  const { accounts } = templates;
  const handle =
    templates.engine === 'pglite'
      ? await openDatabase({ loadDataDir: new Blob([await readFile(accounts.source)]) })
      : await openDatabase({ url: databaseUrl(accounts.source), poolSize: 1 });
  const dataDir = await mkdtemp(join(run.dir, 'app-'));
  try {
    const { app, stop } = await appOn(handle, dataDir);
    try {
      const file = join(run.dir, 'openapi.json');
      await writeFile(file, JSON.stringify(app.swagger()));
      return file;
    } finally {
      await stop();
    }
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = await runFolder();
  const engine = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const templates = engine === 'postgres' ? await postgresTemplates() : await pgliteTemplates(run.dir);
  run.document ??= writeDocument(run, templates);
  project.provide('databaseTemplates', templates);
  project.provide('openApiDocument', await run.document);
  return async () => {
    await dropPostgresTemplates(templates);
    run.users -= 1;
    if (run.users === 0) {
      await rm(run.dir, { recursive: true, force: true });
      delete shared[RUN];
    }
  };
}
