import { fieldLabel } from '@sufra/contract/messages';
import {
  DEFAULT_PER_PAGE,
  type FilterDef,
  filterKeys,
  MAX_PER_PAGE,
  type PageMeta,
  type ResourceDef,
} from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { type FieldIssue, isCalendarDate } from '@sufra/contract/validation';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { validationFailed } from './errors.ts';

export interface ListQuery {
  page: number;
  perPage: number;
  sort: { key: string; direction: 'asc' | 'desc' };
  /** Validated filter values by query key (`name`, `price_from`, …). */
  filters: Readonly<Record<string, string>>;
}

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
export function parseListQuery(query: Record<string, unknown>, def: ListDef): ListQuery {
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
  let sort: ListQuery['sort'] = { key: def.defaultSort, direction: 'desc' };
  if (sortRaw) {
    const key = sortRaw.replace(/^-/, '');
    if (def.sorts.includes(key)) sort = { key, direction: sortRaw.startsWith('-') ? 'asc' : 'desc' };
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
  return { page, perPage, sort, filters };
}

export function allowedSorts(
  def: Pick<ResourceDef, 'sorts' | 'labels'>,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(def.sorts.map((key) => [key, fieldLabel(locale, key, def.labels)]));
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

/** Filter query key → SQL condition on the validated value (allowlisted SQL only). */
export type FilterConditions = Readonly<Record<string, (value: string) => RawBuilder<boolean>>>;

/** One condition for every validated filter; a declared filter without an implementation is a bug. */
export function whereFilters(
  given: Readonly<Record<string, string>>,
  conditions: FilterConditions,
  resource: string,
): RawBuilder<boolean> {
  const parts = Object.entries(given).map(([key, value]) => {
    const condition = conditions[key];
    if (!condition) throw new Error(`${resource} filter ${key} has no implementation`);
    return condition(value);
  });
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** Count and fetch one page, ordered by an allowlisted column with `id` as tie-breaker. */
export async function fetchPage<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  q: ListQuery,
  sortColumns: Readonly<Record<string, string>>,
  idColumn: string,
): Promise<{ rows: O[]; total: number }> {
  const countRow = await qb
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirst();
  const total = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const sortColumn = sortColumns[q.sort.key];
  if (!sortColumn) throw new Error(`sort ${q.sort.key} is declared but has no repository column`);
  const rows = await qb
    .orderBy(sql.ref(sortColumn), q.sort.direction)
    .orderBy(sql.ref(idColumn), q.sort.direction)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  return { rows, total };
}

/** Every row matching the filters in list order (exports), capped. */
export async function fetchAll<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  q: ListQuery,
  sortColumns: Readonly<Record<string, string>>,
  idColumn: string,
  cap = 50_000,
): Promise<O[]> {
  const sortColumn = sortColumns[q.sort.key] ?? idColumn;
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
