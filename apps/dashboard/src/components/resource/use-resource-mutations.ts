import type { ListResponse } from '@sufra/contract/resource';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import type { ResourceRecord } from './resource-config.ts';

/** SPEC §9: the list reloads 1 s after a delete. */
export const DELETE_RELOAD_MS = 1000;

function patchLists(
  client: QueryClient,
  resource: string,
  patch: (rows: ResourceRecord[]) => ResourceRecord[],
): void {
  client.setQueriesData<ListResponse<ResourceRecord>>({ queryKey: queryKeys.lists(resource) }, (old) =>
    old ? { ...old, data: patch(old.data) } : old,
  );
}

interface MessageResponse {
  message?: string;
  data?: ResourceRecord;
}

/** Delete a row: the server's message as a toast, the row removed at once, the list reloaded after 1 s. */
export function useDeleteRecord(resource: string): (id: number) => Promise<void> {
  const client = useQueryClient();
  return async (id) => {
    const response = await api<MessageResponse>(`${resource}/${id}`, { method: 'DELETE' });
    if (response?.message) toast.success(response.message);
    patchLists(client, resource, (rows) => rows.filter((row) => row.id !== id));
    client.removeQueries({ queryKey: queryKeys.details(resource, id) });
    setTimeout(
      () => void client.invalidateQueries({ queryKey: queryKeys.lists(resource) }),
      DELETE_RELOAD_MS,
    );
  };
}

/** Flip `blocked` through `POST {resource}/{id}/toggle-status`. */
export function useToggleStatus(resource: string): (id: number) => Promise<void> {
  const client = useQueryClient();
  return async (id) => {
    const response = await api<MessageResponse>(`${resource}/${id}/toggle-status`, { method: 'POST' });
    if (response?.message) toast.success(response.message);
    const updated = response?.data;
    if (updated) patchLists(client, resource, (rows) => rows.map((row) => (row.id === id ? updated : row)));
    else void client.invalidateQueries({ queryKey: queryKeys.lists(resource) });
    void client.invalidateQueries({ queryKey: queryKeys.details(resource, id) });
  };
}

/** Put a record the server answered with into every loaded page of its lists, and refresh its details. */
export function useReplaceRecord(resource: string): (record: ResourceRecord) => void {
  const client = useQueryClient();
  const scope = useQueryScope();
  return (record) => {
    patchLists(client, resource, (rows) => rows.map((row) => (row.id === record.id ? record : row)));
    // The answer is in this language: the record's details in the other one are fetched again.
    client.removeQueries({ queryKey: queryKeys.details(resource, record.id) });
    client.setQueryData(queryKeys.detail(scope, resource, record.id), record);
  };
}
