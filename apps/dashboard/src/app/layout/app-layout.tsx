import { MenuOutlined } from '@ant-design/icons';
import { getProfile } from '@sufra/contract/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { theme as antdTheme, Button, Drawer, Flex, Grid, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { AppRoute } from '../../components/feature-manifest.tsx';
import { LanguageSwitch, ThemeSwitch } from '../../components/header-controls/header-controls.tsx';
import { logoUrl, PageFallback } from '../../components/page-fallback.tsx';
import { call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { toSessionUser, updateSessionUser, useSession } from '../../lib/session.ts';
import { atCounter, LiveBridge } from './live-bridge.tsx';
import { LiveIndicator, OrderSoundToggle } from './live-controls.tsx';
import { NotificationBell } from './notification-bell.tsx';
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
    queryFn: ({ signal }) => call(getProfile, { signal, ...scopeRequest(scope) }),
  });
  useEffect(() => {
    const user = toSessionUser(profile.data?.data.user);
    if (user) updateSessionUser(user, profile.data?.data.sys_logo ?? null);
  }, [profile.data]);
}

/** The logo and the product's name, linking home. */
function Brand({ collapsed, logo }: { collapsed: boolean; logo: string | null }) {
  const { t } = useTranslation();
  return (
    <Link to="/home" className="app-brand" aria-label={t('app.name')}>
      <img src={logoUrl(logo)} alt="" width={32} height={32} />
      {collapsed ? null : <span>{t('app.name')}</span>}
    </Link>
  );
}

/** The sidebar's width, open and folded to its icons (under 992 px). */
const SIDER_WIDTH = 240;
const SIDER_COLLAPSED = 72;

/**
 * The logged-in shell: sidebar, header and the page. On a phone (under 768 px) the sidebar folds
 * into a drawer opened from the header's menu button, so the page keeps the whole width.
 */
export function AppLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { sysLogo, user, userType } = useSession();
  const { token } = antdTheme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const phone = Grid.useBreakpoint().md === false;
  const { pathname } = useLocation();
  useProfileRefresh();
  // A link followed in the drawer closes it.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);
  // The sidebar's width, for what is placed beside it outside this tree (the toasts, styles.css).
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--app-sider-size', `${phone ? 0 : collapsed ? SIDER_COLLAPSED : SIDER_WIDTH}px`);
    return () => {
      root.removeProperty('--app-sider-size');
    };
  }, [phone, collapsed]);

  return (
    <Layout className="app-layout">
      <LiveBridge />
      <button
        type="button"
        className="skip-link"
        // A button, not a #fragment link: a fragment navigation would count as "back" on home.
        onClick={() => document.getElementById('main-content')?.focus()}
      >
        {t('nav.skip_to_content')}
      </button>
      {phone ? (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement={lang === 'ar' ? 'right' : 'left'}
          size={280}
          title={<Brand collapsed={false} logo={sysLogo} />}
          className="app-menu-drawer no-print"
          styles={{ body: { padding: 0 } }}
        >
          <Sidebar routes={routes} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="app-sider no-print"
          aria-label={t('nav.sidebar')}
          width={SIDER_WIDTH}
          breakpoint="lg"
          collapsedWidth={SIDER_COLLAPSED}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ background: token.colorBgContainer }}
        >
          <Brand collapsed={collapsed} logo={sysLogo} />
          <Sidebar routes={routes} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="app-header no-print" style={{ background: token.colorBgContainer }}>
          <Flex justify="space-between" align="center" gap={4} className="app-header-bar">
            {phone ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('nav.open_menu')}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              />
            ) : (
              <span />
            )}
            <Flex justify="end" align="center" gap={4} className="app-header-controls">
              <LiveIndicator />
              {atCounter(user, userType) ? <OrderSoundToggle /> : null}
              <LanguageSwitch />
              <ThemeSwitch />
              <NotificationBell />
              <UserMenu />
            </Flex>
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
