import type { Permission } from '@sufra/contract/permissions';
import type { UserType } from '@sufra/contract/user-types';
import type { ReactNode } from 'react';

export const NAV_SECTIONS = ['general', 'meal', 'report', 'other'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

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
  nav?: { section: NavSection; icon: ReactNode /** A live count beside the link. */; counter?: 'new-orders' };
}

/** What the router keeps in `handle` for the title and the guards. */
export interface RouteHandle {
  titleKey: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}
