import type { ListResponse, OptionsResponse } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { optionsQueryOptions, queryKeys, scopeRequest, useQueryScope } from './query-keys.ts';

export interface SelectOption {
  value: string;
  label: string;
}

const toSelectOptions = (response: OptionsResponse): SelectOption[] =>
  response.data.map((item) => ({ value: String(item.id), label: item.name }));

/** `GET {source}?pagination=all` → select options `{ value: id, label: name }`. */
export function useOptions(source: string | undefined) {
  const scope = useQueryScope();
  return useQuery({
    ...optionsQueryOptions(scope, source ?? ''),
    enabled: Boolean(source),
    select: toSelectOptions,
  });
}

/** The largest page the API gives (`MAX_PER_PAGE`): enough for one brand's categories or meals. */
const SCOPED_PAGE = 100;

/**
 * Options of `source` filtered by another value (`filter[key]=value`), from its list: an admin
 * picks a category among the chosen brand's only. Disabled while there is no value.
 */
export function useScopedOptions<T extends { id: number }>(
  source: string | undefined,
  filter: { key: string; value: unknown } | null,
  lang: Locale,
  label: (record: T, lang: Locale) => string,
) {
  const scope = { ...useQueryScope(), lang };
  const value = filter && filter.value !== null && filter.value !== undefined ? String(filter.value) : '';
  return useQuery({
    queryKey: queryKeys.scopedOptions(scope, source ?? '', filter?.key ?? '', value),
    enabled: Boolean(source && filter && value),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const query = { per_page: SCOPED_PAGE, [`filter[${filter?.key}]`]: value };
      const response = await api<ListResponse<T>>(source ?? '', { query, signal, ...scopeRequest(scope) });
      return response.data.map(
        (record): SelectOption => ({ value: String(record.id), label: label(record, lang) }),
      );
    },
  });
}
