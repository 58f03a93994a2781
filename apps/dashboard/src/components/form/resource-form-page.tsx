import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useBrandWriteBlock } from '../../lib/brand-status.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import { useSession } from '../../lib/session.ts';
import { toPayload } from '../../lib/zod-form.ts';
import {
  type FormFieldDef,
  type FormMode,
  type ResourcePageConfig,
  type ResourceRecord,
  realmConfig,
  shownTo,
} from '../resource/resource-config.ts';
import { TopLevelField } from './form-field.tsx';
import { fieldSpans } from './form-grid.ts';
import {
  RecordFormPage,
  refreshWritten,
  useEditedRecord,
  useFormSave,
  WriteBlocked,
} from './form-page-parts.tsx';

/** Stored values → what the inputs show (phones lose their 966, see SPEC §5). */
function toInputs(fields: readonly FormFieldDef[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const field of fields) {
    if (field.kind === 'phone' && typeof out[field.name] === 'string') {
      out[field.name] = phoneForDisplay(out[field.name] as string);
    }
  }
  return out;
}

/** Add-form values given in the URL query (`?meal_id=3`), as numbers when they are ids. */
function fromQuery(keys: readonly string[] | undefined, search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys ?? []) {
    const value = search.get(key);
    if (value) out[key] = /^\d{1,9}$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** The add and edit page of a resource, driven by its contract schema and the feature's fields. */
export function ResourceFormPage({ config: page, mode }: { config: ResourcePageConfig; mode: FormMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { saving, save } = useFormSave(form);
  const [search] = useSearchParams();
  const { userType } = useSession();
  const config = useMemo(() => realmConfig(page, userType), [page, userType]);
  const { resource } = config;
  const schema = (mode === 'edit' && config.editSchema) || resource.create;
  const listPath = config.listPath ?? `/${config.route}/record`;
  const allowed = resource.actions[mode === 'add' ? 'create' : 'update'];
  const fields = config.form.filter(
    (field) => shownTo(field.userTypes, userType) && (!field.modes || field.modes.includes(mode)),
  );
  const spans = fieldSpans(fields);

  const edited = useEditedRecord<ResourceRecord>(
    form,
    resource.name,
    mode,
    (data) => toInputs(config.form, config.toFormValues ? config.toFormValues(data) : data),
    allowed,
  );
  const { id, record } = edited;

  const writeBlock = useBrandWriteBlock();

  const body = (values: Record<string, unknown>): FormData | Record<string, unknown> | null => {
    // antd calls submit only once every field passed its rules: the form's schema checks them all.
    const payload = toPayload(schema, values) as Record<string, unknown> | null;
    if (payload === null) return null;
    if (config.toBody) return config.toBody(payload, { mode, record: record.data });
    return id === null ? payload : (toPayload(resource.update, values) as Record<string, unknown> | null);
  };

  const submit = async () => {
    const payload = body(form.getFieldsValue(true));
    if (payload === null) return;
    const multipart = payload instanceof FormData;
    // Files cannot go with PUT through every proxy: an edit with files is a POST with `_method=PUT`.
    if (multipart && id !== null) payload.set('_method', 'PUT');
    await save(
      () =>
        api<{ message?: string }>(id === null ? resource.name : `${resource.name}/${id}`, {
          method: id === null || multipart ? 'POST' : 'PUT',
          body: payload,
        }),
      async () => {
        await refreshWritten(client, resource.name, id);
        navigate(listPath);
      },
    );
  };

  if (!allowed) return <Navigate to="/no-permission" replace />;
  // A brand the server would refuse (waiting for approval) is told why, not given a form to lose.
  if (writeBlock) {
    const title = t(`${config.i18nKey}.${mode}`);
    const listTitle = t(config.listTitleKey ?? `${config.i18nKey}.title`);
    return <WriteBlocked title={title} listTitle={listTitle} listPath={listPath} reason={writeBlock} />;
  }

  return (
    <RecordFormPage
      title={t(`${config.i18nKey}.${mode}`)}
      listTitle={t(config.listTitleKey ?? `${config.i18nKey}.title`)}
      listPath={listPath}
      edited={edited}
      form={form}
      addValues={{ ...config.defaults, ...fromQuery(config.queryDefaults, search) }}
      onSubmit={() => void submit()}
      saving={saving}
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          <Col key={field.name} xs={24} md={spans[index]}>
            <TopLevelField
              def={field}
              schema={schema}
              form={form}
              labels={resource.labels}
              {...(field.dependsOn ? { dependencies: field.dependsOn.map((name) => [name]) } : {})}
              disabled={mode === 'edit' && field.lockedOnEdit === true}
              ownBoundary={false}
            />
          </Col>
        ))}
      </Row>
    </RecordFormPage>
  );
}
