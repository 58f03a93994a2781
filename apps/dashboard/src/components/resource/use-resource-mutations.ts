import type { ListResponse } from '@sufra/contract/resource';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ResourceRecord } from './resource-config.ts';

/** SPEC §9: the list reloads 1 s after a delete. */
export const DELETE_RELOAD_MS = 1000;

export function listKey(resource: string): readonly unknown[] {
  return [resource, 'list'];
}

function patchLists(
  client: QueryClient,
  resource: string,
  patch: (rows: ResourceRecord[]) => ResourceRecord[],
): void {
  client.setQueriesData<ListResponse<ResourceRecord>>({ queryKey: listKey(resource) }, (old) =>
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
    client.removeQueries({ queryKey: [resource, 'show', id] });
    setTimeout(() => void client.invalidateQueries({ queryKey: listKey(resource) }), DELETE_RELOAD_MS);
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
    else void client.invalidateQueries({ queryKey: listKey(resource) });
    void client.invalidateQueries({ queryKey: [resource, 'show', id] });
  };
}

/** Put a record the server answered with into every loaded page of its lists, and refresh its details. */
export function useReplaceRecord(resource: string): (record: ResourceRecord) => void {
  const client = useQueryClient();
  return (record) => {
    patchLists(client, resource, (rows) => rows.map((row) => (row.id === record.id ? record : row)));
    client.setQueryData([resource, 'show', record.id], record);
  };
}
