import type { ZATCA_UNIT_STATES, ZatcaUnitRecord } from '@sufra/contract/resources/e-invoices';
import type { Locale } from '@sufra/contract/user-types';
import { Flex } from 'antd';
import { zatcaLabel } from '../../components/e-invoice/e-invoice-parts.tsx';
import { branchColumns } from '../../components/resource/branch-columns.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { StatusTag } from '../../components/status/status-tag.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ComplianceIntro } from './compliance-intro.tsx';
import { zatcaUnitsKey } from './keys.ts';
import { OnboardBranch } from './onboard-branch.tsx';
import { RenewCertificate } from './renew-certificate.tsx';
import { labelColumn, ltrValue } from './values.tsx';

type Unit = ZatcaUnitRecord;
type UnitState = (typeof ZATCA_UNIT_STATES)[number];

const PLATFORM = ['admin'] as const;

/** A certificate valid green, expiring soon dark gold, expired red (white text on each). */
const STATE_COLORS: Readonly<Record<UnitState, string>> = {
  active: '#237804',
  expiring: '#ad4e00',
  expired: '#a8071a',
};

const stateTag = (state: UnitState, lang: Locale) => (
  <StatusTag status={state} lang={lang} colors={STATE_COLORS} label={zatcaLabel} />
);

/** The certificate's state, and the way to renew it (with the right to change branches). */
const certificate: ResourceColumn<Unit> = {
  key: 'state',
  width: 210,
  render: (record, { lang }) => (
    <Flex gap={8} align="center" wrap>
      {stateTag(record.state, lang)}
      <RenewCertificate unit={record} />
    </Flex>
  ),
};

const columns: ResourceColumn<Unit>[] = [
  ...branchColumns<Unit>(200, 190),
  labelColumn('environment', 150),
  certificate,
  { key: 'certificate_expires_at', width: 130 },
  {
    key: 'invoice_counter',
    width: 100,
    render: (record, { lang }) => formatNumber(record.invoice_counter, lang),
  },
  { key: 'onboarded_at', width: 130 },
];

function UnitsIntro() {
  return <ComplianceIntro tab="units" />;
}

/** The compliance page's units tab: each onboarded branch, its certificate, and "onboard a branch". */
export const unitsPage: ResourcePageConfig<Unit> = {
  ...zatcaUnitsKey,
  columns,
  details: [
    { key: 'brand_name', userTypes: PLATFORM },
    { key: 'branch_name' },
    labelColumn('environment'),
    ltrValue('serial_number'),
    { key: 'state', render: (record, { lang }) => stateTag(record.state, lang) },
    { key: 'certificate_expires_at' },
    { key: 'invoice_counter', render: (record, { lang }) => formatNumber(record.invoice_counter, lang) },
    { key: 'street' },
    ltrValue('building_number'),
    { key: 'district' },
    { key: 'city' },
    ltrValue('postal_code'),
    ltrValue('short_address'),
    { key: 'business_category' },
    { key: 'onboarded_at' },
    { key: 'renewed_at', when: (record) => record.renewed_at !== null },
  ],
  Intro: UnitsIntro,
  ListAction: OnboardBranch,
  form: [],
  filterUserTypes: { brand_id: PLATFORM },
};

export default unitsPage;
