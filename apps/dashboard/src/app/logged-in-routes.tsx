import { App as AntdApp } from 'antd';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageFallback } from '../components/page-fallback.tsx';
import { QueryProvider } from '../lib/query-client.tsx';
import { RequirePermission, RequireToken } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-types.ts';
import { appRoutes } from './routes.tsx';

/**
 * The logged-in area: its shell and the table of its pages (which names every resource of the
 * contract, with their schemas). Loaded the first time a path outside the sign-in pages is visited
 * (`patchRoutesOnNavigation` in `router.tsx`), never with the first page.
 *
 * antd's `App` (dialogs) and the query cache live here: the sign-in pages use neither.
 */
export function LoggedInShell() {
  return (
    <QueryProvider>
      <AntdApp component={false}>
        <Suspense fallback={<PageFallback />}>
          <AppLayout routes={appRoutes} />
        </Suspense>
      </AntdApp>
    </QueryProvider>
  );
}

export const loggedInRoute: RouteObject = {
  id: 'logged-in',
  element: (
    <RequireToken>
      <LoggedInShell />
    </RequireToken>
  ),
  children: appRoutes.map(
    (route) =>
      ({
        path: route.path,
        handle: { titleKey: route.titleKey } satisfies RouteHandle,
        element: (
          <RequirePermission permission={route.permission} userTypes={route.userTypes}>
            {route.element}
          </RequirePermission>
        ),
      }) as RouteObject,
  ),
};
