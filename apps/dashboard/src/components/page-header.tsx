import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

/**
 * The page's one `<h1>` (its title, at the size of a section heading), breadcrumbs (home first) and the page's main actions. `under`: the page this one belongs
 * to (its list, the profile), so the crumbs are home, that page, then this one.
 */
export function PageHeader({
  title,
  crumbs = [],
  under,
  extra,
}: {
  title: string;
  crumbs?: Crumb[];
  under?: Crumb;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const trail = under ? [under, { title }] : crumbs;
  const items = [{ title: t('routes.home'), to: '/home' }, ...trail].map((crumb, index, all) => ({
    key: `${index}`,
    title: crumb.to && index < all.length - 1 ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <header className="page-header">
      <Breadcrumb items={items} className="no-print" />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} className="page-title">
          {title}
        </Typography.Title>
        {extra ? (
          <Flex gap={8} wrap className="no-print">
            {extra}
          </Flex>
        ) : null}
      </Flex>
    </header>
  );
}
