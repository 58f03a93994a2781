import type { ListResponse, OptionsResponse } from '@sufra/contract/resource';
import type { Locale, UserType } from '@sufra/contract/user-types';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type QueryValue } from './api-client.ts';
import { useLocale } from './i18n.ts';
import { useSession } from './session.ts';

/**
 * Who asks and in which language: part of every query key, so a cached answer is never shown to
 * another user type, and switching the language refetches what the server translated (city names,
 * statuses, sort labels).
 */
export interface QueryScope {
  userType: UserType | null;
  lang: Locale;
}

export function useQueryScope(): QueryScope {
  const { userType } = useSession();
  const lang = useLocale();
  return useMemo(() => ({ userType, lang }), [userType, lang]);
}

/**
 * The one query-key factory of the dashboard. Every key is one object (`resource`, `kind`, the scope,
 * then the parameters); TanStack Query matches objects partially, so the scope-less keys below
 * (`lists`, `details`, `resource`) reach every language and user type when invalidating.
 */
export const queryKeys = {
  /** Everything cached about a resource (or an endpoint such as `home`). */
  resource: (resource: string) => [{ resource }] as const,
  lists: (resource: string) => [{ resource, kind: 'list' }] as const,
  list: (scope: QueryScope, resource: string, query: string) =>
    [{ resource, kind: 'list', ...scope, query }] as const,
  details: (resource: string, id: number) => [{ resource, kind: 'show', id }] as const,
  detail: (scope: QueryScope, resource: string, id: number) =>
    [{ resource, kind: 'show', id, ...scope }] as const,
  options: (scope: QueryScope, source: string) => [{ resource: source, kind: 'options', ...scope }] as const,
  scopedOptions: (scope: QueryScope, source: string, filter: string, value: string) =>
    [{ resource: source, kind: 'scoped-options', filter, value, ...scope }] as const,
  /** A page of lines belonging to one record (a customer's points ledger). */
  ledger: (scope: QueryScope, resource: string, id: number, page: number) =>
    [{ resource, kind: 'ledger', id, page, ...scope }] as const,
  /** Settings an endpoint serves once (the map's tiles). */
  settings: (scope: QueryScope, resource: string) => [{ resource, kind: 'settings', ...scope }] as const,
  /** The home cards of a period (`filter[from]`, `filter[to]` as a query string). */
  home: (scope: QueryScope, query: string) => [{ resource: 'home', kind: 'stats', ...scope, query }] as const,
  /** A branch's reservations of a day (the day view). */
  reservationDay: (scope: QueryScope, branchId: number | null, date: string) =>
    [{ resource: 'reservations', kind: 'day', branchId, date, ...scope }] as const,
  /** A branch's orders not yet handed over (the kitchen board). */
  liveOrders: (scope: QueryScope) => [{ resource: 'orders-live', kind: 'live', ...scope }] as const,
  /** The signed-in user; the token tells one sign-in from the next. */
  profile: (scope: QueryScope, token: string | null) =>
    [{ resource: 'profile', kind: 'profile', ...scope, token }] as const,
  notificationCount: (scope: QueryScope) => [{ resource: 'notifications', kind: 'count', ...scope }] as const,
  /** The bell's dropdown: the caller's newest notifications. */
  notificationInbox: (scope: QueryScope) => [{ resource: 'notifications', kind: 'inbox', ...scope }] as const,
};

/** The request options that make a query's answer match its key. */
export function scopeRequest(scope: QueryScope): { lang: Locale; userType?: UserType } {
  return scope.userType ? { lang: scope.lang, userType: scope.userType } : { lang: scope.lang };
}

/** `GET {resource}?page&per_page&sort&filter[...]`: one page of the resource's generic list. */
export function fetchList<T>(
  scope: QueryScope,
  resource: string,
  query: URLSearchParams | Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<ListResponse<T>> {
  return api<ListResponse<T>>(resource, { query, signal, ...scopeRequest(scope) });
}

/** One page of a list, cached by its query. */
export function listQueryOptions<T>(scope: QueryScope, resource: string, query: URLSearchParams) {
  return queryOptions({
    queryKey: queryKeys.list(scope, resource, query.toString()),
    queryFn: ({ signal }) => fetchList<T>(scope, resource, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET {resource}/{id}`: one record. */
export function detailQueryOptions<T>(scope: QueryScope, resource: string, id: number) {
  return queryOptions({
    queryKey: queryKeys.detail(scope, resource, id),
    queryFn: ({ signal }) =>
      api<{ data: T }>(`${resource}/${id}`, { signal, ...scopeRequest(scope) }).then((r) => r.data),
  });
}

/** `GET {source}?pagination=all`: the id and name of every record (select options). */
export function optionsQueryOptions(scope: QueryScope, source: string) {
  return queryOptions({
    queryKey: queryKeys.options(scope, source),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api<OptionsResponse>(source, { query: { pagination: 'all' }, signal, ...scopeRequest(scope) }),
  });
}
