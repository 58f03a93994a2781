import { fieldLabel } from '@sufra/contract/messages';
import {
  type CommissionInvoiceStatusKey,
  commissionInvoices,
} from '@sufra/contract/resources/commission-invoices';
import type { Locale } from '@sufra/contract/user-types';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { formatAmount, formatDateTime, formatMonth, formatNumber } from '../../lib/format.ts';
import { commissionInvoicesKey } from './keys.ts';

type CommissionInvoice = z.infer<typeof commissionInvoices.record>;

const STATUS_COLORS: Record<CommissionInvoiceStatusKey, string> = {
  pending: 'gold',
  held: 'orange',
  signed: 'blue',
  cleared: 'green',
  rejected: 'red',
};

const label = (lang: Locale, value: string) => fieldLabel(lang, value, commissionInvoices.labels);

/** Saves a cleared invoice's XML or PDF/A-3 (the API needs the session's token) under the server's name. */
async function download(id: number, kind: 'xml' | 'pdf', fallback: string): Promise<void> {
  const response = await apiFetch(`commission-invoices/${id}/${kind}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The XML and PDF buttons of a cleared invoice (none before ZATCA cleared it). */
function Downloads({ invoice }: { invoice: CommissionInvoice }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'xml' | 'pdf' | null>(null);
  if (invoice.status !== 'cleared') return null;
  const get = (kind: 'xml' | 'pdf') => {
    setBusy(kind);
    download(invoice.id, kind, `${invoice.number}.${kind}`)
      .catch(() => {})
      .finally(() => setBusy(null));
  };
  return (
    <Space size={4} wrap>
      <Button size="small" loading={busy === 'pdf'} onClick={() => get('pdf')}>
        {t('commission_invoices.download_pdf')}
      </Button>
      <Button size="small" loading={busy === 'xml'} onClick={() => get('xml')}>
        {t('commission_invoices.download_xml')}
      </Button>
    </Space>
  );
}

/** At 1366 px every column fits beside the sider, for the platform and for a brand. */
const columns: ResourceColumn<CommissionInvoice>[] = [
  { key: 'brand_name', width: 150, userTypes: ['admin'] },
  { key: 'month', width: 90, render: (record, { lang }) => formatMonth(record.month, lang) },
  { key: 'number', width: 190, render: (record) => <bdi>{record.number}</bdi> },
  {
    key: 'status',
    width: 120,
    render: (record, { lang }) => (
      <Tag className="status-tag" color={STATUS_COLORS[record.status]}>
        {label(lang, record.status)}
      </Tag>
    ),
  },
  {
    key: 'commission',
    width: 100,
    render: (record, { lang }) => <bdi>{formatAmount(record.commission, lang)}</bdi>,
  },
  {
    key: 'total',
    width: 110,
    render: (record, { lang }) =>
      record.total === null ? null : <bdi>{formatAmount(record.total, lang)}</bdi>,
  },
  {
    key: 'downloads',
    titleKey: 'commission_invoices.documents',
    width: 170,
    render: (record) => <Downloads invoice={record} />,
  },
];

const details: ResourceColumn<CommissionInvoice>[] = [
  ...columns.filter((column) => column.key !== 'downloads'),
  { key: 'orders_count', render: (record, { lang }) => formatNumber(record.orders_count, lang) },
  {
    key: 'vat',
    render: (record, { lang }) => (record.vat === null ? null : <bdi>{formatAmount(record.vat, lang)}</bdi>),
  },
  {
    key: 'counter',
    render: (record, { lang }) => (record.counter === null ? null : formatNumber(record.counter, lang)),
  },
  { key: 'issued_at', render: (record, { lang }) => formatDateTime(record.issued_at, lang) },
  {
    key: 'cleared_at',
    render: (record, { lang }) => formatDateTime(record.cleared_at, lang),
  },
  { key: 'last_error', when: (record) => record.last_error !== null, render: (record) => record.last_error },
  {
    key: 'errors',
    when: (record) => record.errors.length > 0,
    render: (record) =>
      record.errors.map((error) => <div key={error.code}>{`${error.code}: ${error.message}`}</div>),
  },
  {
    key: 'downloads',
    titleKey: 'commission_invoices.documents',
    render: (record) => <Downloads invoice={record} />,
  },
];

/** `/commission-invoices`: the platform sees every brand's invoices; a brand its own, and downloads them. */
export const commissionInvoicesPage: ResourcePageConfig<CommissionInvoice> = {
  ...commissionInvoicesKey,
  columns,
  details,
  form: [],
  filterUserTypes: { brand_id: ['admin'] },
};

export default commissionInvoicesPage;
