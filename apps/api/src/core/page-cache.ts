import { type ChangeWatch, changeWatchOf, type WatchedTable } from '../db/changes.ts';

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

interface KeptPage {
  stamp: number;
  at: number;
  page: Promise<Page<unknown>>;
}

const caches = new WeakMap<ChangeWatch, Map<string, KeptPage>>();

/**
 * The page `read` gives, or the same page read earlier while `keep.tables` are unchanged. `key`
 * names the page whole: everything the statement depends on (scope, locale, filters, sort, page).
 */
export function keptPage<O>(keep: KeepPages, key: string, read: () => Promise<Page<O>>): Promise<Page<O>> {
  const watch = changeWatchOf(keep.db);
  if (!watch?.listening) return read();
  let cache = caches.get(watch);
  if (!cache) {
    cache = new Map();
    caches.set(watch, cache);
  }
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && now - kept.at < PAGE_CACHE_MS && watch.fresh(kept.stamp, keep.tables))
    return kept.page as Promise<Page<O>>;
  const stamp = watch.stamp();
  const page = read().then((result) => {
    for (const row of result.rows) Object.freeze(row);
    return Object.freeze({ rows: Object.freeze(result.rows) as O[], total: result.total });
  });
  const entry: KeptPage = { stamp, at: now, page };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > PAGE_CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  const map = cache;
  page.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return page;
}
