import { fieldLabel, type Labels } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import { Tag } from 'antd';
import type { ResourceColumn, ResourceRecord } from '../resource/resource-config.ts';

/** A value's label (a status, a delivery type, …) in a language, by a resource's labels. */
export function labelsOf(labels: Labels): (lang: Locale, value: string) => string {
  return (lang, value) => fieldLabel(lang, value, labels);
}

/** A status in its colour (solid, for white text) and labelled in the interface language. */
export function StatusTag<S extends string>({
  status,
  lang,
  colors,
  label,
}: {
  status: S;
  lang: Locale;
  colors: Readonly<Record<S, string>>;
  label: (lang: Locale, value: string) => string;
}) {
  return (
    <Tag color={colors[status]} className="status-tag">
      {label(lang, status)}
    </Tag>
  );
}

/** A column of a value shown as a {@link StatusTag} (a priority, where a slider shows). */
export function tagColumn<K extends string, S extends string>(
  key: K,
  width: number,
  colors: Readonly<Record<S, string>>,
  labels: Labels,
): ResourceColumn<ResourceRecord & Record<K, S>> {
  const label = labelsOf(labels);
  return {
    key,
    width,
    render: (record, { lang }) => (
      <StatusTag status={record[key]} lang={lang} colors={colors} label={label} />
    ),
  };
}
