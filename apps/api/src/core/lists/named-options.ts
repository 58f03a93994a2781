import type { Locale } from '@sufra/contract/user-types';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import type { Option } from './crud.ts';

/** One table's rows as select options: the name column of each language, and the caller's rows. */
export interface NamedOptions<T extends keyof DB> {
  table: T;
  /** The column that names a row in each language (`ar_city_name`, `en_city_name`). */
  names: Readonly<Record<Locale, keyof DB[T] & string>>;
  /** The caller's rows (their tenant), written over the unaliased table. */
  where: RawBuilder<boolean>;
  /** Unblocked rows only. */
  active?: boolean;
  limit?: number;
}

/** The table seen through plain rows: its name and columns come from {@link NamedOptions}, typed against `DB`. */
type LooseDB = Record<string, Record<string, unknown>>;

/** The caller's rows as `{ id, name }` select options, named and ordered in the request's language. */
export async function namedOptions<T extends keyof DB>(
  db: Database,
  locale: Locale,
  spec: NamedOptions<T>,
): Promise<Option[]> {
  const column = spec.names[locale];
  let query = (db as unknown as Kysely<LooseDB>)
    .selectFrom(spec.table as string)
    .select(['id', sql.ref<string>(column).as('name')])
    .where(spec.where);
  if (spec.active) query = query.where('blocked', '=', false);
  query = query.orderBy(column);
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id as number, name: r.name as string }));
}
