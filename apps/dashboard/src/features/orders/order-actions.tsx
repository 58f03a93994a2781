import type { OrderStatus } from '@sufra/contract/statuses';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcceptOrderDialog, CancelOrderDialog } from './order-step-dialogs.tsx';
import { type StepBody, useOrderStep } from './use-order-step.ts';

interface OrderActionsProps {
  order: { id: number; next_statuses: readonly OrderStatus[] };
  size?: 'small' | 'middle' | 'large';
}

/**
 * The steps this user may take now (`next_statuses`, from the server): accepting asks for an
 * optional delay, canceling for a reason; every other step is one click.
 */
export function OrderActions({ order, size = 'middle' }: OrderActionsProps) {
  const { t } = useTranslation();
  const { take, busy } = useOrderStep();
  const [dialog, setDialog] = useState<'accept' | 'cancel' | null>(null);
  const run = async (body: StepBody) => {
    await take(order.id, body);
    setDialog(null);
  };
  if (order.next_statuses.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          size={size}
          type={status === 'canceled' ? 'default' : 'primary'}
          danger={status === 'canceled'}
          loading={busy === order.id && dialog === null}
          onClick={() => {
            if (status === 'preparing') setDialog('accept');
            else if (status === 'canceled') setDialog('cancel');
            else void run({ status });
          }}
        >
          {t(`orders.steps.${status}`)}
        </Button>
      ))}
      <AcceptOrderDialog
        open={dialog === 'accept'}
        busy={busy === order.id}
        onCancel={() => setDialog(null)}
        onConfirm={(values) => void run({ status: 'preparing', ...values })}
      />
      <CancelOrderDialog
        open={dialog === 'cancel'}
        busy={busy === order.id}
        onCancel={() => setDialog(null)}
        onConfirm={(values) => void run({ status: 'canceled', ...values })}
      />
    </Flex>
  );
}
