import { ShopOutlined } from '@ant-design/icons';
import { fieldLabel } from '@sufra/contract/messages';
import { type VendorRecord, vendors } from '@sufra/contract/resources/vendors';
import { Flex, Image } from 'antd';
import { ApprovalStatusCell } from '../../components/approval/approval-status-cell.tsx';
import { ApprovalTag } from '../../components/approval/approval-tag.tsx';
import { DocumentList } from '../../components/brand-files/brand-uploads.tsx';
import { idAndNames, stateColumns } from '../../components/resource/common-columns.ts';
import type {
  RenderContext,
  ResourceColumn,
  ResourcePageConfig,
} from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { formatAmount, formatPercent } from '../../lib/format.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import './vendors.css';
import { vendorsKey } from './keys.ts';

type Vendor = VendorRecord & { id: number; [key: string]: unknown };

const brandName = (record: Vendor, lang: RenderContext['lang']) =>
  lang === 'ar' ? record.brand_ar : record.brand_en;

const logo: ResourceColumn<Vendor> = {
  key: 'logo_url',
  width: 64,
  render: (record, { lang }) =>
    record.logo_url ? (
      <Image
        src={record.logo_thumbnail_url ?? record.logo_url}
        preview={{ src: record.logo_url }}
        alt={brandName(record, lang)}
        width={40}
        height={40}
        className="vendor-logo-thumb"
      />
    ) : (
      <ShopOutlined aria-label={brandName(record, lang)} className="vendor-logo-thumb" />
    ),
};

const status: ResourceColumn<Vendor> = {
  key: 'status',
  width: 210,
  render: (record) => <ApprovalStatusCell resource="vendors" permission="vendors" record={record} />,
};

const commission: ResourceColumn<Vendor> = {
  key: 'commission_rate',
  titleKey: 'resources.vendors.commission',
  width: 120,
  // The rate and the fixed amount per order, each kept whole in either direction.
  render: (record, { lang, t }) => (
    <Flex vertical>
      <bdi>{formatPercent(record.commission_rate, lang)}</bdi>
      <bdi>{`+ ${t('common.amount_sar', { amount: formatAmount(record.commission_amount, lang) })}`}</bdi>
    </Flex>
  ),
};

const phone = (key: 'whatsapp_number' | 'manager_phone'): ResourceColumn<Vendor> => ({
  key,
  render: (record) => {
    const value = record[key];
    return value ? <span dir="ltr">+966 {phoneForDisplay(value)}</span> : '—';
  },
});

/** At 1366 px every column fits beside the sider. */
const columns: ResourceColumn<Vendor>[] = [
  logo,
  { key: 'id', width: 64 },
  {
    key: 'brand_ar',
    titleKey: 'resources.vendors.name',
    width: 190,
    // The name in the page's language, the other beneath it.
    render: (record, { lang }) => (
      <TwoLines main={brandName(record, lang)} sub={brandName(record, lang === 'ar' ? 'en' : 'ar')} />
    ),
  },
  status,
  commission,
  { key: 'blocked' },
  { key: 'created_at', width: 150 },
];

const details: ResourceColumn<Vendor>[] = [
  {
    key: 'logos',
    render: (record, { lang, t }) =>
      record.logos.length === 0 ? (
        t('common.none')
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {record.logos.map((item) => (
              <Image
                key={item.id}
                src={item.thumbnail_url ?? item.url}
                preview={{ src: item.url }}
                alt={`${brandName(record, lang)} ${item.position}`}
                width={72}
                height={72}
                className="vendor-logo-image"
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ),
  },
  ...idAndNames('brand_ar', 'brand_en'),
  { key: 'status', render: (record) => <ApprovalTag status={record.status} resource="vendors" /> },
  { key: 'status_reason' },
  { key: 'documents', render: (record) => <DocumentList documents={record.documents} /> },
  { key: 'commercial_register' },
  { key: 'tax_no' },
  {
    key: 'category',
    render: (record, { lang }) => (record.category ? fieldLabel(lang, record.category, vendors.labels) : '—'),
  },
  commission,
  { key: 'owners' },
  { key: 'manager_name' },
  { key: 'manager_email' },
  phone('manager_phone'),
  { key: 'bank' },
  { key: 'bank_account' },
  { key: 'iban' },
  { key: 'bank_account_holder_name' },
  phone('whatsapp_number'),
  { key: 'facebook' },
  { key: 'twitter' },
  { key: 'linkedin' },
  { key: 'single_branch' },
  { key: 'branches_count' },
  ...stateColumns,
];

/**
 * Brands (SPEC §3): the list with the approval status dialog and the block switch, the details
 * drawer with the documents and logos; add and edit are the feature's own form (files, sections).
 */
export const vendorsPage: ResourcePageConfig<Vendor> = {
  ...vendorsKey,
  columns,
  details,
  form: [],
};

export default vendorsPage;
