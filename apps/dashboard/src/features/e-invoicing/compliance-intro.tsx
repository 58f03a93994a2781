import type { ZatcaSummary } from '@sufra/contract/resources/e-invoices';
import { Alert, Button, Card, Flex, Statistic, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zatcaLabel } from '../../components/e-invoice/e-invoice-parts.tsx';
import { useHolds } from '../../lib/can.ts';
import { formatDate, formatDateTime, formatNumber, formatWaited } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { EnvironmentCard } from './environment-card.tsx';
import { zatcaDocumentsKey, zatcaUnitsKey } from './keys.ts';
import { useZatcaSummary } from './summary.ts';

export type ComplianceTab = 'documents' | 'units';

function Figure({
  title,
  value,
  note,
  tone,
}: {
  title: string;
  value: string;
  note?: ReactNode;
  tone?: string;
}) {
  return (
    <Card size="small" className={tone ? `zatca-figure zatca-figure--${tone}` : 'zatca-figure'}>
      <Statistic title={title} value={value} />
      {note ? (
        <Typography.Text type="secondary" className="zatca-figure-note">
          {note}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** What passed its limit, what it means and what to do: documents late to be reported, certificates expiring. */
function ComplianceAlerts({ summary }: { summary: ZatcaSummary }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  return (
    <>
      {summary.alerts.includes('late') ? (
        <Alert
          type="error"
          showIcon
          data-testid="zatca-alert-late"
          title={t('einvoicing.alerts.late_title')}
          description={t('einvoicing.alerts.late_body', {
            waited:
              summary.oldest_wait_minutes === null ? '' : formatWaited(summary.oldest_wait_minutes, lang),
          })}
          action={
            <Button size="small" onClick={() => navigate(`/${zatcaDocumentsKey.route}?status=waiting`)}>
              {t('einvoicing.alerts.late_action')}
            </Button>
          }
        />
      ) : null}
      {summary.alerts.includes('expiring') ? (
        <Alert
          type="warning"
          showIcon
          data-testid="zatca-alert-expiring"
          title={t('einvoicing.alerts.expiring_title')}
          description={t('einvoicing.alerts.expiring_body', {
            date: formatDate(summary.next_expiry_at, lang),
          })}
          action={
            <Button size="small" onClick={() => navigate(`/${zatcaUnitsKey.route}?state=expiring`)}>
              {t('einvoicing.alerts.expiring_action')}
            </Button>
          }
        />
      ) : null}
    </>
  );
}

/** The figures at a glance: units and certificates, then the documents by where they are with ZATCA. */
function ComplianceFigures({ summary }: { summary: ZatcaSummary }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const n = (value: number) => formatNumber(value, lang);
  const status = (
    key: 'pending' | 'waiting' | 'reported' | 'warned' | 'rejected' | 'cleared',
    tone?: string,
  ) => <Figure key={key} title={zatcaLabel(lang, key)} value={n(summary[key])} {...(tone ? { tone } : {})} />;
  return (
    <section className="zatca-figures" aria-label={t('einvoicing.figures.title')} data-testid="zatca-figures">
      <Figure title={t('einvoicing.figures.units')} value={n(summary.units)} />
      <Figure title={t('einvoicing.figures.without_unit')} value={n(summary.branches_without_unit)} />
      <Figure
        title={t('einvoicing.figures.expiring')}
        value={n(summary.units_expiring)}
        {...(summary.units_expiring > 0 ? { tone: 'warning' } : {})}
        note={
          summary.next_expiry_at
            ? t('einvoicing.figures.next_expiry', { date: formatDate(summary.next_expiry_at, lang) })
            : null
        }
      />
      {status('pending')}
      {status('waiting')}
      {status('reported')}
      {status('warned', summary.warned > 0 ? 'warning' : undefined)}
      {status('rejected', summary.rejected > 0 ? 'danger' : undefined)}
      {status('cleared')}
      <Figure
        title={t('einvoicing.figures.oldest')}
        value={summary.oldest_wait_minutes === null ? '—' : formatWaited(summary.oldest_wait_minutes, lang)}
        {...(summary.alerts.includes('late') ? { tone: 'danger' } : {})}
        note={
          summary.oldest_unreported_at
            ? t('einvoicing.figures.oldest_issued', {
                date: formatDateTime(summary.oldest_unreported_at, lang),
              })
            : t('einvoicing.figures.none_waiting')
        }
      />
    </section>
  );
}

/**
 * Above both lists of the compliance page: the alerts, the figures, the brand's environment and the
 * tabs between the documents (read-reports) and the units (read-branches).
 */
export function ComplianceIntro({ tab }: { tab: ComplianceTab }) {
  const { t } = useTranslation();
  const holds = useHolds();
  const navigate = useNavigate();
  const summary = useZatcaSummary();
  const tabs = [
    ...(holds('read', zatcaDocumentsKey.resource.permission)
      ? [{ key: 'documents', label: t('einvoicing.tabs.documents'), path: zatcaDocumentsKey.route }]
      : []),
    ...(holds('read', zatcaUnitsKey.resource.permission)
      ? [{ key: 'units', label: t('einvoicing.tabs.units'), path: zatcaUnitsKey.route }]
      : []),
  ];
  return (
    <Flex vertical gap={16} className="zatca-intro no-print">
      {summary.data ? (
        <>
          <ComplianceAlerts summary={summary.data} />
          <ComplianceFigures summary={summary.data} />
        </>
      ) : summary.isError ? (
        <Alert type="error" showIcon title={t('einvoicing.figures.unavailable')} />
      ) : null}
      <EnvironmentCard environment={summary.data?.environment ?? null} />
      <Tabs
        className="zatca-tabs"
        activeKey={tab}
        items={tabs.map(({ key, label }) => ({ key, label }))}
        onChange={(key) => {
          const target = tabs.find((item) => item.key === key);
          if (target) navigate(`/${target.path}`);
        }}
      />
    </Flex>
  );
}
