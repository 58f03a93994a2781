import { keptAnswers, tablesReadBy, type WatchedTable } from '../../db/changes.ts';

/**
 * A list's pages kept in memory while the tables they were read from are unchanged (db/changes.ts):
 * the orders list at a million orders (issue 13). Its first pages are what every open dashboard
 * asks for, and asks again at once when a live event arrives. The same page (the caller's scope,
 * locale, filters, sort and page) is read once and answered from memory until an order, or a name
 * it shows, changes: a kept page costs neither the database nor building its statement. Callers
 * asking while it is read share that read. A page is frozen: nobody changes what others are given.
 *
 * What a page was read from is found from its statements as they are built (`tablesReadBy`: every
 * table in their FROM, JOIN and subqueries), so a join added to a list's query is followed without
 * anyone extending a list; a page that reads a table whose changes are not announced is not kept.
 */
export interface KeepPages {
  /** The database read (a transaction has no watch: nothing is kept). */
  db: object;
  /**
   * Tables the page depends on besides those its statements read (which are found from them).
   * Needed only for what no statement shows; naming what they read adds nothing.
   */
  tables?: readonly WatchedTable[];
}

export interface Page<O> {
  rows: O[];
  total: number;
}

/** A kept page is read again after this long whatever happened. */
const PAGE_CACHE_MS = 60_000;
const PAGE_CACHE_SIZE = 200;

/**
 * The page `read` gives, or the same page read earlier while the tables it was read from are
 * unchanged. `key` names the page whole: everything the statement depends on (scope, locale,
 * filters, sort, page).
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
  const page: Promise<Page<O>> = tablesReadBy(read).then(({ value, tables }) => {
    for (const row of value.rows) Object.freeze(row);
    const frozen = Object.freeze({ rows: Object.freeze(value.rows) as O[], total: value.total });
    kept.settle(key, page, tables.length > 0 ? [...(keep.tables ?? []), ...tables] : []);
    return frozen;
  });
  kept.keepReading(key, page, stamp);
  page.catch(() => kept.forget(key, page));
  return page;
}
