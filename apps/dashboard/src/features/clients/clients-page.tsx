import { fieldLabel } from '@sufra/contract/messages';
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  CLIENT_GENDERS,
  type clients,
} from '@sufra/contract/resources/clients';
import type { z } from 'zod';
import { fieldColumn, stateColumns, stateDetails } from '../../components/resource/common-columns.ts';
import { PagedDrawerTable } from '../../components/resource/paged-drawer-table.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';
import { pointsLedgerTable } from './client-points-ledger.tsx';
import './clients.css';
import { clientsKey } from './keys.ts';

type Client = z.infer<typeof clients.record>;

const phone: ResourceColumn<Client> = {
  key: 'phone',
  width: 145,
  render: (record) => (
    <bdi className="client-phone">{`+${PHONE_PREFIX} ${phoneForDisplay(record.phone)}`}</bdi>
  ),
};

const count = (key: 'points' | 'orders_count' | 'reservations_count', width?: number) =>
  fieldColumn<Client, typeof key>(key, (value, { lang }) => formatNumber(value, lang), width);

/** SPEC's customer columns; their widths add up to the page at 1366 px (narrower screens scroll). */
const columns: ResourceColumn<Client>[] = [
  { key: 'name', width: 140 },
  phone,
  { key: 'email', width: 150 },
  count('points', 75),
  count('orders_count', 75),
  count('reservations_count', 115),
  ...stateColumns,
];

export const clientsPage: ResourcePageConfig<Client> = {
  ...clientsKey,
  columns,
  details: [
    { key: 'id' },
    { key: 'first_name' },
    { key: 'last_name' },
    phone,
    { key: 'email' },
    { key: 'birth_date', render: (record, { lang }) => formatDate(record.birth_date, lang) || '—' },
    {
      key: 'gender',
      render: (record, { lang, labels }) => (record.gender ? fieldLabel(lang, record.gender, labels) : '—'),
    },
    { key: 'country_code', render: (record) => <bdi dir="ltr">+{record.country_code}</bdi> },
    { key: 'city_name' },
    count('points'),
    count('orders_count'),
    count('reservations_count'),
    ...stateDetails,
  ],
  detailsSection: (record) => <PagedDrawerTable lines={pointsLedgerTable} recordId={record.id} />,
  form: [
    { name: 'first_name', kind: 'text', maxLength: 100 },
    { name: 'last_name', kind: 'text', maxLength: 100 },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'phone' },
    { name: 'birth_date', kind: 'date', minDate: BIRTH_DATE_MIN, maxDate: BIRTH_DATE_MAX },
    { name: 'gender', kind: 'select', options: CLIENT_GENDERS },
    { name: 'country_code', kind: 'text', filter: 'digits', maxLength: 4, dir: 'ltr' },
  ],
};

export default clientsPage;
