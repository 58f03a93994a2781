import { useQuery } from '@tanstack/react-query';
import { theme as antdTheme, Flex, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { toSessionUser, updateSessionUser, useSession } from '../../lib/session.ts';
import type { AppRoute } from '../route-types.ts';
import { LanguageSwitch, ThemeSwitch } from './header-controls.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { logoUrl, PageFallback } from './page-fallback.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';

/** Refresh the user and permissions from `getProfile` once per visit. */
function useProfileRefresh(): void {
  const { token } = useSession();
  const scope = useQueryScope();
  const profile = useQuery({
    queryKey: queryKeys.profile(scope, token),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api<{ data: { user: unknown; sys_logo?: string } }>('getProfile', { signal, ...scopeRequest(scope) }),
  });
  useEffect(() => {
    const user = toSessionUser(profile.data?.data.user);
    if (user) updateSessionUser(user, profile.data?.data.sys_logo ?? null);
  }, [profile.data]);
}

/** The logged-in shell: sidebar, header and the page. */
export function AppLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const { sysLogo } = useSession();
  const { token } = antdTheme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  useProfileRefresh();

  return (
    <Layout className="app-layout">
      <button
        type="button"
        className="skip-link"
        // A button, not a #fragment link: a fragment navigation would count as "back" on home.
        onClick={() => document.getElementById('main-content')?.focus()}
      >
        {t('nav.skip_to_content')}
      </button>
      <Layout.Sider
        className="app-sider no-print"
        width={240}
        breakpoint="lg"
        collapsedWidth={72}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        style={{ background: token.colorBgContainer }}
      >
        <Link to="/home" className="app-brand" aria-label={t('app.name')}>
          <img src={logoUrl(sysLogo)} alt="" width={32} height={32} />
          {collapsed ? null : <span>{t('app.name')}</span>}
        </Link>
        <Sidebar routes={routes} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header no-print" style={{ background: token.colorBgContainer }}>
          <Flex justify="end" align="center" gap={4} wrap>
            <LanguageSwitch />
            <ThemeSwitch />
            <NotificationBell />
            <UserMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content id="main-content" className="app-content" tabIndex={-1}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
