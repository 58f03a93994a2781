import type { Labels } from '@sufra/contract/messages';
import type { ResourceDef } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { InputFilter } from '../../lib/input-filters.ts';

/** A record as the generic pages see it; features narrow it with their own type. */
export interface ResourceRecord {
  id: number;
  [key: string]: unknown;
}

export interface RenderContext {
  lang: Locale;
  t: TFunction;
  /** The resource's own field labels (they win over the shared ones). */
  labels?: Labels;
}

/** A table column or a line of the details drawer. */
export interface ResourceColumn<T extends ResourceRecord = ResourceRecord> {
  key: string;
  /** i18n key of the title; defaults to the contract's field label of `key`. */
  titleKey?: string;
  width?: number;
  /** Method syntax on purpose: a feature's narrower record type stays assignable. */
  render?(record: T, ctx: RenderContext): ReactNode;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'money'
  | 'email'
  | 'phone'
  | 'password'
  | 'select'
  | 'active'
  | 'switch'
  | 'date'
  | 'time'
  | 'list';

export interface FormFieldDef {
  name: string;
  kind: FieldKind;
  /** i18n key of the label; defaults to the contract's field label of `name`. */
  labelKey?: string;
  /** SPEC §5 input filter applied while typing (text fields default to `plain`). */
  filter?: InputFilter;
  maxLength?: number;
  autoComplete?: string;
  /** Full row width in the two-column grid. */
  wide?: boolean;
  /** Writing direction of the typed text (an English name in an Arabic page stays LTR). */
  dir?: 'ltr' | 'rtl';
  /** `select`: fixed values (labelled by the contract's field labels) or a `pagination=all` source. */
  options?: readonly string[];
  source?: string;
  /** `date`: the selectable range (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  /** `list`: the fields of one row, and its i18n key for "add a row". */
  fields?: readonly FormFieldDef[];
  addKey?: string;
}

/** Everything particular to one resource: its feature folder exports one of these. */
export interface ResourcePageConfig<T extends ResourceRecord = ResourceRecord> {
  resource: ResourceDef;
  /** Dashboard path segment (the spec's name): `/faq/record`, `/faq/add`, `/faq/:id/edit`. */
  route: string;
  /** i18n key prefix with `title`, `singular`, `add`, `edit`, `details` entries. */
  i18nKey: string;
  columns: readonly ResourceColumn<T>[];
  /** Lines of the details drawer; defaults to the columns. */
  details?: readonly ResourceColumn<T>[];
  form: readonly FormFieldDef[];
  /** Record → form values (defaults to the record itself). */
  toFormValues?(record: T): Record<string, unknown>;
  /** Initial values of the add form. */
  defaults?: Record<string, unknown>;
}
