import { fieldLabel } from '@sufra/contract/messages';
import { CANCEL_REASON_TYPES, type cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import type { z } from 'zod';
import { stateColumns } from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { cancelReasonsKey } from './keys.ts';

type CancelReason = z.infer<typeof cancelReasons.record>;

const columns: ResourceColumn<CancelReason>[] = [
  { key: 'id', width: 80 },
  { key: 'ar_reason', width: 200 },
  { key: 'en_reason', width: 200 },
  { key: 'type', width: 130, render: (record, { lang, labels }) => fieldLabel(lang, record.type, labels) },
  ...stateColumns,
];

export const cancelReasonsPage: ResourcePageConfig<CancelReason> = {
  ...cancelReasonsKey,
  columns,
  form: [
    { name: 'ar_reason', kind: 'text', dir: 'rtl' },
    { name: 'en_reason', kind: 'text', dir: 'ltr' },
    { name: 'type', kind: 'select', options: CANCEL_REASON_TYPES },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { blocked: false },
};

export default cancelReasonsPage;
