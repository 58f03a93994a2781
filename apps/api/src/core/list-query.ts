import { fieldLabel } from '@sufra/contract/messages';
import {
  DEFAULT_PER_PAGE,
  type FilterDef,
  type FilterDefs,
  type FilterKey,
  filterKeys,
  MAX_PER_PAGE,
  type PageMeta,
  type ResourceDef,
  type SortKey,
} from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { type FieldIssue, isCalendarDate } from '@sufra/contract/validation';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { validationFailed } from './errors.ts';

/** A parsed list request; `S` and `F` are the resource's sort and filter keys (literal unions). */
export interface ListQuery<S extends string = string, F extends string = string> {
  page: number;
  perPage: number;
  sort: { key: S; direction: 'asc' | 'desc' };
  /** Validated filter values by query key (`name`, `price_from`, …). */
  filters: FilterValues<F>;
}

/** Validated filter values by query key; a filter not sent is absent. */
export type FilterValues<F extends string = string> = Readonly<Partial<Record<F, string>>>;

/** The parsed list request of one resource declaration. */
export type ListQueryOf<D extends ListDef> = ListQuery<SortKey<D>, FilterKey<D>>;

type ListDef = Pick<ResourceDef, 'filters' | 'sorts' | 'defaultSort'> & Partial<Pick<ResourceDef, 'labels'>>;

const FILTER_PARAM = /^filter\[([A-Za-z0-9_.]+)\]$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function filterDefFor(filters: ListDef['filters'], key: string): FilterDef | undefined {
  const direct = filters[key];
  if (direct) return direct;
  const base = key.replace(/_(from|to)$/, '');
  const ranged = filters[base];
  return ranged && (ranged.type === 'number_range' || ranged.type === 'date_range') && base !== key
    ? ranged
    : undefined;
}

function checkFilterValue(def: FilterDef, value: string): string | undefined {
  switch (def.type) {
    case 'boolean':
      return ['1', '0', 'true', 'false'].includes(value) ? undefined : 'validation.boolean';
    case 'number_range':
      return NUMBER.test(value) ? undefined : 'validation.number';
    case 'date_range':
      return isCalendarDate(value) ? undefined : 'validation.date';
    case 'select':
      if (def.options) return def.options.includes(value) ? undefined : 'validation.in';
      return /^\d{1,9}$/.test(value) ? undefined : 'validation.in';
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : 'validation.time';
    default:
      return value.length <= 200 ? undefined : 'validation.max_length';
  }
}

/**
 * `page`, `per_page` (1–100), `sort` (`key` descending, `-key` ascending; also `sort[column]` and
 * `sort[dir]`), `filter[key]`. Unknown sort or filter keys are refused with 422.
 */
export function parseListQuery<D extends ListDef>(
  query: Record<string, unknown>,
  def: D,
): ListQuery<SortKey<D>, FilterKey<D>> {
  const issues: FieldIssue[] = [];
  const str = (name: string): string | undefined => {
    const value = query[name];
    if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number, key: string): number => {
    const raw = str(name);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      issues.push({ field: name, key, params: { field: name, min, max } });
      return fallback;
    }
    return value;
  };
  const page = int('page', 1, 1, 1_000_000, 'validation.min_value');
  const perPage = int('per_page', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE, 'validation.per_page');

  let sortRaw = str('sort') ?? '';
  const column = str('sort[column]');
  if (column) sortRaw = str('sort[dir]')?.toLowerCase() === 'asc' ? `-${column}` : column;
  let sort: ListQuery<SortKey<D>>['sort'] = { key: def.defaultSort as SortKey<D>, direction: 'desc' };
  if (sortRaw) {
    const key = sortRaw.replace(/^-/, '');
    const declared = def.sorts.find((sortKey) => sortKey === key);
    if (declared) sort = { key: declared, direction: sortRaw.startsWith('-') ? 'asc' : 'desc' };
    else issues.push({ field: 'sort', key: 'validation.unknown_sort', params: { value: key } });
  }

  const filters: Record<string, string> = {};
  for (const [param, raw] of Object.entries(query)) {
    const match = FILTER_PARAM.exec(param);
    if (!match?.[1]) continue;
    const key = match[1];
    const value = (Array.isArray(raw) ? raw[0] : raw) as unknown;
    const filterDef = filterDefFor(def.filters, key);
    if (!filterDef) {
      issues.push({ field: param, key: 'validation.unknown_filter', params: { field: key } });
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    const problem = checkFilterValue(filterDef, value.trim());
    if (problem) issues.push({ field: param, key: problem, params: { field: key } });
    else filters[key] = value.trim();
  }
  if (issues.length > 0) throw validationFailed(issues, def.labels);
  // Every key was checked against the declaration above.
  return { page, perPage, sort, filters: filters as FilterValues<FilterKey<D>> };
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
 * Count and fetch one page, ordered by an allowlisted column with `id` as tie-breaker. The two
 * statements are independent, so they run at the same time (on two pooled connections): a list
 * request waits for one round trip to the database after the session's instead of two.
 */
export async function fetchPage<DB, TB extends keyof DB, O, S extends string>(
  qb: SelectQueryBuilder<DB, TB, O>,
  q: Pick<ListQuery<S>, 'page' | 'perPage' | 'sort'>,
  sortColumns: Readonly<Record<S, string>>,
  idColumn: string,
): Promise<{ rows: O[]; total: number }> {
  const sortColumn: string | undefined = sortColumns[q.sort.key];
  if (!sortColumn) throw new Error(`sort ${q.sort.key} is declared but has no repository column`);
  const counting = qb
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  const paging = qb
    .orderBy(sql.ref(sortColumn), q.sort.direction)
    .orderBy(sql.ref(idColumn), q.sort.direction)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const [countRow, rows] = await Promise.all([counting, paging]);
  const total = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  return { rows, total };
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

const likeEscape = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over one or more columns. */
export function textMatch(columns: readonly string[], value: string): RawBuilder<boolean> {
  const pattern = likeEscape(value);
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

export function equals(column: string, value: string | number | boolean): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = ${value}`;
}

export function isTrue(value: string): boolean {
  return value === '1' || value === 'true';
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
