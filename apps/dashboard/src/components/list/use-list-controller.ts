import type { ListResponse, ResourceDef } from '@sufra/contract/resource';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listQueryToApi } from '../../lib/list-query.ts';
import { listQueryOptions, useQueryScope } from '../../lib/query-keys.ts';
import { type ListQueryControls, useListQuery } from '../../lib/use-list-query.ts';

export interface ListController<T> extends ListQueryControls {
  /** The page of rows as the server answered it (the previous page's while the next one loads). */
  list: UseQueryResult<ListResponse<T>>;
}

/**
 * The headless list of a resource (react-admin's `useListController`): page, page size, sort and
 * filters kept in the URL, the page fetched through the query-key factory, and a page past the end
 * (`?page=999`, or the last row of the last page deleted) replaced by the last page that exists.
 */
export function useListController<T>(
  def: Pick<ResourceDef, 'name' | 'filters' | 'sorts'>,
): ListController<T> {
  const query = useListQuery(def);
  const scope = useQueryScope();
  const list = useQuery(listQueryOptions<T>(scope, def.name, listQueryToApi(query.state)));

  const lastPage = list.isPlaceholderData ? null : list.data?.meta.last_page;
  const { page } = query.state;
  const { setPage } = query;
  useEffect(() => {
    if (lastPage && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  return { ...query, list };
}
