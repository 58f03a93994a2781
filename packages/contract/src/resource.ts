import type { z } from 'zod';
import { registerFieldLabels } from './messages.ts';
import type { PermissionResource } from './permissions.ts';
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
  | { type: 'time' };

export interface ResourceDef<
  TRecord extends z.ZodType = z.ZodType,
  TCreate extends z.ZodType = z.ZodType,
  TUpdate extends z.ZodType = z.ZodType,
> {
  /** API path segment (kebab-case plural), e.g. `cancel-reasons`. */
  name: string;
  /** The X of `read-X`, `create-X`, … */
  permission: PermissionResource;
  /** The realms exposing it (`/api/v1/{userType}/{name}`). */
  userTypes: readonly UserType[];
  record: TRecord;
  create: TCreate;
  update: TUpdate;
  /** Filter keys of `filter[key]`; a range `k` is sent as `filter[k_from]` and `filter[k_to]`. */
  filters: Readonly<Record<string, FilterDef>>;
  /** Sortable keys; `sort=key` is descending and `sort=-key` ascending. */
  sorts: readonly string[];
  /** Default order when no sort is given. */
  defaultSort: string;
  /** Which actions exist (a read-only resource has none of create/update/delete). */
  actions: { create: boolean; update: boolean; delete: boolean };
  /** Field and sort labels, both languages. */
  labels: Record<Locale, Record<string, string>>;
}

export function defineResource<
  TRecord extends z.ZodType,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
>(
  def: Omit<ResourceDef<TRecord, TCreate, TUpdate>, 'actions'> & {
    actions?: Partial<ResourceDef['actions']>;
  },
): ResourceDef<TRecord, TCreate, TUpdate> {
  registerFieldLabels(def.labels);
  return { ...def, actions: { create: true, update: true, delete: true, ...def.actions } };
}

/** The query keys a list accepts for this resource's filters (`k`, or `k_from`/`k_to` for ranges). */
export function filterKeys(filters: Readonly<Record<string, FilterDef>>): string[] {
  return Object.entries(filters).flatMap(([key, def]) =>
    def.type === 'number_range' || def.type === 'date_range' ? [`${key}_from`, `${key}_to`] : [key],
  );
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
