import { vendorEditForm, vendors } from '@sufra/contract/resources/vendors';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredLogo } from '../../components/brand-files/brand-files.ts';
import {
  RecordFormPage,
  refreshWritten,
  useEditedRecord,
  useFormSave,
} from '../../components/form/form-page-parts.tsx';
import type { FormMode } from '../../components/resource/resource-config.ts';
import { api } from '../../lib/api-client.ts';
import { toPayload } from '../../lib/zod-form.ts';
import { ADMIN_SECTIONS, VendorSections, vendorBody, vendorFormValues } from './vendor-form.tsx';

type VendorRecord = Record<string, unknown> & { id: number; logos: StoredLogo[] };

const LIST = '/vendors/record';

/** The admin adds a brand with its manager, or edits one: every SPEC §3 field, the letter and the logos. */
export function VendorFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { saving, save } = useFormSave(form);
  const schema = mode === 'edit' ? vendorEditForm : vendors.create;
  const edited = useEditedRecord<VendorRecord>(form, 'vendors', mode, vendorFormValues);
  const { id, record } = edited;

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const payload = toPayload(schema, values) as Record<string, unknown> | null;
    if (payload === null) return;
    const body = vendorBody(payload, values, record.data?.logos ?? []);
    if (id !== null) body.set('_method', 'PUT');
    await save(
      () => api<{ message?: string }>(id === null ? 'vendors' : `vendors/${id}`, { method: 'POST', body }),
      async () => {
        await refreshWritten(client, 'vendors', id);
        navigate(LIST);
      },
    );
  };

  return (
    <RecordFormPage
      title={t(`resources.vendors.${mode}`)}
      listTitle={t('resources.vendors.title')}
      listPath={LIST}
      edited={edited}
      form={form}
      // The commission is left blank on add: the server gives the platform's default (settings).
      addValues={{ single_branch: false, blocked: false }}
      onSubmit={() => void submit()}
      saving={saving}
    >
      <VendorSections sections={ADMIN_SECTIONS} schema={schema} form={form} mode={mode} />
    </RecordFormPage>
  );
}
