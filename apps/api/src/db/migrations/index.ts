import type { Migration } from 'kysely/migration';
import * as core from './0001-core.ts';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
};
