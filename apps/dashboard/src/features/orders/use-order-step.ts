import type { OrderDetails } from '@sufra/contract/resources/orders';
import type { OrderStatus } from '@sufra/contract/statuses';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReplaceRecord } from '../../components/resource/use-resource-mutations.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';

export interface StepBody {
  status: OrderStatus;
  cancel_reason_id?: number;
  delay_minutes?: number;
  note?: string;
}

/**
 * Take one step of an order (`POST orders/{id}/status`): the server's message as a toast, the
 * order's new state in every list and drawer at once, the lists and the kitchen board refreshed.
 * A refused step shows the server's message (it names both statuses) and changes nothing here.
 */
export function useOrderStep(): {
  take: (id: number, body: StepBody) => Promise<OrderDetails | undefined>;
  busy: number | null;
} {
  const client = useQueryClient();
  const replace = useReplaceRecord('orders');
  const [busy, setBusy] = useState<number | null>(null);
  const take = async (id: number, body: StepBody) => {
    setBusy(id);
    try {
      const response = await api<{ message?: string; data?: OrderDetails }>(`orders/${id}/status`, {
        method: 'POST',
        body,
      });
      if (response?.message) toast.success(response.message);
      if (response?.data) replace(response.data);
      void client.invalidateQueries({ queryKey: queryKeys.lists('orders') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('orders-live') });
      return response?.data;
    } catch {
      return undefined;
    } finally {
      setBusy(null);
    }
  };
  return { take, busy };
}
