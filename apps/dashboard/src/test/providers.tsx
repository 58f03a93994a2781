import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import {
  createMemoryRouter,
  type MemoryRouterOpts,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { bindToasts } from '../lib/toast.ts';

function ToastBridge() {
  const { notification } = AntdApp.useApp();
  useLayoutEffect(() => bindToasts(notification), [notification]);
  return null;
}

/** Shows the current URL for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  options: Pick<MemoryRouterOpts, 'patchRoutesOnNavigation'> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry], ...options });
  const ui: ReactNode = (
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <AntdApp>
          <ToastBridge />
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
  return { ui, router, client };
}

/** Renders `element` as the only route, at `path`, opened at `url` (the path itself unless given). */
export function renderAt(path: string, element: ReactNode, url = path) {
  const routes = renderRoutes([{ path, element }], url);
  render(routes.ui);
  return routes;
}
