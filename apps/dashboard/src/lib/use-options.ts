import type { OptionsResponse } from '@sufra/contract/resource';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

/** `GET {source}?pagination=all` → select options `{ value: id, label: name }`. */
export function useOptions(source: string | undefined) {
  const { userType } = useSession();
  return useQuery({
    queryKey: [source, 'options', userType],
    enabled: Boolean(source),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const response = await api<OptionsResponse>(source ?? '', { query: { pagination: 'all' }, signal });
      return response.data.map((item) => ({ value: String(item.id), label: item.name }));
    },
  });
}
