import { DownloadOutlined } from '@ant-design/icons';
import {
  type ZatcaDocumentRecord,
  type ZatcaDocumentStatusKey,
  zatcaDocuments,
} from '@sufra/contract/resources/e-invoices';
import type { Locale } from '@sufra/contract/user-types';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { labelsOf, StatusTag } from '../status/status-tag.tsx';
import './e-invoice.css';

/**
 * Where a document is with ZATCA, in colour: being signed and waiting amber and blue, reported and
 * cleared green, reported with warnings dark gold, rejected red (solid, dark enough for white text).
 */
export const ZATCA_STATUS_COLORS: Readonly<Record<ZatcaDocumentStatusKey, string>> = {
  pending: '#874d00',
  waiting: '#0958d9',
  reported: '#237804',
  warned: '#ad4e00',
  rejected: '#a8071a',
  cleared: '#135200',
};

/** A status, a kind, an environment… of e-invoicing in a language (the contract's labels). */
export const zatcaLabel = labelsOf(zatcaDocuments.labels);

export function ZatcaStatusTag({ status, lang }: { status: ZatcaDocumentStatusKey; lang: Locale }) {
  return <StatusTag status={status} lang={lang} colors={ZATCA_STATUS_COLORS} label={zatcaLabel} />;
}

/** ZATCA's answer on a document: the rules it broke (errors) and warned about, each with its code. */
export function ZatcaMessages({ document }: { document: Pick<ZatcaDocumentRecord, 'warnings' | 'errors'> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const all = [
    ...document.errors.map((message) => ({ ...message, level: 'errors' as const })),
    ...document.warnings.map((message) => ({ ...message, level: 'warnings' as const })),
  ];
  if (all.length === 0) {
    return <Typography.Text type="secondary">{t('einvoicing.document.no_messages')}</Typography.Text>;
  }
  return (
    <ul className="zatca-messages" aria-label={t('einvoicing.document.messages')}>
      {all.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ZATCA may repeat a code; its answer keeps its order.
        <li key={index}>
          <Flex gap={6} wrap align="baseline">
            <Tag color={message.level === 'errors' ? 'error' : 'warning'}>
              {zatcaLabel(lang, message.level)}
            </Tag>
            <bdi dir="ltr" className="zatca-message-code">
              {message.code}
            </bdi>
          </Flex>
          <Typography.Text dir="auto">{message.message}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** `GET orders/{order}/e-invoices/{document}/xml` saved as `{number}.xml` (it needs the session's token). */
async function downloadXml(orderId: number, documentId: number, number: string): Promise<void> {
  const response = await apiFetch(`orders/${orderId}/e-invoices/${documentId}/xml`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number.replace(/[^\w.-]+/g, '_')}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The signed document as ZATCA has it (UBL 2.1 XML), downloaded through the order's documents path. */
export function XmlDownloadButton({
  orderId,
  document: record,
}: {
  orderId: number;
  document: Pick<ZatcaDocumentRecord, 'id' | 'number' | 'status'>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={record.status === 'pending'}
      onClick={() => {
        setBusy(true);
        // A failure is toasted by the client (SPEC §8); nothing else to do here.
        void downloadXml(orderId, record.id, record.number)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('einvoicing.document.xml')}
    </Button>
  );
}
