import { filterKeys, type ResourceDef } from '@sufra/contract/resource';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
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
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: string | null) => void;
  reset: () => void;
}

export function listSchemaOf(def: Pick<ResourceDef, 'filters' | 'sorts'>): ListQuerySchema {
  return { filterKeys: filterKeys(def.filters), sortKeys: def.sorts };
}

/** The list state read from and written to the URL query (SPEC §2 generic list page). */
export function useListQuery(def: Pick<ResourceDef, 'filters' | 'sorts'>): ListQueryControls {
  const [search, setSearch] = useSearchParams();
  const schema = useMemo(() => listSchemaOf(def), [def]);
  const state = useMemo(() => parseListQuery(search, schema), [search, schema]);

  const change = useCallback(
    (fn: (current: ListQueryState) => ListQueryState) =>
      setSearch((previous) => listQueryToSearch(fn(parseListQuery(previous, schema)))),
    [setSearch, schema],
  );

  return useMemo(
    () => ({
      state,
      setFilter: (key, value) => change((s) => withFilter(s, key, value)),
      setPage: (page) => {
        change((s) => withPage(s, page));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      setPerPage: (perPage) => change((s) => withPerPage(s, perPage)),
      setSort: (sort) => change((s) => withSort(s, sort)),
      reset: () => setSearch(new URLSearchParams()),
    }),
    [state, change, setSearch],
  );
}
