import { fieldLabel, type Labels } from '@sufra/contract/messages';
import {
  type FilterDefs,
  type FilterKey,
  filterKeys,
  type PageMeta,
  type ResourceDef,
  type SortKey,
} from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { type FieldIssue, toFieldIssues } from '@sufra/contract/validation';
import {
  CompiledQuery,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type StringReference,
  sql,
} from 'kysely';
import type { z } from 'zod';
import { type ChangeWatch, changeWatchOf } from '../../db/changes.ts';
import { type Database, isEmbedded } from '../../db/database.ts';
import { validationFailed } from '../http/errors.ts';
import { FILTER_PARAM } from './list-query-params.ts';
import {
  type ExportRequest,
  exportQuerySchema,
  type FilterValues,
  type ListDef,
  type ListQuery,
  type ListRequest,
  listQuerySchema,
} from './list-query-schema.ts';
import { keptPage } from './page-cache.ts';

export type { ExportRequest, FilterValues, ListQuery, ListRequest };

/** The parsed list request of one resource declaration. */
export type ListQueryOf<D extends ListDef> = ListQuery<SortKey<D>, FilterKey<D>>;

/**
 * Parse a query with its schema; every failing parameter answers in one translated 422. A filter's
 * message names the filter (`filter[price_from]` → `price_from`) unless the rule named its field.
 */
function parseWith<T>(schema: z.ZodType<T>, query: unknown, def: ListDef): T {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issues: FieldIssue[] = toFieldIssues(result.error.issues).map((issue) => {
    const key = FILTER_PARAM.exec(issue.field)?.[1];
    return key === undefined || issue.params.field !== undefined
      ? issue
      : { ...issue, params: { ...issue.params, field: key } };
  });
  throw validationFailed(issues, rangeLabels(def));
}

const RANGE_ENDS: Record<Locale, Record<'from' | 'to', string>> = {
  en: { from: 'from', to: 'to' },
  ar: { from: 'من', to: 'إلى' },
};
const rangeLabelsOf = new WeakMap<ListDef, Labels>();

/** The resource's labels, and each range end's (`price_to` → "Price (to)", "السعر (إلى)"). */
function rangeLabels(def: ListDef): Labels {
  const known = rangeLabelsOf.get(def);
  if (known) return known;
  const ranges = Object.entries(def.filters).filter(
    ([, filter]) => filter.type === 'number_range' || filter.type === 'date_range',
  );
  const labelsIn = (locale: Locale) => ({
    ...def.labels?.[locale],
    ...Object.fromEntries(
      ranges.flatMap(([key]) =>
        (['from', 'to'] as const).map((end) => [
          `${key}_${end}`,
          `${fieldLabel(locale, key, def.labels)} (${RANGE_ENDS[locale][end]})`,
        ]),
      ),
    ),
  });
  const labels: Labels = { en: labelsIn('en'), ar: labelsIn('ar') };
  rangeLabelsOf.set(def, labels);
  return labels;
}

/**
 * `page`, `per_page` (1–100), `sort` (`key` descending, `-key` ascending; also `sort[column]` and
 * `sort[dir]`), `filter[key]` and `pagination=all`, read with the resource's list query schema (the
 * one the OpenAPI document states). Unknown sort or filter keys and bad values are refused with 422.
 */
export function parseListQuery<D extends ListDef>(
  query: Record<string, unknown>,
  def: D,
): ListRequest<SortKey<D>, FilterKey<D>> {
  return parseWith(listQuerySchema(def), query, def);
}

/** `format` (`csv` or `xlsx`) and the list's sort and filters, read with the export query schema. */
export function parseExportQuery<D extends ListDef>(
  query: Record<string, unknown>,
  def: D,
): ExportRequest<SortKey<D>, FilterKey<D>> {
  return parseWith(exportQuerySchema(def), query, def);
}

const sortLabels = new WeakMap<object, Partial<Record<Locale, Record<string, string>>>>();

/** The sort keys and their labels in the request's language (built once per resource and language). */
export function allowedSorts(
  def: Pick<ResourceDef, 'sorts' | 'labels'>,
  locale: Locale,
): Record<string, string> {
  const known = sortLabels.get(def) ?? {};
  const labels =
    known[locale] ?? Object.fromEntries(def.sorts.map((key) => [key, fieldLabel(locale, key, def.labels)]));
  if (!known[locale]) sortLabels.set(def, { ...known, [locale]: labels });
  // A copy: the answer is the caller's to change.
  return { ...labels };
}

export function pageMeta(q: Pick<ListQuery, 'page' | 'perPage'>, total: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / q.perPage));
  const from = total === 0 ? null : (q.page - 1) * q.perPage + 1;
  const to = from === null || from > total ? null : Math.min(total, q.page * q.perPage);
  return {
    current_page: q.page,
    last_page: lastPage,
    per_page: q.perPage,
    total,
    from: to === null ? null : from,
    to,
  };
}

export { filterKeys };

/** A filter's SQL condition on its validated value (allowlisted SQL only). */
export type FilterCondition = (value: string) => RawBuilder<boolean>;

/**
 * The server's filter mapping of a resource: one condition for every filter query key the contract
 * declares (`filterKeys`), no more and no less, checked by the compiler.
 */
export type FilterConditions<D extends { filters: FilterDefs }> = Readonly<
  Record<FilterKey<D>, FilterCondition>
>;

/** The server's sort mapping of a resource: a column for every sort key the contract declares. */
export type SortColumns<D extends { sorts: readonly string[] }> = Readonly<Record<SortKey<D>, string>>;

/** One condition for every validated filter (the mapping's type guarantees each has one). */
export function whereFilters<F extends string>(
  given: FilterValues<F>,
  conditions: Readonly<Record<F, FilterCondition>>,
  resource: string,
): RawBuilder<boolean> {
  const parts = (Object.entries(given) as [F, string | undefined][]).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const condition: FilterCondition | undefined = conditions[key];
    if (!condition) throw new Error(`${resource} filter ${key} has no implementation`);
    return [condition(value)];
  });
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Pages up to this one are written with their size and offset in the statement, deeper pages with
 * the offset as a parameter. PostgreSQL plans a prepared statement once for all its parameters
 * only where that plan costs about what a fresh one would; with `LIMIT $1 OFFSET $2` it cannot tell
 * (it assumes a tenth of the table is skipped), so it planned the list anew on every request, and
 * planning took longer than running it. The first pages are the ones opened all day; a statement
 * per deeper page would only fill each connection's prepared statements (see `preparedName`).
 */
export const LITERAL_PAGES = 5;

/**
 * Count and fetch one page, ordered by an allowlisted column with `id` as tie-breaker. The two
 * statements are independent, so they run at the same time (on two pooled connections): a list
 * request waits for one round trip to the database after the session's instead of two.
 */
export async function fetchPage<DB, TB extends keyof DB, O, S extends string>(
  db: Database,
  qb: SelectQueryBuilder<DB, TB, O>,
  q: Pick<ListQuery<S>, 'page' | 'perPage' | 'sort'>,
  sortColumns: Readonly<Record<S, string>>,
  idColumn: string,
): Promise<{ rows: O[]; total: number }> {
  const sortColumn: string | undefined = sortColumns[q.sort.key];
  if (!sortColumn) throw new Error(`sort ${q.sort.key} is declared but has no repository column`);
  const countQuery = qb.clearSelect().clearOrderBy().select(sql<number>`count(*)::int`.as('total'));
  const counting = cachedCount(db, countQuery.compile(), () =>
    countQuery.executeTakeFirst().then((row) => Number((row as { total?: number } | undefined)?.total ?? 0)),
  );
  const offset = (q.page - 1) * q.perPage;
  const paging = qb
    .orderBy(sql.ref(sortColumn), q.sort.direction)
    .orderBy(sql.ref(idColumn), q.sort.direction)
    .limit(sql.lit(q.perPage))
    .offset(q.page <= LITERAL_PAGES ? sql.lit(offset) : offset)
    .execute();
  const [total, rows] = await Promise.all([counting, paging]);
  return { rows, total };
}

/** From this many matching rows on, a list's total may be a few seconds old (see {@link cachedCount}). */
export const LARGE_COUNT = 10_000;
/** How long a large total is reused before it is counted again (in the background). */
const COUNT_TTL_MS = 10_000;
/** A large total older than this is not answered any more: the caller waits for a new count. */
const COUNT_MAX_AGE_MS = 60_000;
const COUNT_CACHE_SIZE = 1_000;

interface CountEntry {
  at: number;
  total: Promise<number>;
  /** The last large total counted (answered while a newer count runs). */
  value?: number;
  refreshing?: boolean;
}
/** The totals kept per database (its change watch): the same statement on another database is another count. */
const countsByDatabase = new WeakMap<ChangeWatch, Map<string, CountEntry>>();

function countsOf(db: Database): Map<string, CountEntry> | undefined {
  const watch = changeWatchOf(db);
  if (!watch) return undefined;
  let counts = countsByDatabase.get(watch);
  if (!counts) {
    counts = new Map();
    countsByDatabase.set(watch, counts);
  }
  return counts;
}

/**
 * The total of a list statement on one database (its SQL and parameters: the caller's scope and filters
 * are in them; a transaction's count is never kept).
 * Counting a million orders takes hundreds of milliseconds, so a total of {@link LARGE_COUNT} rows
 * or more is reused: for {@link COUNT_TTL_MS} as it is, then (up to {@link COUNT_MAX_AGE_MS}) while
 * one new count runs in the background; callers asking at the same moment share one count. Smaller
 * totals are counted every time (exact at once after a change).
 */
function cachedCount(
  db: Database,
  compiled: { sql: string; parameters: readonly unknown[] },
  count: () => Promise<number>,
) {
  const counts = countsOf(db);
  // A transaction or a held connection (no watch) counts every time: it may see its own writes.
  if (!counts) return count();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const now = Date.now();
  const known = counts.get(key);
  if (known && now - known.at < COUNT_TTL_MS) return known.total;
  if (known?.value !== undefined && now - known.at < COUNT_MAX_AGE_MS) {
    if (!known.refreshing) {
      known.refreshing = true;
      count().then(
        (value) => {
          if (value >= LARGE_COUNT) counts.set(key, { at: Date.now(), total: Promise.resolve(value), value });
          else counts.delete(key);
        },
        () => {
          known.refreshing = false;
        },
      );
    }
    return Promise.resolve(known.value);
  }
  const entry: CountEntry = { at: now, total: count() };
  counts.set(key, entry);
  if (counts.size > COUNT_CACHE_SIZE) {
    const oldest = counts.keys().next().value;
    if (oldest !== undefined) counts.delete(oldest);
  }
  // Only a large, successful count stays; the next caller counts again otherwise.
  entry.total.then(
    (value) => {
      if (value >= LARGE_COUNT) entry.value = value;
      else if (counts.get(key) === entry) counts.delete(key);
    },
    () => {
      if (counts.get(key) === entry) counts.delete(key);
    },
  );
  return entry.total;
}

/** Every row matching the filters in list order (exports), capped. */
export async function fetchAll<DB, TB extends keyof DB, O, S extends string>(
  qb: SelectQueryBuilder<DB, TB, O>,
  q: Pick<ListQuery<S>, 'sort'>,
  sortColumns: Readonly<Record<S, string>>,
  idColumn: string,
  cap = 50_000,
): Promise<O[]> {
  const sortColumn: string = sortColumns[q.sort.key] ?? idColumn;
  return qb
    .orderBy(sql.ref(sortColumn), q.sort.direction)
    .orderBy(sql.ref(idColumn), q.sort.direction)
    .limit(cap)
    .execute();
}

/** Rows per batch of a streamed export: small enough to bound memory, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every row matching the filters in list order (same ORDER BY as the list, `id` as tie-breaker), in
 * batches, with no cap: what an export streams. PostgreSQL: one server-side cursor (`DECLARE … NO
 * SCROLL CURSOR` in a read-only transaction, `FETCH n` per batch): one snapshot, one sort, whatever
 * the size. The embedded database (`embedded`): separate `LIMIT/OFFSET` queries, so its single
 * connection is never held while the response drains. Stopping the iteration (a client gone) closes
 * the cursor and ends the transaction.
 */
export async function* fetchBatches<DB, TB extends keyof DB, O, S extends string, D>(
  db: Kysely<D>,
  qb: SelectQueryBuilder<DB, TB, O>,
  q: Pick<ListQuery<S>, 'sort'>,
  sortColumns: Readonly<Record<S, string>>,
  idColumn: string,
  options: { embedded: boolean; batchSize?: number },
): AsyncGenerator<O[], void, undefined> {
  const size = options.batchSize ?? EXPORT_BATCH_SIZE;
  const sortColumn: string = sortColumns[q.sort.key] ?? idColumn;
  const ordered = qb
    .orderBy(sql.ref(sortColumn), q.sort.direction)
    .orderBy(sql.ref(idColumn), q.sort.direction);
  if (options.embedded) {
    for (let offset = 0; ; offset += size) {
      const rows = await ordered.limit(size).offset(offset).execute();
      // Counted before the caller has it: an export empties a batch once written.
      const last = rows.length < size;
      if (rows.length > 0) yield rows;
      if (last) return;
    }
  }
  const compiled = ordered.compile();
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  const fetchNext = () =>
    trx.executeQuery<O>(CompiledQuery.raw(`FETCH ${size} FROM export_rows`)).then((result) => result.rows);
  let open = true;
  let pending: Promise<O[]> | undefined;
  try {
    await trx.executeQuery(
      CompiledQuery.raw(`DECLARE export_rows NO SCROLL CURSOR FOR ${compiled.sql}`, [...compiled.parameters]),
    );
    let next = fetchNext();
    pending = next;
    for (;;) {
      const rows = await next;
      const last = rows.length < size;
      // The next batch is read while the caller writes this one (database and formatting overlap).
      if (!last) next = fetchNext();
      pending = last ? undefined : next;
      if (rows.length > 0) yield rows;
      if (last) break;
    }
    open = false;
    await trx.commit().execute();
  } finally {
    if (open) {
      await pending?.catch(() => undefined);
      await trx.rollback().execute();
    }
  }
}

/** What a list's declaration is typed against: the resource's sort keys and filters. */
export type Listed = { sorts: readonly string[]; filters: FilterDefs };

/**
 * A column a list is ordered by, checked by Kysely's types against its query: a column of the
 * query's tables (`c.coupon_code`) or one the query selects (`points`), never a free string.
 */
export type SortRef<DB, TB extends keyof DB, O> = StringReference<DB, TB> | (keyof O & string);

/** The three reads of a list: a page with its total, every row (capped), every row in batches. */
export interface ListReads<R, S extends string = string> {
  page(q: Pick<ListQuery<S>, 'page' | 'perPage' | 'sort'>): Promise<{ rows: R[]; total: number }>;
  all(q: Pick<ListQuery<S>, 'sort'>): Promise<R[]>;
  /** Every matching row in list order, in batches (exports; no cap). */
  batches(q: Pick<ListQuery<S>, 'sort'>): AsyncGenerator<R[], void, undefined>;
}

/** How a list's pages are kept in memory (core/page-cache.ts): its tables and what names its query. */
export interface KeptList {
  key: string;
}

/**
 * The three reads of a list over one query, each in the list's order (the sort key's column, then
 * the tie-breaker): a page with its total, every row (capped), and every row in batches (exports, no
 * cap). With `keep`, pages are kept in memory until one of its tables changes (core/page-cache.ts);
 * its `key` names the query (scope, locale, filters), the page and sort are added here. `row` turns
 * each row into what the list answers.
 */
export function listReads<DB, TB extends keyof DB, O, S extends string, R = O>(
  db: Database,
  query: SelectQueryBuilder<DB, TB, O> | (() => SelectQueryBuilder<DB, TB, O>),
  sortColumns: Readonly<Record<S, SortRef<DB, TB, O>>>,
  tiebreak: StringReference<DB, TB> | (keyof O & string),
  options: { keep?: KeptList; row?: (row: O) => R } = {},
): ListReads<R, S> {
  const { keep, row } = options;
  const embedded = isEmbedded(db);
  // Given as a function, the statement is built only when it is read: a kept page costs no building.
  let built: SelectQueryBuilder<DB, TB, O> | undefined;
  const statement = () => {
    built ??= typeof query === 'function' ? query() : query;
    return built;
  };
  const fetch = (q: Pick<ListQuery<S>, 'page' | 'perPage' | 'sort'>) =>
    fetchPage(db, statement(), q, sortColumns, tiebreak).then((page) =>
      row
        ? { rows: page.rows.map(row), total: page.total }
        : (page as unknown as { rows: R[]; total: number }),
    );
  return {
    page: (q) =>
      keep
        ? keptPage({ db }, JSON.stringify([keep.key, q.page, q.perPage, q.sort]), () => fetch(q))
        : fetch(q),
    all: (q) =>
      fetchAll(statement(), q, sortColumns, tiebreak).then((rows) =>
        row ? rows.map(row) : (rows as unknown as R[]),
      ),
    batches: (q) => {
      const batches = fetchBatches(db, statement(), q, sortColumns, tiebreak, { embedded });
      return row ? mapRows(batches, row) : (batches as unknown as AsyncGenerator<R[], void, undefined>);
    },
  };
}

async function* mapRows<O, R>(batches: AsyncGenerator<O[], void, undefined>, row: (row: O) => R) {
  for await (const batch of batches) yield batch.map(row);
}

/**
 * A list's filters written against its query's columns: each helper takes only a column of the
 * query's tables (Kysely's `StringReference`), so a misspelt column is a compile error.
 */
export interface ColumnFilters<C extends string> {
  /** Case-insensitive "contains" over one or more columns. */
  text(columns: readonly C[], value: string): RawBuilder<boolean>;
  equals(column: C, value: string | number | boolean): RawBuilder<boolean>;
  /** A range's bound; dates are Asia/Riyadh calendar days, inclusive. */
  range(column: C, kind: 'number' | 'date', side: 'from' | 'to', value: string): RawBuilder<boolean>;
  /** A checked column for a condition written in SQL. */
  ref(column: C): RawBuilder<unknown>;
  /** The filter "contains" over these columns (`text`). */
  match(columns: readonly C[]): FilterCondition;
  /** The filter "is this id" (a select of records): the column equals the value as a number. */
  id(column: C): FilterCondition;
  /** The filter "is this value" (a select of fixed values). */
  is(column: C): FilterCondition;
  /** The yes/no filter of a flag (`1`/`true` is yes). */
  flag(column: C): FilterCondition;
  /** The two filters of a range, `<key>_from` and `<key>_to`, over one column (`range`). */
  between<K extends string>(
    key: K,
    column: C,
    kind: 'number' | 'date',
  ): Record<`${K}_from` | `${K}_to`, FilterCondition>;
}

const columnFilters: ColumnFilters<string> = {
  text: (columns, value) => textMatch(columns, value),
  equals: (column, value) => equals(column, value),
  range: (column, kind, side, value) => rangeBound(column, kind, side, value),
  ref: (column) => sql.ref(column),
  match: (columns) => (value) => textMatch(columns, value),
  id: (column) => (value) => equals(column, Number(value)),
  is: (column) => (value) => equals(column, value),
  flag: (column) => (value) => equals(column, isTrue(value)),
  between: <K extends string>(key: K, column: string, kind: 'number' | 'date') =>
    ({
      [`${key}_from`]: (value: string) => rangeBound(column, kind, 'from', value),
      [`${key}_to`]: (value: string) => rangeBound(column, kind, 'to', value),
    }) as Record<`${K}_from` | `${K}_to`, FilterCondition>,
};

/**
 * One list's declaration, typed against its base query (`DB`, `TB`: its tables; `O`: its row):
 * the scoped base query, a column for every sort key of the contract, a condition for every filter
 * key, the tie-breaker, and optionally what each row becomes and how pages are kept.
 */
export interface ListDeclaration<D extends Listed, A extends unknown[], DB, TB extends keyof DB, O, R> {
  /** FROM, joins and selection, with the caller's scope in the `WHERE` (`args`: scope, locale…). */
  query: (db: Database, ...args: A) => SelectQueryBuilder<DB, TB, O>;
  sorts: Readonly<Record<SortKey<D>, NoInfer<SortRef<DB, TB, O>>>>;
  filters: (columns: ColumnFilters<NoInfer<StringReference<DB, TB>>>, ...args: A) => FilterConditions<D>;
  /** The unique column ordering rows of equal sort values (`id`). */
  tiebreak: NoInfer<StringReference<DB, TB>>;
  row?: (row: O) => R;
  /** Keep pages in memory until one of `tables` changes; `key` names the query beyond its filters. */
  keep?: { key: (...args: A) => unknown };
}

/** A declared list: its base query (for `find` and the like) and its reads over a caller's filters. */
export interface List<D extends Listed, A extends unknown[], DB, TB extends keyof DB, O, R> {
  query(db: Database, ...args: A): SelectQueryBuilder<DB, TB, O>;
  /** One row of the list by its tie-breaker (`id`), as the list answers it (undefined outside the scope). */
  find(db: Database, id: number, ...args: A): Promise<R | undefined>;
  /** The base query with the filters' conditions. */
  filtered(db: Database, given: FilterValues<FilterKey<D>>, ...args: A): SelectQueryBuilder<DB, TB, O>;
  reads(db: Database, given: FilterValues<FilterKey<D>>, ...args: A): ListReads<R, SortKey<D>>;
  /** The list's reads and one row over one database, as a repository answers them (see {@link Listing}). */
  on(db: Database): Listing<D, A, R>;
  /**
   * `on(db)` with the query's arguments after the scope given once (a repository's language…):
   * `list(scope, given)`, `find(scope, id)`.
   */
  scoped(db: Database, ...rest: AfterScope<A>): Listing<D, [A[0]], R>;
}

/** A list query's arguments after the first (the scope). */
export type AfterScope<A extends unknown[]> = A extends [unknown, ...infer Rest] ? Rest : never;

/**
 * A repository's `list` and `find` of a declared list: the query's arguments first (the scope, the
 * language…), then the caller's filters or the row's id: `list(scope, locale, given)`,
 * `find(scope, locale, id)`.
 */
export interface Listing<D extends Listed, A extends unknown[], R> {
  list(...args: [...A, FilterValues<FilterKey<D>>]): ListReads<R, SortKey<D>>;
  find(...args: [...A, number]): Promise<R | undefined>;
}

/**
 * The page, every row and export batches of one resource's list from its declaration (see
 * {@link ListDeclaration}); `listOf(coupons)({ … })`, the resource given first (its sorts and
 * filters type the declaration, its name is the one a filter without a condition names) so the
 * query's types are inferred from `query`.
 */
export function listOf<D extends Listed & { name: string }>(resource: D) {
  return <A extends unknown[], DB, TB extends keyof DB, O, R = O>(
    declaration: ListDeclaration<D, A, DB, TB, O, R>,
  ): List<D, A, DB, TB, O, R> => {
    const { query, sorts, filters, tiebreak, row, keep } = declaration;
    const { name } = resource;
    const filtered = (db: Database, given: FilterValues<FilterKey<D>>, ...args: A) =>
      query(db, ...args).where(whereFilters(given, filters(columnFilters, ...args), name));
    const find = async (db: Database, id: number, ...args: A): Promise<R | undefined> => {
      const found = await query(db, ...args)
        .where(sql.ref(tiebreak), '=', id)
        .executeTakeFirst();
      if (found === undefined) return undefined;
      return row ? row(found) : (found as unknown as R);
    };
    const reads = (db: Database, given: FilterValues<FilterKey<D>>, ...args: A) =>
      listReads<DB, TB, O, SortKey<D>, R>(db, () => filtered(db, given, ...args), sorts, tiebreak, {
        row,
        keep: keep && { key: JSON.stringify([keep.key(...args), given]) },
      });
    // The last argument is the filters or the id; the ones before it the query's.
    const split = <L>(args: readonly unknown[]) => [args.slice(0, -1) as A, args.at(-1) as L] as const;
    return {
      query,
      find,
      filtered,
      reads,
      on: (db) => ({
        list: (...args) => {
          const [query, given] = split<FilterValues<FilterKey<D>>>(args);
          return reads(db, given, ...query);
        },
        find: (...args) => {
          const [query, id] = split<number>(args);
          return find(db, id, ...query);
        },
      }),
      scoped: (db, ...rest) => ({
        list: (scope, given) => reads(db, given, ...([scope, ...rest] as A)),
        find: (scope, id) => find(db, id, ...([scope, ...rest] as A)),
      }),
    };
  };
}

/**
 * A list's sort columns from the contract's sort keys: each key is the column of that name of the
 * table aliased `alias` (`sortColumns('c', ['id', 'position'])` → `{ id: 'c.id', position:
 * 'c.position' }`), unless `others` gives its column (`{ meal_name_ar: 't.name_ar' }`, or a column
 * the query selects). Typed as those literal references, so a key that is no column of the alias's
 * table fails the declaration's check like a misspelt column.
 */
export function sortColumns<
  const A extends string,
  const K extends string,
  const O extends object = Record<never, never>,
>(
  alias: A,
  keys: readonly K[],
  others?: O,
): { readonly [P in Exclude<K, keyof O>]: `${NoInfer<A>}.${P}` } & Readonly<NoInfer<O>> {
  return {
    ...Object.fromEntries(keys.map((key) => [key, `${alias}.${key}`])),
    ...others,
  } as { readonly [P in Exclude<K, keyof O>]: `${A}.${P}` } & Readonly<O>;
}

const likeEscape = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over one or more columns. */
export function textMatch(columns: readonly string[], value: string): RawBuilder<boolean> {
  const pattern = likeEscape(value);
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** The digits of a phone as typed (05…, +966 5…, 5XX-XXX-XXX) that a stored 9665… contains. */
export function phoneDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .replace(/^(00)?966/, '')
    .replace(/^0/, '');
}

export function equals(column: string, value: string | number | boolean): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = ${value}`;
}

export function isTrue(value: string): boolean {
  return value === '1' || value === 'true';
}

/**
 * A timestamp column within a period of Asia/Riyadh calendar days, `from` to `to` inclusive (either
 * may be absent: no bound on that side).
 */
export function within(column: string, period: { from?: string | undefined; to?: string | undefined }) {
  const parts = [sql<boolean>`true`];
  if (period.from) parts.push(rangeBound(column, 'date', 'from', period.from));
  if (period.to) parts.push(rangeBound(column, 'date', 'to', period.to));
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** Range bounds; dates are Asia/Riyadh calendar days, inclusive. */
export function rangeBound(
  column: string,
  kind: 'number' | 'date',
  side: 'from' | 'to',
  value: string,
): RawBuilder<boolean> {
  if (kind === 'number')
    return side === 'from'
      ? sql<boolean>`${sql.ref(column)} >= ${value}::numeric`
      : sql<boolean>`${sql.ref(column)} <= ${value}::numeric`;
  return side === 'from'
    ? sql<boolean>`${sql.ref(column)} >= (${value}::date)::timestamp AT TIME ZONE 'Asia/Riyadh'`
    : sql<boolean>`${sql.ref(column)} < ((${value}::date + 1)::timestamp AT TIME ZONE 'Asia/Riyadh')`;
}
