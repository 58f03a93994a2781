import { fieldLabel } from '@sufra/contract/messages';
import { COUPON_TYPES, type CouponRecord, coupons } from '@sufra/contract/resources/coupons';
import { Tag } from 'antd';
import { PagedDrawerTable } from '../../components/resource/paged-drawer-table.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { formatAmount, formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { couponUsesTable } from './coupon-uses.tsx';
import { couponsKey } from './keys.ts';

const FILTER_DATE_MAX = '2100-01-01';

/** "15%" ("15٪") or "10.00 SAR": the discount as a customer reads it. */
function discount(record: CouponRecord, lang: 'ar' | 'en', sar: string): string {
  return record.type === 'percentage'
    ? formatPercent(record.discount_amount_code, lang)
    : `${formatAmount(record.discount_amount_code, lang)} ${sar}`;
}

const couponName = (record: CouponRecord, lang: 'ar' | 'en') =>
  lang === 'ar' ? record.coupon_name_ar : record.coupon_name_en;
const id: ResourceColumn<CouponRecord> = { key: 'id', width: 64 };
const code: ResourceColumn<CouponRecord> = {
  key: 'coupon_code',
  width: 130,
  render: (record) => <bdi dir="ltr">{record.coupon_code}</bdi>,
};
const type: ResourceColumn<CouponRecord> = {
  key: 'type',
  render: (record, { lang }) => (
    <Tag className="status-tag" color={record.type === 'percentage' ? 'purple' : 'blue'}>
      {fieldLabel(lang, record.type, coupons.labels)}
    </Tag>
  ),
};
/** "10%" or "25.00 SAR": the value says its type, so the list needs no column for it. */
const amount: ResourceColumn<CouponRecord> = {
  key: 'discount_amount_code',
  width: 110,
  render: (record, { lang, t }) => (
    <bdi dir={record.type === 'percentage' ? 'ltr' : undefined}>
      {discount(record, lang, t('common.sar'))}
    </bdi>
  ),
};
const used: ResourceColumn<CouponRecord> = {
  key: 'used_count',
  width: 100,
  render: (record, { lang }) => (
    <bdi dir="ltr">{`${formatNumber(record.used_count, lang)} / ${formatNumber(record.max_use_code, lang)}`}</bdi>
  ),
};
const valid: ResourceColumn<CouponRecord> = {
  key: 'start_date',
  width: 190,
  titleKey: 'coupons.valid',
  render: (record, { lang }) =>
    `${formatDate(record.start_date, lang)} – ${formatDate(record.end_date, lang)}`,
};
const brand: ResourceColumn<CouponRecord> = {
  key: 'brand_name',
  userTypes: ['admin'],
  render: (record, { t }) => record.brand_name ?? t('coupons.platform'),
};

/**
 * At 1366 px every column fits beside the sider: the platform sees each coupon's brand (or the
 * platform) beneath its name.
 */
const columns: ResourceColumn<CouponRecord>[] = [
  id,
  code,
  {
    key: 'coupon_name_ar',
    width: 180,
    titleKey: 'coupons.name',
    userTypes: ['admin'],
    render: (record, { lang, t }) => (
      <TwoLines main={couponName(record, lang)} sub={record.brand_name ?? t('coupons.platform')} />
    ),
  },
  {
    key: 'coupon_name_ar',
    width: 160,
    titleKey: 'coupons.name',
    userTypes: ['vendor'],
    render: (record, { lang }) => couponName(record, lang),
  },
  amount,
  used,
  valid,
  { key: 'blocked' },
];

/** `/coupons/record|add|{id}/edit`: the platform's coupons (admin) and a brand's (its vendor). */
export const couponsPage: ResourcePageConfig<CouponRecord> = {
  ...couponsKey,
  columns,
  details: [
    id,
    code,
    type,
    amount,
    used,
    valid,
    brand,
    { key: 'blocked' },
    { key: 'coupon_name_ar' },
    { key: 'coupon_name_en' },
    { key: 'remaining_uses', render: (record, { lang }) => formatNumber(record.remaining_uses, lang) },
    { key: 'end_date', render: (record, { lang }) => formatDate(record.end_date, lang) },
    { key: 'created_at' },
  ],
  detailsSection: (record) => <PagedDrawerTable lines={couponUsesTable} recordId={record.id} />,
  form: [
    { name: 'coupon_name_ar', kind: 'text', dir: 'rtl', maxLength: 100 },
    { name: 'coupon_name_en', kind: 'text', dir: 'ltr', maxLength: 100 },
    { name: 'coupon_code', kind: 'text', dir: 'ltr', maxLength: 32, filter: 'none' },
    { name: 'type', kind: 'select', options: COUPON_TYPES },
    { name: 'discount_amount_code', kind: 'money', percentWhen: { field: 'type', value: 'percentage' } },
    { name: 'max_use_code', kind: 'integer' },
    { name: 'start_date', kind: 'date', maxDate: FILTER_DATE_MAX },
    { name: 'end_date', kind: 'date', maxDate: FILTER_DATE_MAX },
    {
      name: 'branch_ids',
      kind: 'select',
      source: 'branches',
      multiple: true,
      userTypes: ['vendor'],
      wide: true,
    },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { type: 'percentage', blocked: false, branch_ids: [] },
  filterUserTypes: { brand_id: ['admin'] },
};

export default couponsPage;
