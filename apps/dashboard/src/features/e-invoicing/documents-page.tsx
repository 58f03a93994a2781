import type { ZatcaDocumentRecord } from '@sufra/contract/resources/e-invoices';
import { Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  XmlDownloadButton,
  ZatcaMessages,
  ZatcaStatusTag,
} from '../../components/e-invoice/e-invoice-parts.tsx';
import { branchColumns } from '../../components/resource/branch-columns.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { ComplianceIntro } from './compliance-intro.tsx';
import { zatcaDocumentsKey } from './keys.ts';
import { labelColumn, ltrValue } from './values.tsx';

type Document = ZatcaDocumentRecord;

const PLATFORM = ['admin'] as const;

const status: ResourceColumn<Document> = {
  key: 'status',
  width: 170,
  render: (record, { lang }) => <ZatcaStatusTag status={record.status} lang={lang} />,
};

/** The list: at 1366 px every column fits beside the sider, the platform's brand under each branch. */
const columns: ResourceColumn<Document>[] = [
  {
    key: 'number',
    width: 170,
    render: (record, { lang }) => (
      <TwoLines main={record.number} mainDir="ltr" sub={formatDateTime(record.issued_at, lang)} />
    ),
  },
  labelColumn('kind', 120),
  { key: 'counter', width: 110, render: (record, { lang }) => formatNumber(record.counter, lang) },
  status,
  ...branchColumns<Document>(190, 170),
  { key: 'reported_at', width: 150 },
];

/** The document's own section of the drawer: ZATCA's answer and the signed XML. */
function DocumentSection({ document }: { document: Document }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} className="zatca-document-section">
      <Divider titlePlacement="start">{t('einvoicing.document.messages')}</Divider>
      <ZatcaMessages document={document} />
      {document.order_id !== null ? (
        <>
          <Divider titlePlacement="start">{t('einvoicing.document.file')}</Divider>
          <div>
            <XmlDownloadButton orderId={document.order_id} document={document} />
          </div>
        </>
      ) : null}
    </Flex>
  );
}

function DocumentsIntro() {
  return <ComplianceIntro tab="documents" />;
}

/** The compliance page's documents tab: every document issued, with ZATCA's answer. */
export const documentsPage: ResourcePageConfig<Document> = {
  ...zatcaDocumentsKey,
  columns,
  details: [
    ltrValue('number'),
    labelColumn('kind'),
    labelColumn('profile'),
    status,
    { key: 'brand_name', userTypes: PLATFORM },
    { key: 'branch_name' },
    { ...ltrValue('order_number'), when: (record) => record.order_number !== null },
    { key: 'counter', render: (record, { lang }) => formatNumber(record.counter, lang) },
    ltrValue('uuid'),
    { key: 'issued_at' },
    { key: 'reported_at' },
    { key: 'attempts', render: (record, { lang }) => formatNumber(record.attempts, lang) },
    { key: 'next_attempt_at', when: (record) => record.next_attempt_at !== null },
    { key: 'last_error', when: (record) => record.last_error !== null },
    { ...ltrValue('corrects_number'), when: (record) => record.corrects_number !== null },
    { key: 'reason', when: (record) => record.reason !== null },
    { ...ltrValue('invoice_hash'), when: (record) => record.invoice_hash !== null },
  ],
  detailsSection: (record) => <DocumentSection document={record} />,
  Intro: DocumentsIntro,
  form: [],
  filterUserTypes: { brand_id: PLATFORM },
};

export default documentsPage;
