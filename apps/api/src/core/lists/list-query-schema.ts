import { fieldLabel } from '@sufra/contract/messages';
import {
  DEFAULT_PER_PAGE,
  type FilterKey,
  MAX_PER_PAGE,
  PER_PAGE_OPTIONS,
  type ResourceDef,
  type SortKey,
} from '@sufra/contract/resource';
import { z } from 'zod';
import {
  describeFilter,
  FILTER_PARAM,
  filterValue,
  integerParam,
  MAX_FILTER_TEXT,
  sortParam,
} from './list-query-params.ts';

/**
 * The list query of a resource as ONE zod schema built from its declaration: the list and export
 * routes validate the request with it (`parseListQuery`) and the OpenAPI document states it as the
 * routes' query parameters, so what the document allows is what the server accepts.
 */

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

/** What a list route reads: the list query, and `pagination=all` when select options are asked. */
export type ListRequest<S extends string = string, F extends string = string> = ListQuery<S, F> & {
  pagination?: 'all';
};

/** What an export route reads: the list's sort and filters, and the file format. */
export type ExportRequest<S extends string = string, F extends string = string> = ListQuery<S, F> & {
  format: 'csv' | 'xlsx';
};

export type ListDef = Pick<ResourceDef, 'filters' | 'sorts' | 'defaultSort'> &
  Partial<Pick<ResourceDef, 'labels'>>;

export const MAX_PAGE = 1_000_000;

/** The range filters of a declaration: `[from param, to param, filter key]`. */
function rangesOf(def: ListDef): [string, string, string][] {
  return Object.entries(def.filters).flatMap(([key, filter]): [string, string, string][] => {
    if (filter.type === 'number_range' || filter.type === 'date_range')
      return [[`filter[${key}_from]`, `filter[${key}_to]`, key]];
    // A lone lower end paired with another filter (`filter[from]` ≤ `filter[to]`).
    if ((filter.type === 'date' || filter.type === 'number') && filter.notAfter)
      return [[`filter[${key}]`, `filter[${filter.notAfter}]`, filter.rangeLabel ?? key]];
    return [];
  });
}

/** `sort`, `sort[column]`, `sort[dir]`, `sort_text` and every `filter[…]` of a resource. */
function orderAndFilters(def: ListDef): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {
    sort: sortParam(def.sorts.flatMap((key) => [key, `-${key}`]))
      .optional()
      .describe(`\`key\` sorts descending, \`-key\` ascending; default \`${def.defaultSort}\` descending`),
    'sort[column]': sortParam(def.sorts)
      .optional()
      .describe('Alternative to `sort` (and used instead of it when both are sent): the sort key'),
    'sort[dir]': z
      .preprocess(
        (value) => (typeof value === 'string' ? value.toLowerCase() : value),
        z.enum(['asc', 'desc'], { error: 'validation.in' }),
      )
      .optional()
      .describe('With `sort[column]`: `asc` or `desc` (default), in any letter case'),
    sort_text: z
      .string()
      .max(MAX_FILTER_TEXT, { error: 'validation.max_length' })
      .optional()
      .describe('The chosen sort as the dashboard labels it (SPEC §3); it does not change the answer'),
  };
  for (const [key, filter] of Object.entries(def.filters)) {
    const label = fieldLabel('en', key, def.labels);
    const ranged = filter.type === 'number_range' || filter.type === 'date_range';
    for (const end of ranged ? (['from', 'to'] as const) : [undefined]) {
      shape[`filter[${end ? `${key}_${end}` : key}]`] = filterValue(filter)
        .optional()
        .describe(describeFilter(key, filter, label, end));
    }
  }
  return shape;
}

/**
 * Query values as the schema reads them: the first of a repeated parameter, trimmed; a blank value
 * is the same as none. Parameters that are not the list's (a cache buster, `locale`) are left out,
 * except a `filter[…]` of a key the resource does not declare, which is refused.
 */
function normalise(known: ReadonlySet<string>) {
  return (raw: unknown): Record<string, string> => {
    if (!raw || typeof raw !== 'object') return {};
    const entries: [string, string][] = [];
    for (const [name, value] of Object.entries(raw)) {
      const isKnown = known.has(name);
      if (!isKnown && !FILTER_PARAM.test(name)) continue;
      const first: unknown = Array.isArray(value) ? value[0] : value;
      const text = typeof first === 'string' ? first.trim() : '';
      if (text !== '' || !isKnown) entries.push([name, text]);
    }
    return Object.fromEntries(entries);
  };
}

/** `filter[k_from]` ≤ `filter[k_to]` for every range sent whole (numbers as numbers, days as text). */
function rangesInOrder(def: ListDef) {
  const ranges = rangesOf(def);
  return (value: Record<string, unknown>, ctx: z.RefinementCtx<Record<string, unknown>>) => {
    for (const [fromParam, toParam, key] of ranges) {
      const from = value[fromParam];
      const to = value[toParam];
      if (from === undefined || to === undefined) continue;
      const reversed =
        typeof from === 'number' && typeof to === 'number'
          ? from > to
          : typeof from === 'string' && typeof to === 'string' && from > to;
      if (reversed)
        ctx.addIssue({
          code: 'custom',
          path: [toParam],
          message: 'validation.range_reversed',
          params: { field: key },
        });
    }
  };
}

function toListQuery(def: ListDef) {
  return (value: Record<string, unknown>): ListQuery => {
    const column = value['sort[column]'] as string | undefined;
    const chosen = column
      ? value['sort[dir]'] === 'asc'
        ? `-${column}`
        : column
      : (value.sort as string | undefined);
    const filters: Record<string, string> = {};
    for (const [name, given] of Object.entries(value)) {
      const key = FILTER_PARAM.exec(name)?.[1];
      if (key !== undefined && given !== undefined) filters[key] = String(given);
    }
    return {
      page: (value.page as number | undefined) ?? 1,
      perPage: (value.per_page as number | undefined) ?? DEFAULT_PER_PAGE,
      sort: chosen
        ? { key: chosen.replace(/^-/, ''), direction: chosen.startsWith('-') ? 'asc' : 'desc' }
        : { key: def.defaultSort, direction: 'desc' },
      filters,
    };
  };
}

/** The list and export query schemas of one declaration (every choice is derived from it). */
function build<T>(
  def: ListDef,
  head: Record<string, z.ZodType>,
  tail: (q: ListQuery, value: Record<string, unknown>) => T,
) {
  const shape = { ...head, ...orderAndFilters(def) };
  const toQuery = toListQuery(def);
  return z.preprocess(
    normalise(new Set(Object.keys(shape))),
    z
      .object(shape)
      // A `filter[…]` the declaration does not have (the only parameters left beyond the shape).
      .catchall(z.unknown().refine(() => false, { error: 'validation.unknown_filter' }))
      .superRefine(rangesInOrder(def))
      .transform((value: Record<string, unknown>) => tail(toQuery(value), value)),
  );
}

type Cache = WeakMap<object, z.ZodType>;
const listCache: Cache = new WeakMap();
const exportCache: Cache = new WeakMap();

function cached<T extends z.ZodType>(cache: Cache, def: object, make: () => T): T {
  const known = cache.get(def) as T | undefined;
  if (known) return known;
  const made = make();
  cache.set(def, made);
  return made;
}

/** The list query of a resource: `page`, `per_page`, `pagination`, the sort and the filters. */
export function listQuerySchema<D extends ListDef>(def: D): z.ZodType<ListRequest<SortKey<D>, FilterKey<D>>> {
  return cached(listCache, def, () =>
    build(
      def,
      {
        page: integerParam(1, MAX_PAGE, {
          type: 'validation.integer',
          min: 'validation.min_value',
          max: 'validation.max_value',
        })
          .optional()
          .describe('Page number, from 1'),
        per_page: integerParam(1, MAX_PER_PAGE, { type: 'validation.per_page' })
          .optional()
          .describe(
            `Rows per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE}); the dashboard offers ${PER_PAGE_OPTIONS.join(', ')}`,
          ),
        pagination: z
          .enum(['all'], { error: 'validation.in' })
          .optional()
          .describe(
            '`all`: every record as { id, name } for select options; the other parameters are still checked but do not change the answer',
          ),
      },
      (q, value) => (value.pagination === 'all' ? { ...q, pagination: 'all' as const } : q),
    ),
  ) as z.ZodType<ListRequest<SortKey<D>, FilterKey<D>>>;
}

/** The export query of a resource: the file format and the list's sort and filters. */
export function exportQuerySchema<D extends ListDef>(
  def: D,
): z.ZodType<ExportRequest<SortKey<D>, FilterKey<D>>> {
  return cached(exportCache, def, () =>
    build(
      def,
      {
        format: z
          .enum(['csv', 'xlsx'], { error: 'validation.in' })
          .optional()
          .describe('`csv` (default) or `xlsx`'),
      },
      (q, value) => ({ ...q, format: value.format === 'xlsx' ? ('xlsx' as const) : ('csv' as const) }),
    ),
  ) as z.ZodType<ExportRequest<SortKey<D>, FilterKey<D>>>;
}
