import { SyncOutlined } from '@ant-design/icons';
import { zatcaRenew } from '@sufra/contract/endpoints/e-invoices';
import { type ZatcaUnitRecord, zatcaRenewInput, zatcaUnits } from '@sufra/contract/resources/e-invoices';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { useSchemaSubmit } from '../../components/form/schema-form.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { ONBOARD_FIELDS } from './onboard-branch.tsx';
import { SUMMARY } from './summary.ts';

const OTP_FIELD = ONBOARD_FIELDS.filter((field) => field.name === 'otp');

/**
 * "Renew the certificate" of a unit: a new production certificate before the current one expires,
 * with a new OTP from the Fatoora portal (with the right to change branches).
 */
export function RenewCertificate({ unit }: { unit: ZatcaUnitRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const { submit, busy } = useSchemaSubmit(
    form,
    zatcaRenewInput,
    (payload) => call(zatcaRenew, { params: { id: unit.id }, body: payload }),
    (answer) => {
      toast.success(answer.message);
      setOpen(false);
      void client.invalidateQueries({ queryKey: queryKeys.resource(zatcaUnits.name) });
      void client.invalidateQueries({ queryKey: queryKeys.resource(SUMMARY) });
    },
  );
  if (!can('update', zatcaUnits.permission)) return null;
  return (
    <>
      <Button
        size="small"
        icon={<SyncOutlined />}
        {...(unit.state === 'active' ? {} : { type: 'primary' as const })}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
      >
        {t('einvoicing.renew.button')}
      </Button>
      <FormDialog
        open={open}
        title={t('einvoicing.renew.title', { branch: unit.branch_name })}
        okText={t('einvoicing.renew.submit')}
        busy={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('einvoicing.renew.body')}</Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark data-testid="zatca-renew-form">
          {OTP_FIELD.map((def) => (
            <TopLevelField
              key={def.name}
              def={def}
              schema={zatcaRenewInput}
              form={form}
              labels={zatcaUnits.labels}
            />
          ))}
        </Form>
      </FormDialog>
    </>
  );
}
