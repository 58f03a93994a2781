import { type branches, branchOwnBranch } from '@sufra/contract/resources/branches';
import type { Locale } from '@sufra/contract/user-types';
import { Flex, Tag } from 'antd';
import { Fragment } from 'react';
import type { z } from 'zod';
import { ApprovalStatusCell } from '../../components/approval/approval-status-cell.tsx';
import { ApprovalTag } from '../../components/approval/approval-tag.tsx';
import { idAndNames, stateColumns } from '../../components/resource/common-columns.ts';
import type {
  FormFieldDef,
  RenderContext,
  ResourceColumn,
  ResourcePageConfig,
} from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { AddBranchAction } from './add-branch-block.tsx';
import { branchesKey } from './keys.ts';
import { weekDays } from './week.ts';

export type Branch = z.infer<typeof branches.record>;

const ADMIN = ['admin'] as const;
const BRAND_SIDE = ['vendor', 'branch'] as const;

/** The delivery and booking switches, in the order the form shows them. */
export const SERVICE_SWITCHES = [
  'receiving',
  'car_delivering',
  'drive_through',
  'on_my_way',
  'table_booking',
] as const satisfies readonly (keyof Branch)[];

/** The approval status; the admin, who takes the steps, gets the status dialog beside it. */
function StatusCell({ record }: { record: Branch }) {
  const { userType } = useSession();
  if (userType !== 'admin') return <ApprovalTag status={record.status} resource="branches" />;
  return <ApprovalStatusCell resource="branches" permission="branches" record={record} />;
}

function Services({ record, ctx }: { record: Branch; ctx: RenderContext }) {
  const on = SERVICE_SWITCHES.filter((key) => record[key]);
  if (on.length === 0) return ctx.t('resources.branches.no_services');
  return (
    <Flex wrap gap={4}>
      {on.map((key) => (
        <Tag key={key}>{ctx.t(`resources.branches.services.${key}`)}</Tag>
      ))}
    </Flex>
  );
}

function Hours({ record, ctx }: { record: Branch; ctx: RenderContext }) {
  if (record.working_hours.length === 0) return ctx.t('resources.branches.no_hours');
  return (
    <Flex vertical gap={2}>
      {weekDays(ctx.lang).map((day) => {
        const ranges = record.working_hours.filter((range) => range.day_of_week === day);
        return (
          <span key={day}>
            {ctx.t(`resources.branches.days.${day}`)}:{' '}
            {ranges.length === 0
              ? ctx.t('resources.branches.closed')
              : ranges.map((range, index) => (
                  <Fragment key={range.opening_time}>
                    {index > 0 ? (ctx.lang === 'ar' ? '، ' : ', ') : null}
                    <bdi className="time-range">
                      {formatTime(range.opening_time, ctx.lang)}–{formatTime(range.closing_time, ctx.lang)}
                    </bdi>
                  </Fragment>
                ))}
          </span>
        );
      })}
    </Flex>
  );
}

const branchName = (record: Branch, lang: Locale) => (lang === 'ar' ? record.name_ar : record.name_en);
/** The platform sees each branch with its brand beneath it; a brand, its own branches by name. */
const name: ResourceColumn<Branch> = {
  key: 'name',
  width: 190,
  userTypes: ADMIN,
  render: (record, { lang }) => <TwoLines main={branchName(record, lang)} sub={record.brand_name} />,
};
const ownName: ResourceColumn<Branch> = {
  key: 'name',
  width: 170,
  userTypes: BRAND_SIDE,
  render: (record, { lang }) => branchName(record, lang),
};
const brand: ResourceColumn<Branch> = {
  key: 'brand_id',
  width: 140,
  userTypes: ADMIN,
  render: (record) => record.brand_name,
};
const city: ResourceColumn<Branch> = {
  key: 'city_id',
  width: 100,
  render: (record) => record.city_name ?? '—',
};
const status: ResourceColumn<Branch> = {
  key: 'status',
  width: 210,
  render: (record) => <StatusCell record={record} />,
};
const services: ResourceColumn<Branch> = {
  key: 'services',
  titleKey: 'resources.branches.services_title',
  width: 200,
  render: (record, ctx) => <Services record={record} ctx={ctx} />,
};

/** At 1366 px every column fits beside the sider, for the platform and for a brand. */
const columns: ResourceColumn<Branch>[] = [
  { key: 'id', width: 60 },
  name,
  ownName,
  city,
  status,
  services,
  { key: 'blocked' },
];

const details: ResourceColumn<Branch>[] = [
  ...idAndNames('name_ar', 'name_en'),
  brand,
  status,
  { key: 'status_reason' },
  { key: 'address_ar' },
  { key: 'address_en' },
  {
    key: 'address_lat',
    titleKey: 'resources.branches.coordinates',
    render: (record) => <bdi dir="ltr">{`${record.address_lat}, ${record.address_long}`}</bdi>,
  },
  city,
  { key: 'district_id', render: (record) => record.district_name ?? '—' },
  { key: 'phone', render: (record) => (record.phone ? <bdi dir="ltr">+{record.phone}</bdi> : '—') },
  { key: 'working_hours', render: (record, ctx) => <Hours record={record} ctx={ctx} /> },
  services,
  { key: 'tables_inside' },
  { key: 'tables_outside' },
  {
    key: 'booking_fees',
    render: (record, { lang, t }) =>
      t('common.amount_sar', { amount: formatAmount(record.booking_fees, lang) }),
  },
  { key: 'hold_minutes' },
  { key: 'accept_booking_duration_minites' },
  { key: 'activate_account_deletion' },
  ...stateColumns,
];

/** The form's fields by section (the form page lays them out with the map, the places and the hours). */
export const NAME_FIELDS: readonly FormFieldDef[] = [
  { name: 'brand_id', kind: 'select', source: 'branch-brands', userTypes: ADMIN, modes: ['add'] },
  { name: 'name_ar', kind: 'text', maxLength: 150, dir: 'rtl' },
  { name: 'name_en', kind: 'text', maxLength: 150, dir: 'ltr' },
  { name: 'phone', kind: 'phone' },
  { name: 'address_ar', kind: 'text', filter: 'none', maxLength: 500, dir: 'rtl', wide: true },
  { name: 'address_en', kind: 'text', filter: 'none', maxLength: 500, dir: 'ltr', wide: true },
];
export const SERVICE_FIELDS: readonly FormFieldDef[] = [
  ...SERVICE_SWITCHES.map((key): FormFieldDef => ({ name: key, kind: 'switch' })),
  { name: 'activate_account_deletion', kind: 'switch' },
  { name: 'blocked', kind: 'active' },
];
export const BOOKING_FIELDS: readonly FormFieldDef[] = [
  { name: 'tables_inside', kind: 'integer', maxLength: 3 },
  { name: 'tables_outside', kind: 'integer', maxLength: 3 },
  { name: 'booking_fees', kind: 'money' },
  { name: 'hold_minutes', kind: 'integer', maxLength: 3 },
  { name: 'accept_booking_duration_minites', kind: 'integer', maxLength: 3 },
];

/**
 * Branches (SPEC §3): the admin sees every brand's, a vendor its brand's, a branch manager its own
 * (read only). The add and edit pages are the branch form (map, places, hours), not the generic one.
 */
export const branchesPage: ResourcePageConfig<Branch> = {
  ...branchesKey,
  realms: { branch: branchOwnBranch },
  ListAction: AddBranchAction,
  columns,
  details,
  filterUserTypes: { brand_id: ADMIN },
  form: [...NAME_FIELDS, ...SERVICE_FIELDS, ...BOOKING_FIELDS],
  defaults: {
    receiving: true,
    car_delivering: false,
    drive_through: false,
    on_my_way: false,
    table_booking: false,
    activate_account_deletion: false,
    blocked: false,
    tables_inside: '0',
    tables_outside: '0',
    booking_fees: '0',
    hold_minutes: '15',
    accept_booking_duration_minites: '90',
    working_hours: [],
  },
};

export default branchesPage;
