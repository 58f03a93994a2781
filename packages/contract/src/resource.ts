import { z } from 'zod';
import { registerResourceLabels } from './messages.ts';
import { PERMISSION_RESOURCES, type PermissionResource } from './permissions.ts';
import type { Locale, UserType } from './user-types.ts';

/**
 * One declaration per resource (ARCHITECTURE.md "One resource, declared once"): the server's
 * generic list and CRUD routes and the dashboard's generic list page and form are driven by it.
 */

export type FilterDef =
  | { type: 'text' }
  | { type: 'select'; options?: readonly string[]; source?: string }
  | { type: 'boolean' }
  | { type: 'number_range' }
  | { type: 'date_range' }
  | { type: 'time' }
  /**
   * One calendar day sent alone (`filter[from]`), or one number (`filter[order_count]`, a minimum):
   * for query names a range's `k_from`/`k_to` cannot spell (the reports, SPEC §7). `notAfter` names
   * the filter this one pairs with as the lower end: both sent, this one may not exceed it (422, the
   * message naming the range by the label of `rangeLabel`, else of this filter).
   */
  | { type: 'date'; notAfter?: string; rangeLabel?: string }
  | { type: 'number'; notAfter?: string; rangeLabel?: string };

/** A resource's filter declarations by key. */
export type FilterDefs = Readonly<Record<string, FilterDef>>;

export interface ResourceDef<
  TRecord extends z.ZodType = z.ZodType,
  TCreate extends z.ZodType = z.ZodType,
  TUpdate extends z.ZodType = z.ZodType,
  TSort extends string = string,
  TFilters extends FilterDefs = FilterDefs,
> {
  /** API path segment (kebab-case plural), e.g. `cancel-reasons`. */
  name: string;
  /** The X of `read-X`, `create-X`, … (the declaration may leave it out where it is the `name`). */
  permission: PermissionResource;
  /** The realms exposing it (`/api/v1/{userType}/{name}`). */
  userTypes: readonly UserType[];
  record: TRecord;
  create: TCreate;
  /** The create body of a realm where it differs from `create` (the server validates and documents it alike). */
  createFor?: Partial<Record<UserType, z.ZodType>>;
  update: TUpdate;
  /** Filter keys of `filter[key]`; a range `k` is sent as `filter[k_from]` and `filter[k_to]`. */
  filters: TFilters;
  /** Sortable keys; `sort=key` is descending and `sort=-key` ascending. */
  sorts: readonly TSort[];
  /** Default order when no sort is given (one of `sorts`; `id` where the declaration names none). */
  defaultSort: TSort;
  /** Which actions exist (a read-only resource has none of create/update/delete). */
  actions: { create: boolean; update: boolean; delete: boolean };
  /** Field and sort labels, both languages. */
  labels: Record<Locale, Record<string, string>>;
}

/** The sort keys a resource declares, as a union of literals (`'id' | 'price' | …`). */
export type SortKey<D extends { sorts: readonly string[] }> = D['sorts'][number];

/** The query keys of a set of filters: `k`, or `k_from` and `k_to` for a range. */
export type FilterKeyOf<F extends FilterDefs> = {
  [K in keyof F & string]: F[K] extends { type: 'number_range' | 'date_range' } ? `${K}_from` | `${K}_to` : K;
}[keyof F & string];

/** The filter query keys a resource accepts, as a union of literals (what `filterKeys` returns). */
export type FilterKey<D extends { filters: FilterDefs }> = FilterKeyOf<D['filters']>;

/**
 * Sorts and filters keep their literal keys (`const` type parameters), so the server's column
 * mapping can be typed against them: a missing or extra mapping is a compile error.
 */
export function defineResource<
  TRecord extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  const TSort extends string,
  const TFilters extends FilterDefs,
>(
  def: Omit<
    ResourceDef<TRecord, TCreate, TUpdate, TSort, TFilters>,
    'actions' | 'defaultSort' | 'permission'
  > & {
    permission?: PermissionResource;
    defaultSort?: NoInfer<TSort>;
    actions?: Partial<ResourceDef['actions']>;
  },
): ResourceDef<TRecord, TCreate, TUpdate, TSort, TFilters> {
  const permission = def.permission ?? permissionNamed(def.name);
  const defaultSort = def.defaultSort ?? ('id' as TSort);
  if (!def.sorts.includes(defaultSort))
    throw new Error(`resource ${def.name}: its default sort ${defaultSort} is not one of its sorts`);
  registerResourceLabels(def.labels);
  return {
    ...def,
    permission,
    defaultSort,
    actions: { create: true, update: true, delete: true, ...def.actions },
  };
}

function permissionNamed(name: string): PermissionResource {
  if (!(PERMISSION_RESOURCES as readonly string[]).includes(name))
    throw new Error(`resource ${name}: no permission of its name, so it must name its permission`);
  return name as PermissionResource;
}

/**
 * What a read-only resource declares (orders, reports, …: nobody creates, edits or deletes one from
 * the dashboard): empty bodies, never routed, and no actions.
 */
export function readOnly() {
  return {
    create: z.object({}),
    update: z.object({}),
    actions: { create: false, update: false, delete: false },
  };
}

/** Some of a resource's labels, both languages (a form that shows a few of its fields). */
export function pickLabels<K extends string>(
  labels: Record<Locale, Record<K, string>>,
  keys: readonly K[],
): Record<Locale, Record<K, string>> {
  const pick = (locale: Locale) => Object.fromEntries(keys.map((key) => [key, labels[locale][key]]));
  return { en: pick('en'), ar: pick('ar') } as Record<Locale, Record<K, string>>;
}

/** The query keys a list accepts for this resource's filters (`k`, or `k_from`/`k_to` for ranges). */
export function filterKeys<F extends FilterDefs>(filters: F): FilterKeyOf<F>[] {
  return Object.entries(filters).flatMap(([key, def]) =>
    def.type === 'number_range' || def.type === 'date_range' ? [`${key}_from`, `${key}_to`] : [key],
  ) as FilterKeyOf<F>[];
}

export const PER_PAGE_OPTIONS = [1, 5, 10, 15, 20] as const;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface ListResponse<T> {
  data: T[];
  meta: PageMeta;
  allowed_sorts: Record<string, string>;
}

export interface OptionsResponse {
  data: { id: number; name: string }[];
}
