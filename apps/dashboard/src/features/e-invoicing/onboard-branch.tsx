import { LinkOutlined } from '@ant-design/icons';
import { zatcaOnboard } from '@sufra/contract/endpoints/e-invoices';
import { type ZatcaUnitRecord, zatcaOnboardInput, zatcaUnits } from '@sufra/contract/resources/e-invoices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { fieldSpans } from '../../components/form/form-grid.ts';
import { useSchemaSubmit } from '../../components/form/schema-form.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import type { FormFieldDef } from '../../components/resource/resource-config.ts';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { useLocale } from '../../lib/i18n.ts';
import { fetchList, queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { type SelectOption, useOptions, useScopedOptions } from '../../lib/use-options.ts';
import { SUMMARY } from './summary.ts';

const DIALOG_WIDTH = 640;
/** The business category ZATCA's certificate names for a restaurant. */
export const RESTAURANTS = 'مطاعم';
/** The largest page the API gives: every unit of a brand, to leave its onboarded branches out. */
const UNITS_PAGE = 100;

/** The unit's fields as the form shows them (the national address as the invoices name the seller). */
export const ONBOARD_FIELDS: readonly FormFieldDef[] = [
  {
    name: 'otp',
    kind: 'text',
    filter: 'digits',
    maxLength: 6,
    dir: 'ltr',
    autoComplete: 'one-time-code',
    helpKey: 'einvoicing.onboard.otp_hint',
    wide: true,
  },
  { name: 'street', kind: 'text', maxLength: 127 },
  { name: 'building_number', kind: 'text', filter: 'digits', maxLength: 4, dir: 'ltr' },
  { name: 'district', kind: 'text', maxLength: 127 },
  { name: 'city', kind: 'text', maxLength: 127 },
  { name: 'postal_code', kind: 'text', filter: 'digits', maxLength: 5, dir: 'ltr' },
  {
    name: 'short_address',
    kind: 'text',
    filter: 'none',
    maxLength: 8,
    dir: 'ltr',
    helpKey: 'einvoicing.onboard.short_address_hint',
  },
  { name: 'business_category', kind: 'text', maxLength: 127, wide: true },
];

interface BranchRow {
  id: number;
  name_ar: string;
  name_en: string;
}

/** The branches of the brand (the platform: of the brand it picked) that have no unit yet. */
function useBranchesToOnboard(brandId: number | undefined) {
  const { userType } = useSession();
  const lang = useLocale();
  const scope = useQueryScope();
  const own = useOptions(userType === 'vendor' ? 'branches' : undefined);
  const ofBrand = useScopedOptions<BranchRow>(
    userType === 'admin' ? 'branches' : undefined,
    brandId ? { key: 'brand_id', value: brandId } : null,
    lang,
    (branch, language) => (language === 'ar' ? branch.name_ar : branch.name_en),
  );
  const units = useQuery({
    queryKey: queryKeys.list(scope, zatcaUnits.name, `onboarded-${brandId ?? ''}`),
    enabled: userType === 'vendor' || Boolean(brandId),
    queryFn: ({ signal }) =>
      fetchList<ZatcaUnitRecord>(
        scope,
        zatcaUnits.name,
        { per_page: UNITS_PAGE, ...(brandId ? { 'filter[brand_id]': brandId } : {}) },
        signal,
      ),
  });
  const onboarded = new Set((units.data?.data ?? []).map((unit) => String(unit.branch_id)));
  const branches: SelectOption[] = (userType === 'admin' ? ofBrand.data : own.data) ?? [];
  return {
    options: branches.filter((branch) => !onboarded.has(branch.value)),
    loading: own.isLoading || ofBrand.isLoading || units.isLoading,
  };
}

/** A required choice among many (a brand's branches, the platform's brands), found by typing its name. */
function SearchableChoice({
  name,
  label,
  requiredMessage,
  loading,
  options,
  notFoundContent,
}: {
  name: string;
  label: string;
  requiredMessage: string;
  loading: boolean;
  options: readonly SelectOption[];
  notFoundContent?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Select<number>
        aria-label={label}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        notFoundContent={notFoundContent}
        options={options.map((option) => ({ value: Number(option.value), label: option.label }))}
      />
    </Form.Item>
  );
}

/**
 * "Onboard a branch" on the units list: the branch (the platform picks its brand first), the OTP from
 * the Fatoora portal and the branch's national address. Validated by the schema the server uses; its
 * 422s (a refused OTP, a wrong address) land under their fields.
 */
export function OnboardBranch() {
  const { t } = useTranslation();
  const can = useCan();
  const { userType } = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const brandId = Form.useWatch('brand_id', form) as number | undefined;
  const brands = useOptions(userType === 'admin' && open ? 'branch-brands' : undefined);
  const branches = useBranchesToOnboard(open ? brandId : undefined);
  const { submit, busy } = useSchemaSubmit(
    form,
    zatcaOnboardInput,
    (payload) =>
      call(zatcaOnboard, { params: { id: Number(form.getFieldValue('branch_id')) }, body: payload }),
    (answer) => {
      toast.success(answer.message);
      setOpen(false);
      void client.invalidateQueries({ queryKey: queryKeys.resource(zatcaUnits.name) });
      void client.invalidateQueries({ queryKey: queryKeys.resource(SUMMARY) });
    },
  );
  if (!(userType === 'admin' || userType === 'vendor') || !can('update', zatcaUnits.permission)) return null;
  const spans = fieldSpans(ONBOARD_FIELDS);
  return (
    <>
      <Button
        type="primary"
        icon={<LinkOutlined />}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
      >
        {t('einvoicing.onboard.button')}
      </Button>
      <FormDialog
        open={open}
        width={DIALOG_WIDTH}
        title={t('einvoicing.onboard.title')}
        okText={t('einvoicing.onboard.submit')}
        busy={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ business_category: RESTAURANTS }}
          onValuesChange={(changed: Record<string, unknown>) => {
            // Another brand: its own branches to choose from.
            if ('brand_id' in changed) form.setFieldValue('branch_id', undefined);
          }}
          data-testid="zatca-onboard-form"
        >
          {userType === 'admin' ? (
            <SearchableChoice
              name="brand_id"
              label={t('einvoicing.environment.brand')}
              requiredMessage={t('einvoicing.onboard.brand_required')}
              loading={brands.isLoading}
              options={brands.data ?? []}
            />
          ) : null}
          <SearchableChoice
            name="branch_id"
            label={t('einvoicing.onboard.branch')}
            requiredMessage={t('einvoicing.onboard.branch_required')}
            loading={branches.loading}
            notFoundContent={t('einvoicing.onboard.no_branches')}
            options={branches.options}
          />
          <Row gutter={16}>
            {ONBOARD_FIELDS.map((def, index) => (
              <Col key={def.name} xs={24} md={spans[index]}>
                <TopLevelField def={def} schema={zatcaOnboardInput} form={form} labels={zatcaUnits.labels} />
              </Col>
            ))}
          </Row>
        </Form>
      </FormDialog>
    </>
  );
}
