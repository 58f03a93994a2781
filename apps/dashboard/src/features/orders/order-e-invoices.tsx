import { orderEInvoices } from '@sufra/contract/endpoints/e-invoices';
import type { ZatcaDocumentRecord } from '@sufra/contract/resources/e-invoices';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  XmlDownloadButton,
  ZatcaMessages,
  ZatcaStatusTag,
  zatcaLabel,
} from '../../components/e-invoice/e-invoice-parts.tsx';
import { call } from '../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

/** One document of the order: what it is, its place in the unit's chain, ZATCA's answer, its XML. */
function OrderDocument({ orderId, document }: { orderId: number; document: ZatcaDocumentRecord }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const label = (key: string) => zatcaLabel(lang, key);
  return (
    <section className="order-e-invoice" aria-label={`${label(document.kind)} ${document.number}`}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'kind', label: label('kind'), children: label(document.kind) },
          {
            key: 'counter',
            label: label('counter'),
            children: formatNumber(document.counter, lang),
          },
          {
            key: 'uuid',
            label: label('uuid'),
            children: (
              <bdi dir="ltr" className="zatca-document-values">
                {document.uuid}
              </bdi>
            ),
          },
          {
            key: 'status',
            label: label('status'),
            children: <ZatcaStatusTag status={document.status} lang={lang} />,
          },
          {
            key: 'reported_at',
            label: label('reported_at'),
            children: document.reported_at ? formatDateTime(document.reported_at, lang) : '—',
          },
          ...(document.reason ? [{ key: 'reason', label: label('reason'), children: document.reason }] : []),
        ]}
      />
      <Flex vertical gap={8} className="order-e-invoice-answer">
        <Typography.Text strong>{t('einvoicing.document.messages')}</Typography.Text>
        <ZatcaMessages document={document} />
        <div>
          <XmlDownloadButton orderId={orderId} document={document} />
        </div>
      </Flex>
    </section>
  );
}

/**
 * The order drawer's e-invoice section: the signed tax invoice of its hand-over and any credit note
 * after it, each with where it is with ZATCA. A branch not onboarded has none (phase 1 only).
 */
export function OrderEInvoices({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const scope = useQueryScope();
  const documents = useQuery({
    queryKey: queryKeys.detail(scope, 'order-e-invoices', orderId),
    queryFn: ({ signal }) =>
      call(orderEInvoices, { params: { id: orderId }, signal, notify: false, ...scopeRequest(scope) }).then(
        (r) => r.data,
      ),
  });
  return (
    <>
      <Divider titlePlacement="start">{t('einvoicing.order.title')}</Divider>
      {documents.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : documents.data && documents.data.length > 0 ? (
        <Flex vertical gap={16} data-testid="order-e-invoices">
          {documents.data.map((document) => (
            <OrderDocument key={document.id} orderId={orderId} document={document} />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('einvoicing.order.none')}</Typography.Text>
      )}
    </>
  );
}
