import { updateSettings } from '@sufra/contract/endpoints/settings';
import { fieldLabel } from '@sufra/contract/messages';
import {
  type SettingGroup,
  type SettingsRecord,
  settingGroups,
  settingLabels,
} from '@sufra/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, type FormInstance, Skeleton } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopLevelField } from '../../components/form/form-field.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import { toast } from '../../lib/toast.ts';
import { isRequired, serverFieldErrors, toPayload, zodRule } from '../../lib/zod-form.ts';
import { isRichField, SETTING_FIELDS, type SettingField } from './settings-fields.ts';

/** The editor (tiptap) arrives with the first rich-text field shown, never before. */
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor.tsx')).RichTextEditor,
}));

/** The group's values as the form shows them (phones without their 966). */
function formValues(group: SettingGroup, values: Record<string, string | null>) {
  const shown: Record<string, string | null> = { ...values };
  for (const field of SETTING_FIELDS[group])
    if (field.kind === 'phone') shown[field.name] = phoneForDisplay(values[field.name]);
  return shown;
}

/** The same shown value, an emptied field and a missing one alike. */
const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/** `legal.terms_en` → `terms_en`: the server names a field by its group, the form by itself. */
function ownErrors(group: SettingGroup, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field.replace(`${group}.`, ''), messages]),
  );
}

/**
 * One group of the settings as a form with its own Save: each field checked by the contract's rule
 * as it is typed, only the fields of this group changed since it was filled sent (`PUT …/settings`
 * with `{ group: {…} }`), the server's 422 messages shown under their fields.
 */
export function SettingsGroupForm({
  group,
  record,
  canEdit,
  queryKey,
}: {
  group: SettingGroup;
  record: SettingsRecord;
  canEdit: boolean;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const schema = settingGroups[group];
  // What the form was last filled with: only the fields changed since are sent, so two admins
  // saving the same group at once each keep the fields they changed.
  const shown = useRef(formValues(group, record[group]));

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const payload = toPayload(schema, values) as Record<string, unknown> | null;
    if (payload === null) return;
    const changed = Object.fromEntries(
      Object.entries(payload).filter(([key]) => !sameValue(values[key], shown.current[key])),
    );
    setBusy(true);
    try {
      const response = await call(updateSettings, { body: { [group]: changed } });
      toast.success(response.message);
      client.setQueryData(queryKey, response.data);
      shown.current = formValues(group, response.data[group]);
      form.setFieldsValue(shown.current);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setFields(serverFieldErrors(ownErrors(group, error.errors)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={shown.current}
      onFinish={() => void submit()}
      disabled={!canEdit}
      noValidate
      className="settings-form"
      data-group={group}
    >
      <Suspense fallback={<Skeleton active />}>
        <div className={group === 'legal' ? 'settings-fields-wide' : 'settings-fields'}>
          {SETTING_FIELDS[group].map((field) => (
            <SettingFieldControl key={field.name} field={field} form={form} group={group} canEdit={canEdit} />
          ))}
        </div>
        {canEdit ? (
          <Flex justify="end">
            <Button type="primary" htmlType="submit" loading={busy} data-testid={`save-${group}`}>
              {t('actions.save')}
            </Button>
          </Flex>
        ) : null}
      </Suspense>
    </Form>
  );
}

function SettingFieldControl({
  field,
  form,
  group,
  canEdit,
}: {
  field: SettingField;
  form: FormInstance;
  group: SettingGroup;
  canEdit: boolean;
}) {
  const lang = useLocale();
  const schema = settingGroups[group];
  if (!isRichField(field))
    return (
      <TopLevelField ownBoundary={false} def={field} schema={schema} form={form} labels={settingLabels} />
    );
  const label = fieldLabel(lang, field.name, settingLabels);
  return (
    <Form.Item
      name={field.name}
      label={label}
      rules={[zodRule(schema, form, [field.name], lang, settingLabels)]}
      required={isRequired(schema, [field.name])}
      validateTrigger="onChange"
    >
      <RichTextControl label={label} dir={field.dir} lang={field.lang} editable={canEdit} />
    </Form.Item>
  );
}

/** The editor as a form control (Form.Item gives it the value, onChange and the error state). */
function RichTextControl(props: {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  'aria-invalid'?: boolean;
  label: string;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
  editable: boolean;
}) {
  const status = Form.Item.useStatus();
  return (
    <RichTextEditor
      {...(props.id ? { id: props.id } : {})}
      value={props.value ?? null}
      {...(props.onChange ? { onChange: props.onChange } : {})}
      label={props.label}
      dir={props.dir}
      lang={props.lang}
      editable={props.editable}
      invalid={status.status === 'error'}
    />
  );
}
