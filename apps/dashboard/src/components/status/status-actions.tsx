import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../resource/resource-config.ts';
import { AcceptOrderDialog, CancelDialog, type CancelKind } from './step-dialogs.tsx';
import { type StepBody, useStatusStep } from './use-status-step.ts';

interface StatusActionsProps {
  resource: 'orders' | 'reservations';
  /** The reasons a cancel offers. */
  kind: CancelKind;
  record: ResourceRecord & { next_statuses: readonly string[] };
  /** The i18n prefix of the steps' button labels (`orders.steps`, `reservations_page.steps`). */
  labels: string;
  size?: 'small' | 'middle' | 'large';
}

/**
 * The steps this user may take now (`next_statuses`, from the server): canceling asks for a reason,
 * accepting an order for an optional delay; every other step is one click.
 */
export function StatusActions({ resource, kind, record, labels, size = 'middle' }: StatusActionsProps) {
  const { t } = useTranslation();
  const { take, busy } = useStatusStep(resource);
  const [dialog, setDialog] = useState<'accept' | 'cancel' | null>(null);
  const run = async (body: StepBody) => {
    await take(record.id, body);
    setDialog(null);
  };
  if (record.next_statuses.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {record.next_statuses.map((status) => (
        <Button
          key={status}
          size={size}
          type={status === 'canceled' ? 'default' : 'primary'}
          danger={status === 'canceled'}
          loading={busy === record.id && dialog === null}
          onClick={() => {
            if (resource === 'orders' && status === 'preparing') setDialog('accept');
            else if (status === 'canceled') setDialog('cancel');
            else void run({ status });
          }}
        >
          {t(`${labels}.${status}`)}
        </Button>
      ))}
      {resource === 'orders' ? (
        <AcceptOrderDialog
          open={dialog === 'accept'}
          busy={busy === record.id}
          onCancel={() => setDialog(null)}
          onConfirm={(values) => void run({ status: 'preparing', ...values })}
        />
      ) : null}
      <CancelDialog
        kind={kind}
        open={dialog === 'cancel'}
        busy={busy === record.id}
        onCancel={() => setDialog(null)}
        onConfirm={(values) => void run({ status: 'canceled', ...values })}
      />
    </Flex>
  );
}
