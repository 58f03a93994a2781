import type { pointSettings } from '@sufra/contract/resources/point-settings';
import type { z } from 'zod';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { formatAmount, formatNumber } from '../../lib/format.ts';
import { pointsKey } from './keys.ts';

type PointSettings = z.infer<typeof pointSettings.record>;

const columns: ResourceColumn<PointSettings>[] = [
  { key: 'id', width: 70 },
  {
    key: 'brand_name',
    width: 180,
    render: (record, { t }) => record.brand_name ?? t('points.platform'),
  },
  { key: 'points', width: 110, render: (record, { lang }) => formatNumber(record.points, lang) },
  { key: 'amount', width: 120, render: (record, { lang }) => <bdi>{formatAmount(record.amount, lang)}</bdi> },
  {
    key: 'point_for_one_riyal',
    width: 120,
    render: (record, { lang }) => formatNumber(record.point_for_one_riyal, lang),
  },
  {
    key: 'meaning',
    titleKey: 'points.meaning',
    width: 260,
    render: (record, { lang, t }) =>
      t('points.meaning_text', {
        count: record.points,
        amount: formatAmount(record.amount, lang),
        earned: t('points.earned', { count: record.point_for_one_riyal }),
      }),
  },
];

/** `/points/record`: the platform's loyalty point settings and brands' own (the platform's users). */
export const pointsPage: ResourcePageConfig<PointSettings> = {
  ...pointsKey,
  columns,
  details: [...columns, { key: 'created_at' }, { key: 'updated_at' }],
  form: [
    { name: 'brand_id', kind: 'select', source: 'vendors', modes: ['add'], labelKey: 'points.brand_hint' },
    { name: 'points', kind: 'integer' },
    { name: 'amount', kind: 'money' },
    { name: 'point_for_one_riyal', kind: 'integer' },
  ],
  defaults: { points: 100, point_for_one_riyal: 1 },
};

export default pointsPage;
