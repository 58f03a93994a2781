import { PrinterOutlined } from '@ant-design/icons';
import { invoice as invoiceEndpoint } from '@sufra/contract/endpoints/orders';
import type { OrderInvoice } from '@sufra/contract/invoice';
import { sar, toHalalas } from '@sufra/contract/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Grid, Segmented, Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { call } from '../../lib/api-client.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { i18n, loadBothCatalogues } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import './invoice.css';

export type InvoiceFormat = 'a4' | 'receipt';

/** Both languages' text of a key: a Saudi simplified invoice reads in Arabic and English at once. */
function both(key: string): { ar: string; en: string } {
  return { ar: i18n.getFixedT('ar')(key), en: i18n.getFixedT('en')(key) };
}

function Bilingual({ k, as: Tag = 'span' }: { k: string; as?: 'span' | 'th' | 'dt' }) {
  const text = both(k);
  return (
    <Tag>
      <span className="invoice-bilingual">
        <span lang="ar" dir="rtl">
          {text.ar}
        </span>
        <span lang="en" dir="ltr">
          {text.en}
        </span>
      </span>
    </Tag>
  );
}

const amount = (value: string) => <bdi dir="ltr">{formatAmount(value, 'en')}</bdi>;

/** The QR of the invoice as an SVG image, carrying its payload for checks (`data-qr`). */
function InvoiceQr({ payload }: { payload: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  if (!svg) return <div className="invoice-qr" />;
  return (
    <img
      className="invoice-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('invoice.qr_alt')}
      data-qr={payload}
    />
  );
}

/** The printed sheet: A4, or an 80 mm receipt of the same content in one column. */
export function InvoiceSheet({ invoice, format }: { invoice: OrderInvoice; format: InvoiceFormat }) {
  return (
    <article className={`invoice-sheet invoice-${format} print-area`} aria-label={both('invoice.title').en}>
      <header className="invoice-head">
        <div className="invoice-seller">
          <strong lang="ar" dir="rtl">
            {invoice.seller.name.ar}
          </strong>
          <strong lang="en" dir="ltr">
            {invoice.seller.name.en}
          </strong>
          <span lang="ar" dir="rtl">
            {invoice.seller.branch_name.ar} — {invoice.seller.branch_address.ar}
          </span>
          <span lang="en" dir="ltr">
            {invoice.seller.branch_name.en} — {invoice.seller.branch_address.en}
          </span>
        </div>
        <h1 className="invoice-title">
          <Bilingual k="invoice.title" />
        </h1>
      </header>
      <dl className="invoice-meta">
        <Bilingual k="invoice.vat_number" as="dt" />
        <dd>
          <bdi dir="ltr">{invoice.seller.vat_number}</bdi>
        </dd>
        <Bilingual k="invoice.commercial_register" as="dt" />
        <dd>
          <bdi dir="ltr">{invoice.seller.commercial_register}</bdi>
        </dd>
        <Bilingual k="invoice.number" as="dt" />
        <dd>
          <bdi dir="ltr">{invoice.invoice_number}</bdi>
        </dd>
        <Bilingual k="invoice.date" as="dt" />
        <dd>
          <bdi dir="ltr">{formatDateTime(invoice.issued_at, 'en')}</bdi>
        </dd>
        <Bilingual k="invoice.customer" as="dt" />
        <dd>{invoice.customer_name}</dd>
      </dl>
      <table className="invoice-lines">
        <thead>
          <tr>
            <Bilingual k="invoice.item" as="th" />
            <Bilingual k="invoice.quantity" as="th" />
            <Bilingual k="invoice.unit_price" as="th" />
            <Bilingual k="invoice.vat_rate" as="th" />
            <Bilingual k="invoice.line_total" as="th" />
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines keep their order and have no id of their own.
            <tr key={index}>
              <td>
                <span lang="ar" dir="rtl">
                  {line.name.ar}
                  {line.size ? ` (${line.size.ar})` : ''}
                </span>
                <span lang="en" dir="ltr">
                  {line.name.en}
                  {line.size ? ` (${line.size.en})` : ''}
                </span>
                {line.extras.map((extra) => (
                  <span key={extra.name.en} className="invoice-extra">
                    + {extra.name.ar} / {extra.name.en} ({amount(extra.price)})
                  </span>
                ))}
              </td>
              <td>{line.quantity}</td>
              <td>{amount(sar(toHalalas(line.unit_price) + toHalalas(line.extras_total)))}</td>
              <td>
                <bdi dir="ltr">{Number(line.tax_rate)}%</bdi>
              </td>
              <td>{amount(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-totals">
        <Bilingual k="invoice.subtotal" as="dt" />
        <dd>{amount(invoice.subtotal)}</dd>
        <Bilingual k="invoice.discounts" as="dt" />
        <dd>{amount(invoice.discounts)}</dd>
        <Bilingual k="invoice.taxable_amount" as="dt" />
        <dd>{amount(invoice.taxable_amount)}</dd>
        <Bilingual k="invoice.vat_total" as="dt" />
        <dd>{amount(invoice.taxes)}</dd>
        <Bilingual k="invoice.total" as="dt" />
        <dd className="invoice-grand-total">
          {amount(invoice.total)} <Bilingual k="invoice.currency" />
        </dd>
      </dl>
      <footer className="invoice-foot">
        {invoice.e_invoice?.qr ? (
          // The branch is onboarded: the signed e-invoice's QR (ZATCA's phase 2), said so beneath it.
          <figure className="invoice-qr-figure" data-phase="2">
            <InvoiceQr payload={invoice.e_invoice.qr} />
            <figcaption className="invoice-qr-caption">
              <Bilingual k="invoice.qr_phase2" />
            </figcaption>
          </figure>
        ) : (
          <InvoiceQr payload={invoice.qr} />
        )}
      </footer>
    </article>
  );
}

/**
 * `/orders/:id/invoice`: the order's simplified tax invoice to print, as an A4 page or an 80 mm
 * receipt (a phone's screen shows the receipt until another is chosen); printing leaves out
 * everything but the sheet (the app's `.print-area`), on a page of the chosen size.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = Number(id);
  const scope = useQueryScope();
  const phone = Grid.useBreakpoint().sm === false;
  const [chosen, setFormat] = useState<InvoiceFormat>();
  const format = chosen ?? (phone ? 'receipt' : 'a4');
  const invoice = useQuery({
    queryKey: queryKeys.detail(scope, 'order-invoices', orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
    queryFn: ({ signal }) =>
      // The invoice prints every label in Arabic and English: both catalogues come with its data.
      Promise.all([
        call(invoiceEndpoint, { params: { id: orderId }, signal, ...scopeRequest(scope) }),
        loadBothCatalogues(),
      ]).then(([r]) => r.data),
  });
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('invoice.page_title')}
        under={{ title: t('resources.orders.title'), to: '/orders/record' }}
        extra={
          <>
            <Segmented<InvoiceFormat>
              aria-label={t('invoice.format')}
              value={format}
              onChange={setFormat}
              options={[
                { value: 'a4', label: t('invoice.a4') },
                { value: 'receipt', label: t('invoice.receipt') },
              ]}
            />
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              onClick={() => window.print()}
              disabled={!invoice.data}
            >
              {t('invoice.print')}
            </Button>
          </>
        }
      />
      <style>
        {format === 'a4' ? '@page { size: A4; margin: 12mm; }' : '@page { size: 80mm auto; margin: 3mm; }'}
      </style>
      {invoice.isError ? <Alert type="error" showIcon title={t('invoice.unavailable')} /> : null}
      {invoice.data ? (
        <InvoiceSheet invoice={invoice.data} format={format} />
      ) : invoice.isLoading ? (
        <Skeleton active />
      ) : null}
    </Flex>
  );
}
