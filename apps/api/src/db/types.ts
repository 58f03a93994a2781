import type { CoreTables } from './schema/core.ts';
import type { DomainTables } from './schema/domain.ts';

/** The whole database, as Kysely sees it. */
export interface DB extends CoreTables, DomainTables {}
