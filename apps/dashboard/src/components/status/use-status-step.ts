import type { EndpointAnswer } from '@sufra/contract/endpoints/endpoint';
import { orderStatus } from '@sufra/contract/endpoints/orders';
import { reservationStatus } from '@sufra/contract/endpoints/reservations';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useReplaceRecord } from '../resource/use-resource-mutations.ts';

/** The status step of each resource that has one. */
const STEPS = { orders: orderStatus, reservations: reservationStatus } as const;
type StepRecord = EndpointAnswer<(typeof STEPS)[keyof typeof STEPS]>['data'];

export interface StepBody {
  status: string;
  cancel_reason_id?: number;
  delay_minutes?: number;
  note?: string;
}

/**
 * Take one step of an order or a reservation (`POST {resource}/{id}/status`): the server's message
 * as a toast, the record's new state in every list and drawer at once, the lists (and the kitchen
 * board) refreshed. A refused step shows the server's message (it names both statuses) and changes
 * nothing here.
 */
export function useStatusStep(resource: keyof typeof STEPS): {
  take: (id: number, body: StepBody) => Promise<StepRecord | undefined>;
  busy: number | null;
} {
  const client = useQueryClient();
  const replace = useReplaceRecord(resource);
  const [busy, setBusy] = useState<number | null>(null);
  const take = async (id: number, body: StepBody) => {
    setBusy(id);
    try {
      const response = await call(STEPS[resource], { params: { id }, body });
      if (response?.message) toast.success(response.message);
      if (response?.data) replace(response.data);
      void client.invalidateQueries({ queryKey: queryKeys.lists(resource) });
      void client.invalidateQueries({ queryKey: queryKeys.resource(`${resource}-live`) });
      return response?.data;
    } catch {
      return undefined;
    } finally {
      setBusy(null);
    }
  };
  return { take, busy };
}
