import { zatcaEnvironment } from '@sufra/contract/endpoints/e-invoices';
import { ZATCA_ENVIRONMENTS, type ZatcaEnvironmentKey } from '@sufra/contract/resources/e-invoices';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zatcaLabel } from '../../components/e-invoice/e-invoice-parts.tsx';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useOptions } from '../../lib/use-options.ts';
import { zatcaUnitsKey } from './keys.ts';
import { SUMMARY } from './summary.ts';

/** The brands the platform picks from (the same source as the lists' brand filter). */
const BRANDS_SOURCE = 'branch-brands';

/** Save a brand's environment (the admin names the brand), then refresh the figures. */
function useSaveEnvironment() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (environment: ZatcaEnvironmentKey, brandId?: number) => {
    setBusy(true);
    try {
      const answer = await call(zatcaEnvironment, {
        body: { environment, ...(brandId ? { brand_id: brandId } : {}) },
      });
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: queryKeys.resource(SUMMARY) });
      return true;
    } catch {
      // The client toasts the failure (SPEC §8); the choice shown stays the saved one.
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}

/** The environments, labelled in the interface language. */
function useEnvironmentOptions() {
  const lang = useLocale();
  return ZATCA_ENVIRONMENTS.map((value) => ({ value, label: zatcaLabel(lang, value) }));
}

/**
 * The ZATCA environment the brand's branches onboard with from now on: a brand manager chooses its
 * own (saved at once); the platform picks a brand, then its environment. Each choice says what it is.
 */
export function EnvironmentCard({ environment }: { environment: ZatcaEnvironmentKey | null }) {
  const { t } = useTranslation();
  const { userType } = useSession();
  const can = useCan();
  const labelId = useId();
  const hintId = useId();
  const brandLabelId = useId();
  const environmentLabelId = useId();
  const lang = useLocale();
  const options = useEnvironmentOptions();
  const { save, busy } = useSaveEnvironment();
  const brands = useOptions(userType === 'admin' ? BRANDS_SOURCE : undefined);
  const [brandId, setBrandId] = useState<number | undefined>();
  const [picked, setPicked] = useState<ZatcaEnvironmentKey | undefined>();
  const writable = can('update', zatcaUnitsKey.resource.permission);
  const shown = userType === 'admin' ? picked : (picked ?? environment ?? undefined);

  return (
    <Card
      size="small"
      className="zatca-environment"
      title={<span id={labelId}>{t('einvoicing.environment.title')}</span>}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" id={hintId}>
          {t(
            userType === 'admin' ? 'einvoicing.environment.hint_admin' : 'einvoicing.environment.hint_vendor',
          )}
        </Typography.Text>
        <Flex gap={12} wrap align="end" className="zatca-environment-controls">
          {userType === 'admin' ? (
            <Flex vertical gap={4}>
              <Typography.Text id={brandLabelId}>{t('einvoicing.environment.brand')}</Typography.Text>
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                className="zatca-environment-brand"
                aria-labelledby={brandLabelId}
                loading={brands.isLoading}
                value={brandId}
                onChange={setBrandId}
                options={(brands.data ?? []).map((brand) => ({
                  value: Number(brand.value),
                  label: brand.label,
                }))}
              />
            </Flex>
          ) : null}
          <Flex vertical gap={4}>
            <Typography.Text id={environmentLabelId}>{zatcaLabel(lang, 'environment')}</Typography.Text>
            <Select<ZatcaEnvironmentKey>
              className="zatca-environment-select"
              aria-labelledby={`${labelId} ${environmentLabelId}`}
              aria-describedby={hintId}
              value={shown}
              disabled={!writable || busy}
              loading={busy}
              options={options}
              onChange={(value) => {
                setPicked(value);
                if (userType !== 'admin') void save(value).then((saved) => !saved && setPicked(undefined));
              }}
            />
          </Flex>
          {userType === 'admin' ? (
            <Button
              type="primary"
              disabled={!writable || !brandId || !picked}
              loading={busy}
              onClick={() => {
                if (brandId && picked) void save(picked, brandId);
              }}
            >
              {t('einvoicing.environment.save')}
            </Button>
          ) : null}
        </Flex>
        {shown ? (
          <Typography.Paragraph className="zatca-environment-about" data-testid="zatca-environment-about">
            {t(`einvoicing.environment.about.${shown}`)}
          </Typography.Paragraph>
        ) : null}
      </Flex>
    </Card>
  );
}
