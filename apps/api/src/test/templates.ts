import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.ts';
import { type DemoTenants, seedDemoAccounts, seedSystemRoles } from '../seed/accounts.ts';
import { seedDemo } from '../seed/demo.ts';
import { onPostgres, POSTGRES_URL } from './scratch-database.ts';

/**
 * The databases an API test file starts from, made once per run (test/global-setup.ts) instead of
 * once per file: migrated, then seeded with the demo accounts (`accounts`, what `createTestApp()`
 * gives) or with the whole demo data set (`demo`). Each file gets a copy of its own, so no file
 * sees another's rows: on PGlite a new in-memory database loaded from the template's data directory
 * (no initdb, no migrations), on PostgreSQL `CREATE DATABASE … TEMPLATE` of the template database.
 */
export type TemplateName = 'accounts' | 'demo';

export interface Template {
  /** PGlite: the data directory's tar file. PostgreSQL: the template database's name. */
  source: string;
  /** The demo brands' and branches' ids in it (the same in every copy). */
  tenants: DemoTenants;
}

export interface Templates {
  engine: 'pglite' | 'postgres';
  accounts: Template;
  demo: Template;
  /** PGlite: the data directory's tar file of a database neither migrated nor seeded. */
  empty?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This project's templates (its engine's), from test/global-setup.ts. */
    databaseTemplates: Templates;
    /** The OpenAPI document the app serves, built once for the run: a JSON file's path. */
    openApiDocument: string;
  }
}

/** The moment the demo data set is built around in the tests ("the last 90 days" before it). */
export const DEMO_NOW = new Date('2026-11-20T12:00:00Z');

async function seed(handle: DatabaseHandle, name: TemplateName): Promise<DemoTenants> {
  if (name === 'demo') return seedDemo(handle.db, { now: DEMO_NOW });
  await seedSystemRoles(handle.db);
  return seedDemoAccounts(handle.db);
}

/** PGlite: one initdb and one migration for the run; each template saved as a data directory image. */
export async function pgliteTemplates(dir: string): Promise<Templates> {
  const fresh = await openDatabase({});
  let image: Blob;
  const empty = join(dir, 'empty.tar');
  try {
    await writeFile(empty, await imageBytes(fresh));
    await migrateToLatest(fresh.db);
    image = await fresh.exclusive((held) => held.dumpDataDir());
  } finally {
    await fresh.close();
  }
  const make = async (name: TemplateName): Promise<Template> => {
    const handle = await openDatabase({ loadDataDir: image });
    try {
      const tenants = await seed(handle, name);
      const source = join(dir, `${name}.tar`);
      await writeFile(source, await imageBytes(handle));
      return { source, tenants };
    } finally {
      await handle.close();
    }
  };
  return { engine: 'pglite', accounts: await make('accounts'), demo: await make('demo'), empty };
}

async function imageBytes(handle: DatabaseHandle): Promise<Uint8Array> {
  const image = await handle.exclusive((held) => held.dumpDataDir());
  return new Uint8Array(await image.arrayBuffer());
}

/** A database name of this run (letters, digits and underscores). */
export function runDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
}

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL: one template database per kind, migrated and seeded, with nobody connected to it. */
export async function postgresTemplates(): Promise<Templates> {
  const make = async (name: TemplateName): Promise<Template> => {
    const source = runDatabaseName(`sufra_template_${name}`);
    await onPostgres(`CREATE DATABASE ${source}`);
    const handle = await openDatabase({ url: databaseUrl(source), poolSize: 1 });
    try {
      await migrateToLatest(handle.db);
      return { source, tenants: await seed(handle, name) };
    } finally {
      // A template is copied only while no session is connected to it.
      await handle.close();
    }
  };
  return { engine: 'postgres', accounts: await make('accounts'), demo: await make('demo') };
}

export async function dropPostgresTemplates(templates: Templates): Promise<void> {
  if (templates.engine !== 'postgres') return;
  for (const { source } of [templates.accounts, templates.demo])
    await onPostgres(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
}
