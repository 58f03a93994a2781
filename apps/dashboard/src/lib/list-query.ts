import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from '@sufra/contract/resource';

/**
 * The state of a list page, kept in the URL query (SPEC §2): `page`, `per_page`, `sort` and one
 * parameter per filter key. The API receives the same state as `page`, `per_page`, `sort` and
 * `filter[key]`. Everything here is pure so it can be tested without a browser.
 */
export interface ListQueryState {
  page: number;
  perPage: number;
  /** `key` (descending) or `-key` (ascending); null for the server's default order. */
  sort: string | null;
  /** Filter values by query key (`name`, `created_at_from`, …); empty values are never kept. */
  filters: Readonly<Record<string, string>>;
}

export interface ListQuerySchema {
  /** The accepted filter query keys (see the contract's `filterKeys`). */
  filterKeys: readonly string[];
  /** The sortable keys; a sort outside them is dropped. */
  sortKeys: readonly string[];
}

export const EMPTY_LIST_QUERY: ListQueryState = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sort: null,
  filters: {},
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

export function isPerPage(value: number): boolean {
  return (PER_PAGE_OPTIONS as readonly number[]).includes(value);
}

/** URL → state; anything unknown or malformed falls back to the default. */
export function parseListQuery(search: URLSearchParams, schema: ListQuerySchema): ListQueryState {
  const perPage = positiveInt(search.get('per_page'));
  const sort = search.get('sort');
  const filters: Record<string, string> = {};
  for (const key of schema.filterKeys) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    perPage: perPage !== null && isPerPage(perPage) ? perPage : DEFAULT_PER_PAGE,
    sort: sort && schema.sortKeys.includes(sort.replace(/^-/, '')) ? sort : null,
    filters,
  };
}

/** State → URL query; defaults are left out so a fresh list has a clean address. */
export function listQueryToSearch(state: ListQueryState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) search.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) search.set('per_page', String(state.perPage));
  if (state.sort) search.set('sort', state.sort);
  for (const [key, value] of Object.entries(state.filters)) if (value) search.set(key, value);
  return search;
}

/** State → API query (`filter[key]`), with the page size always explicit. */
export function listQueryToApi(state: ListQueryState): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(state.page));
  query.set('per_page', String(state.perPage));
  if (state.sort) query.set('sort', state.sort);
  for (const [key, value] of Object.entries(state.filters)) if (value) query.set(`filter[${key}]`, value);
  return query;
}

/** Setting a filter resets to page 1; an empty value removes it. */
export function withFilter(
  state: ListQueryState,
  key: string,
  value: string | null | undefined,
): ListQueryState {
  const filters = { ...state.filters };
  const trimmed = value?.trim();
  if (trimmed) filters[key] = trimmed;
  else delete filters[key];
  return { ...state, page: 1, filters };
}

export function withFilters(
  state: ListQueryState,
  changes: Record<string, string | null | undefined>,
): ListQueryState {
  return Object.entries(changes).reduce((acc, [key, value]) => withFilter(acc, key, value), state);
}

export function withPage(state: ListQueryState, page: number): ListQueryState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function withPerPage(state: ListQueryState, perPage: number): ListQueryState {
  return { ...state, page: 1, perPage: isPerPage(perPage) ? perPage : DEFAULT_PER_PAGE };
}

export function withSort(state: ListQueryState, sort: string | null): ListQueryState {
  return { ...state, page: 1, sort: sort || null };
}

export interface SortOption {
  value: string;
  key: string;
  label: string;
  direction: 'asc' | 'desc';
  /** The language of one of a pair's fields (`name_ar`, `ar_city_name`), taken out of its label. */
  language?: 'ar' | 'en';
}

/**
 * A field's sort label without its pair's "(عربي)"/"(English)" mark, and the language it named: the
 * sort option says it in words ("اسم الإضافة بالعربية، تصاعديًا"), not in a second parenthesis.
 */
function sortField(key: string, label: string): Pick<SortOption, 'label' | 'language'> {
  const language = /(^|_)ar(_|$)/.test(key) ? 'ar' : /(^|_)en(_|$)/.test(key) ? 'en' : undefined;
  const bare = label.replace(/\s*\([^()]*\)$/, '');
  return language && bare !== label ? { label: bare, language } : { label };
}

/**
 * Two options per `allowed_sorts` key: ascending (`-key`) then descending (`key`) (SPEC §5); keys the
 * page hides are left out whatever the server lists (mealsTogether drops `processing_time`).
 */
export function sortOptions(
  allowedSorts: Readonly<Record<string, string>>,
  hidden: readonly string[] = [],
): SortOption[] {
  const shown = Object.entries(allowedSorts).filter(([key]) => !hidden.includes(key));
  return shown.flatMap(([key, label]) => [
    { value: `-${key}`, key, ...sortField(key, label), direction: 'asc' as const },
    { value: key, key, ...sortField(key, label), direction: 'desc' as const },
  ]);
}

/** An option as the sort menu says it: "اسم الإضافة بالعربية، تصاعديًا", "Extra name in Arabic, ascending". */
export function sortLabel(
  option: SortOption,
  t: (key: string, params: Record<string, string>) => string,
): string {
  const field = option.language
    ? t(`filters.field_${option.language}`, { field: option.label })
    : option.label;
  return t(`filters.sort_${option.direction}`, { field });
}

/** The page links to show: at most `max` consecutive pages around the current one. */
export function pageWindow(current: number, last: number, max = 10): number[] {
  if (last < 1) return [];
  const size = Math.min(max, last);
  let start = Math.max(1, current - Math.floor(size / 2));
  if (start + size - 1 > last) start = last - size + 1;
  return Array.from({ length: size }, (_, i) => start + i);
}
