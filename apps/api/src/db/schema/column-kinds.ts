import type { SelectType } from 'kysely';
import type { DB } from '../types.ts';

/**
 * The PostgreSQL column types (information_schema `udt_name`, arrays as `text[]`) that may stand
 * behind a TypeScript column type, with `?` for a nullable column. `DbColumns` is the shape of
 * db/columns.snapshot.ts: the type check makes that snapshot agree with the Kysely table types
 * (every table and column, no more, nullability and a rough type), and db-columns.test.ts makes it
 * agree with the migrated database. So the types and the migrations cannot drift apart.
 */
type PgKindsOf<N> = [N] extends [boolean]
  ? 'bool'
  : [N] extends [number]
    ? 'int2' | 'int4' | 'int8' | 'numeric'
    : [N] extends [string]
      ? 'text' | 'varchar' | 'bpchar' | 'uuid' | 'numeric' | 'date' | 'time' | 'int8' | 'jsonb'
      : [N] extends [Date]
        ? 'timestamptz' | 'date'
        : [N] extends [readonly string[]]
          ? 'text[]' | 'jsonb'
          : 'jsonb';

export type PgKind<V> = unknown extends V
  ? string
  : null extends V
    ? `${PgKindsOf<Exclude<V, null>>}?`
    : PgKindsOf<V>;

export type DbColumns = {
  [T in keyof DB]: { [C in keyof DB[T]]-?: PgKind<SelectType<DB[T][C]>> };
};
