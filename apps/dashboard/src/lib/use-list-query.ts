import { filterKeys, type ResourceDef } from '@sufra/contract/resource';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_LIST_QUERY,
  type ListQuerySchema,
  type ListQueryState,
  listQueryToSearch,
  parseListQuery,
  withFilter,
  withPage,
  withPerPage,
  withSort,
} from './list-query.ts';

export interface ListQueryControls {
  state: ListQueryState;
  setFilter: (key: string, value: string | null | undefined) => void;
  /** `replace` corrects the address instead of adding a history entry (an out-of-range page). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: string | null) => void;
  reset: () => void;
}

export function listSchemaOf(def: Pick<ResourceDef, 'filters' | 'sorts'>): ListQuerySchema {
  return { filterKeys: filterKeys(def.filters), sortKeys: def.sorts };
}

/**
 * The list state read from and written to the URL query (SPEC §2 generic list page).
 *
 * Changes are applied to the latest state this hook wrote, not to the URL of the last render: two
 * changes made before the router re-renders (a debounced text filter firing just after a select
 * was picked, "Price from" then "Price to") both stay. An address that changed from elsewhere
 * (back button, a link) becomes the new base.
 */
export function useListQuery(def: Pick<ResourceDef, 'filters' | 'sorts'>): ListQueryControls {
  const [search, setSearch] = useSearchParams();
  const schema = useMemo(() => listSchemaOf(def), [def]);
  const state = useMemo(() => parseListQuery(search, schema), [search, schema]);
  const latest = useRef(state);
  /** Addresses written by this hook that the router has not rendered yet, and the one before them. */
  const written = useRef<{ base: string; queue: string[] }>({ base: '', queue: [] });

  const text = search.toString();
  const { base, queue } = written.current;
  const caughtUp = queue.indexOf(text);
  if (caughtUp >= 0) written.current = { base: text, queue: queue.slice(caughtUp + 1) };
  else if (text !== base) written.current = { base: text, queue: [] };
  // Nothing of ours in flight (or the address moved elsewhere): the URL is the truth.
  if (written.current.queue.length === 0) latest.current = state;

  const change = useCallback(
    (fn: (current: ListQueryState) => ListQueryState, options?: { replace?: boolean }) => {
      const next = fn(latest.current);
      latest.current = next;
      const params = listQueryToSearch(next);
      written.current = { ...written.current, queue: [...written.current.queue, params.toString()] };
      setSearch(params, options);
    },
    [setSearch],
  );

  return useMemo(
    () => ({
      state,
      setFilter: (key, value) => change((s) => withFilter(s, key, value)),
      setPage: (page, options) => {
        change((s) => withPage(s, page), options);
        if (!options?.replace) window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      setPerPage: (perPage) => change((s) => withPerPage(s, perPage)),
      setSort: (sort) => change((s) => withSort(s, sort)),
      reset: () => change(() => EMPTY_LIST_QUERY),
    }),
    [state, change],
  );
}
