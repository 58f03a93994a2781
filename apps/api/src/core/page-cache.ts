import { keptAnswers, type WatchedTable } from '../db/changes.ts';

/**
 * A list's pages kept in memory while the tables they were read from are unchanged (db/changes.ts):
 * the orders list at a million orders (issue 13). Its first pages are what every open dashboard
 * asks for, and asks again at once when a live event arrives. The same page (the caller's scope,
 * locale, filters, sort and page) is read once and answered from memory until an order, or a name
 * it shows, changes: a kept page costs neither the database nor building its statement. Callers
 * asking while it is read share that read. A page is frozen: nobody changes what others are given.
 */
export interface KeepPages {
  /** The database read (a transaction has no watch: nothing is kept). */
  db: object;
  /** Every table the statement reads (its joins and subqueries too). */
  tables: readonly WatchedTable[];
}

export interface Page<O> {
  rows: O[];
  total: number;
}

/** A kept page is read again after this long whatever happened. */
const PAGE_CACHE_MS = 60_000;
const PAGE_CACHE_SIZE = 200;

/**
 * The page `read` gives, or the same page read earlier while `keep.tables` are unchanged. `key`
 * names the page whole: everything the statement depends on (scope, locale, filters, sort, page).
 */
export function keptPage<O>(keep: KeepPages, key: string, read: () => Promise<Page<O>>): Promise<Page<O>> {
  const kept = keptAnswers<Promise<Page<unknown>>>(keep.db, 'pages', {
    maxAgeMs: PAGE_CACHE_MS,
    size: PAGE_CACHE_SIZE,
  });
  if (!kept) return read();
  const known = kept.get(key);
  if (known) return known as Promise<Page<O>>;
  const stamp = kept.stamp();
  const page = read().then((result) => {
    for (const row of result.rows) Object.freeze(row);
    return Object.freeze({ rows: Object.freeze(result.rows) as O[], total: result.total });
  });
  kept.keep(key, page, stamp, keep.tables);
  page.catch(() => kept.forget(key, page));
  return page;
}
