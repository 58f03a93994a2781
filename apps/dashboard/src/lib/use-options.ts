import type { ListResponse, OptionsResponse } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** `GET {source}?pagination=all` → select options `{ value: id, label: name }`. */
export function useOptions(source: string | undefined) {
  const { userType } = useSession();
  return useQuery({
    queryKey: [source, 'options', userType],
    enabled: Boolean(source),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await api<OptionsResponse>(source ?? '', { query: { pagination: 'all' }, signal });
      return response.data.map((item): SelectOption => ({ value: String(item.id), label: item.name }));
    },
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
  const { userType } = useSession();
  const value = filter && filter.value !== null && filter.value !== undefined ? String(filter.value) : '';
  return useQuery({
    queryKey: [source, 'scoped-options', userType, filter?.key, value, lang],
    enabled: Boolean(source && filter && value),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const query = { per_page: SCOPED_PAGE, [`filter[${filter?.key}]`]: value };
      const response = await api<ListResponse<T>>(source ?? '', { query, signal });
      return response.data.map(
        (record): SelectOption => ({ value: String(record.id), label: label(record, lang) }),
      );
    },
  });
}
