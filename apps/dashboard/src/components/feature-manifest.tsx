import type { Permission } from '@sufra/contract/permissions';
import type { ResourceDef } from '@sufra/contract/resource';
import type { UserType } from '@sufra/contract/user-types';
import { type ComponentType, lazy, type ReactNode } from 'react';
import type { FormMode, ResourcePageConfig } from './resource/resource-config.ts';

export const NAV_SECTIONS = ['general', 'meal', 'report', 'other'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** A page's sidebar link: its section, its icon and, for the orders, a live count beside it. */
export interface NavEntry {
  section: NavSection;
  icon: ReactNode;
  counter?: 'new-orders';
}

/** One page of the logged-in area: the route table drives the router, titles, guards and sidebar. */
export interface AppRoute {
  /** Path under the base `/dashboard`, without a leading slash. */
  path: string;
  /** i18n key of the page title (document title and sidebar label). */
  titleKey: string;
  /** Needed to open the page; none means every logged-in user (home, profile). */
  permission?: Permission;
  /** Only these user types open it (the kitchen board is a branch's); every type when absent. */
  userTypes?: readonly UserType[];
  element: ReactNode;
  /** Present when the page has a sidebar link. */
  nav?: NavEntry;
}

/**
 * Everything the logged-in area knows of a feature before any of its pages is opened: its resources
 * (each its list with a sidebar link, add and edit pages) and its other pages, each with its path,
 * title, permission, sidebar link and the chunk it loads. Sidebar order: the resources, then the
 * pages. `app/` only assembles the manifests (`app/routes.tsx`).
 */
export interface FeatureManifest {
  resources?: readonly LazyResourcePage[];
  pages?: readonly AppRoute[];
}

/**
 * What names a resource page: the contract's declaration (permission, actions), the path segment and
 * the i18n prefix. The feature's `keys.ts` declares it once; its manifest and its page's config
 * (columns, form, drawer) both read it there, so no page imports the manifest that loads it.
 */
export interface ResourcePageKey {
  resource: ResourceDef;
  /** Dashboard path segment (the spec's name): `/faq/record`, `/faq/add`, `/faq/:id/edit`. */
  route: string;
  /** i18n key prefix with `title`, `add`, `edit` entries. */
  i18nKey: string;
}

/** A resource's pages as its manifest declares them; the config and any own form are chunks of their own. */
export interface LazyResourcePage {
  key: ResourcePageKey;
  /** The list, form and drawer config, loaded with the list or form machinery on the first visit. */
  load: () => Promise<{ default: ResourcePageConfig }>;
  /** The resource's own add and edit page, when the generic form is not enough (branches: the map). */
  loadForm?: () => Promise<{ default: ComponentType<{ mode: FormMode }> }>;
  /** The sidebar link of the list `{route}/record`; `false`: no list page (meal sizes show on their meal). */
  list: NavEntry | false;
  /**
   * The add page's path when the contract allows adding (default `{route}/add`); `false`: none
   * (notifications are sent from a dialog on their list).
   */
  add?: string | false;
}

/**
 * A resource whose list has a sidebar link in `section`: the usual manifest entry; `more` adds its
 * own form, another add path or the link's live counter.
 */
export function listedResource(
  key: ResourcePageKey,
  section: NavSection,
  icon: ReactNode,
  load: LazyResourcePage['load'],
  { counter, ...more }: Pick<LazyResourcePage, 'loadForm' | 'add'> & Pick<NavEntry, 'counter'> = {},
): LazyResourcePage {
  return { key, load, list: { section, icon, ...(counter ? { counter } : {}) }, ...more };
}

/** The key of a resource page, with the contract's declaration as it is typed. */
export function pageKey<R extends ResourceDef>(resource: R, route: string, i18nKey: string) {
  return { resource, route, i18nKey } satisfies ResourcePageKey;
}

/** A page component, exported as `name` by its module: a chunk of its own, loaded on first visit. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
