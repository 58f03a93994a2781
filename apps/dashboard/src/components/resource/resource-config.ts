import type { Labels } from '@sufra/contract/messages';
import type { ResourceDef } from '@sufra/contract/resource';
import type { Locale, UserType } from '@sufra/contract/user-types';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
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
  /** Shown only to these user types (the brand of a record to the platform admin). */
  userTypes?: readonly UserType[];
  /** A details line shown only for some records (the car of a car order). Method syntax, like `render`. */
  when?(record: T): boolean;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'money'
  | 'percent'
  | 'email'
  | 'phone'
  | 'password'
  | 'select'
  | 'active'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'time'
  | 'list'
  | 'images';

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
  /** `money`: a percent instead while this other field holds this value (a coupon's type). */
  percentWhen?: { field: string; value: string };
  /** `select`: several values (an array), e.g. the branches a coupon is limited to. */
  multiple?: boolean;
  /**
   * `select` with a `source`: once the form's `field` has a value, the options are the source's list
   * filtered by it (`filter[filter]=value`), labelled by `label` (an admin's categories of one brand).
   */
  scopedBy?: ScopedOptions;
  /** Shown only to these user types, and only in these modes (the admin names the brand on add). */
  userTypes?: readonly UserType[];
  modes?: readonly FormMode[];
  /** Shown but not editable when editing (what the update cannot change). */
  lockedOnEdit?: boolean;
  /** i18n key of a help text under the field. */
  helpKey?: string;
  /** Other fields whose change validates this one again (an end checked against its start). */
  dependsOn?: readonly string[];
  /** `images`: how many at most (default MAX_IMAGES; 1 is a single image, without order or cover). */
  maxImages?: number;
  /** `images`: i18n keys of the add button, of one image's name and of the hint (default `images.*`). */
  imageTexts?: ImageTexts;
  /** `date`: the selectable range (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  /** `list`: the fields of one row, and its i18n key for "add a row". */
  fields?: readonly FormFieldDef[];
  addKey?: string;
}

export type FormMode = 'add' | 'edit';

export interface ImageTexts {
  add: string;
  /** One image's name (`index` given). */
  item: string;
  /** Under the field (`count` and `max` given). */
  hint: string;
}

export interface ScopedOptions {
  field: string;
  filter: string;
  label(record: ResourceRecord, lang: Locale): string;
}

export interface BodyContext<T> {
  mode: FormMode;
  /** The stored record when editing. */
  record: T | undefined;
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
  /**
   * A section of the details drawer under its lines (a customer's points ledger). Method syntax on
   * purpose, like `render`: a feature's narrower record type stays assignable.
   */
  detailsSection?(record: T): ReactNode;
  /**
   * Shown beside the table (above it on narrow screens), from the rows the table shows: a report's
   * chart. Method syntax, like `render`.
   */
  listAside?(rows: readonly T[]): ReactNode;
  /**
   * Shown between the page's header and its filters: what the list is part of (the e-invoicing
   * compliance figures and the tabs between its two lists).
   */
  Intro?: ComponentType;
  /** A row's unique key when `id` is not (a commission report row is a brand and a month). */
  rowKey?(record: T): string;
  form: readonly FormFieldDef[];
  /**
   * The page's own action in its header instead of the link to its add page (notifications are
   * sent from a dialog: the page is record only). It decides itself whom it shows to.
   */
  ListAction?: ComponentType;
  /** Record → form values (defaults to the record itself). */
  toFormValues?(record: T): Record<string, unknown>;
  /** Initial values of the add form. */
  defaults?: Record<string, unknown>;
  /**
   * The schema the edit form validates with, when it is not the create schema (a password required
   * on add and optional on edit).
   */
  editSchema?: z.ZodType;
  /** Add-form values read from the URL query (`/meals/sizes/add?meal_id=3`). */
  queryDefaults?: readonly string[];
  /**
   * The request body from the values validated by the create schema (default: JSON, through the
   * update schema when editing). A FormData is sent as multipart, with `_method=PUT` when editing.
   */
  toBody?(payload: Record<string, unknown>, ctx: BodyContext<T>): FormData | Record<string, unknown>;
  /** The declaration seen by a user type when it is not `resource` (a branch reads the menu). */
  realms?: Partial<Record<UserType, ResourceDef>>;
  /** Filters shown only to some user types (the brand filter to the admin). */
  filterUserTypes?: Readonly<Record<string, readonly UserType[]>>;
  /** Sort keys never offered on this page, whatever `allowed_sorts` says (SPEC §5). */
  hiddenSorts?: readonly string[];
  /** A row nobody may edit or delete whatever their rights (the super admin role): only its details show. */
  lockedRow?(record: T): boolean;
  /** Where the form page returns, and the title of that page (default: this resource's list). */
  listPath?: string;
  listTitleKey?: string;
}

/** The declaration a user type works with on this page. */
export function resourceFor(config: ResourcePageConfig, userType: UserType | null): ResourceDef {
  return (userType && config.realms?.[userType]) || config.resource;
}

/** Whether a column, a field or a filter is shown to this user type. */
export function shownTo(userTypes: readonly UserType[] | undefined, userType: UserType | null): boolean {
  return !userTypes || (userType !== null && userTypes.includes(userType));
}

/**
 * The page as one user type sees it: its own declaration, and only the filters and columns shown
 * to it. Everything downstream (table, row actions, drawer, filters) reads this.
 */
export function realmConfig<T extends ResourceRecord>(
  config: ResourcePageConfig<T>,
  userType: UserType | null,
): ResourcePageConfig<T> {
  const base = resourceFor(config as unknown as ResourcePageConfig, userType);
  const filters = Object.fromEntries(
    Object.entries(base.filters).filter(([name]) => shownTo(config.filterUserTypes?.[name], userType)),
  );
  const visible = (columns: readonly ResourceColumn<T>[]) =>
    columns.filter((column) => shownTo(column.userTypes, userType));
  return {
    ...config,
    resource: { ...base, filters },
    columns: visible(config.columns),
    ...(config.details ? { details: visible(config.details) } : {}),
  };
}
