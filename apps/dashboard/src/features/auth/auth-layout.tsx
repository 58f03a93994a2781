import { Card, Flex, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { logoUrl, PageFallback } from '../../app/layout/page-fallback.tsx';
import { LanguageSwitch, ThemeSwitch } from '../../app/layout/header-controls.tsx';
import { useSession } from '../../lib/session.ts';

/** The frame of the pages before login: logo, language and theme, one centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
  const { sysLogo } = useSession();
  return (
    <div className="auth-layout">
      <header className="auth-toolbar">
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main className="auth-main">
        <Card className="auth-card">
          <Flex vertical align="center" gap={4} className="auth-brand">
            <img src={logoUrl(sysLogo)} alt="" width={56} height={56} />
            <Typography.Text strong className="auth-brand-name">
              {t('app.name')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('app.tagline')}</Typography.Text>
          </Flex>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Card>
      </main>
    </div>
  );
}
