import { mealAvailabilityAt } from '@sufra/contract/endpoints/menu';
import { Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplaceRecord } from '../../components/resource/use-resource-mutations.ts';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

interface Availability {
  id: number;
  available: boolean | null;
}

/**
 * A meal's availability at the branch manager's own branch: a switch calling
 * `POST /branch/meals/{id}/availability` (no confirmation: it is undone the same way). Others see it
 * as a tag; brand-wide callers have no such value.
 */
export function AvailabilitySwitch({ record }: { record: Availability }) {
  const { t } = useTranslation();
  const can = useCan();
  const { userType } = useSession();
  const replace = useReplaceRecord('meals');
  const [busy, setBusy] = useState(false);
  if (record.available === null) return '—';
  if (userType !== 'branch' || !can('update', 'meals')) {
    return (
      <Tag color={record.available ? 'green' : 'default'}>
        {t(record.available ? 'menu.available' : 'menu.unavailable')}
      </Tag>
    );
  }
  const change = async (available: boolean) => {
    setBusy(true);
    try {
      const response = await call(mealAvailabilityAt, {
        params: { id: record.id },
        body: { available: available ? 1 : 0 },
      });
      if (response?.message) toast.success(response.message);
      if (response?.data) replace(response.data);
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={record.available}
      loading={busy}
      checkedChildren={t('menu.available')}
      unCheckedChildren={t('menu.unavailable')}
      aria-label={t('menu.availability_toggle')}
      onChange={(next) => void change(next)}
    />
  );
}
