import type { UserType } from '@sufra/contract/user-types';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AppRoute } from '../../components/feature-manifest.tsx';
import { NAV_SECTIONS } from '../../components/feature-manifest.tsx';
import { hasPermission, usePermissions } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { NewOrdersBadge } from './live-controls.tsx';

/** The sidebar links a user may open, grouped by section; empty sections are left out (SPEC §2). */
export function visibleNav(
  routes: readonly AppRoute[],
  permissions: Parameters<typeof hasPermission>[0],
  userType: UserType | null = null,
) {
  return NAV_SECTIONS.map((section) => ({
    section,
    links: routes.filter(
      (route) =>
        route.nav?.section === section &&
        hasPermission(permissions, route.permission) &&
        (!route.userTypes || (userType !== null && route.userTypes.includes(userType))),
    ),
  })).filter((group) => group.links.length > 0);
}

function firstSegment(path: string): string {
  return path.replace(/^\//, '').split('/')[0] ?? '';
}

/**
 * The menu, by section. Collapsed to icons (the sider below 992 px), a section's title has no room
 * (it read "Gene…"): a line parts the sections instead, and each icon names its page on hover.
 */
export function Sidebar({ routes, collapsed = false }: { routes: readonly AppRoute[]; collapsed?: boolean }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { userType } = useSession();
  const location = useLocation();
  const groups = visibleNav(routes, permissions, userType);
  const current = firstSegment(location.pathname);
  const selected = groups.flatMap((g) => g.links).find((route) => firstSegment(route.path) === current);

  const links = (group: (typeof groups)[number]) =>
    group.links.map((route) => ({
      key: route.path,
      icon: route.nav?.icon,
      label: (
        <Link to={`/${route.path}`}>
          {t(route.titleKey)}
          {route.nav?.counter === 'new-orders' ? <NewOrdersBadge /> : null}
        </Link>
      ),
    }));
  const items: MenuProps['items'] = collapsed
    ? groups.flatMap((group, i) => [
        ...(i > 0 ? [{ type: 'divider' as const, key: `divider-${group.section}` }] : []),
        ...links(group),
      ])
    : groups.map((group) => ({
        type: 'group' as const,
        key: group.section,
        label: t(`nav.${group.section}`),
        children: links(group),
      }));

  return (
    <nav aria-label={t('nav.main')}>
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected.path] : []} />
    </nav>
  );
}
