import { fieldLabel, type Labels } from '@sufra/contract/messages';
import { Form, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { useOptions, useScopedOptions } from '../../lib/use-options.ts';
import type { NamePath } from '../../lib/zod-form.ts';
import { selectClear } from '../clear-button.tsx';
import type { FormFieldDef, ResourceRecord } from '../resource/resource-config.ts';

const fullWidth = { inlineSize: '100%' } as const;

/**
 * A select of fixed values (labelled by the contract) or of a `pagination=all` source; with
 * `scopedBy`, of the source's records filtered by another field once it has a value.
 */
export function SelectControl({
  def,
  labels,
  path,
  ...props
}: {
  def: FormFieldDef;
  /** The field's full path in the form values. */
  path: NamePath;
  labels?: Labels | undefined;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = Form.useFormInstance();
  const scope = def.scopedBy;
  const scopeValue: unknown = Form.useWatch(scope ? [scope.field] : ['__unscoped__'], {
    form,
    preserve: true,
  });
  const scoped = useScopedOptions(
    def.source,
    scope && scopeValue ? { key: scope.filter, value: scopeValue } : null,
    lang,
    (record: ResourceRecord, locale) => scope?.label(record, locale) ?? String(record.id),
  );
  // Another brand chosen: a category (or meal) of the previous one no longer fits.
  const previous = useRef(scopeValue);
  useEffect(() => {
    if (scope && previous.current !== undefined && previous.current !== scopeValue)
      form.setFieldValue([...path], undefined);
    previous.current = scopeValue;
  }, [scope, scopeValue, form, path]);
  const remote = useOptions(scope && scopeValue ? undefined : def.source);
  const loaded = scope && scopeValue ? scoped : remote;
  const options: { value: string | number; label: string }[] = def.options
    ? def.options.map((value) => ({ value, label: fieldLabel(lang, value, labels) }))
    : (loaded.data ?? []).map((option) => ({ value: Number(option.value), label: option.label }));
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      {...(def.multiple ? { mode: 'multiple' as const, allowClear: selectClear(t('actions.clear')) } : {})}
      loading={loaded.isFetching}
      options={options}
      style={fullWidth}
    />
  );
}
