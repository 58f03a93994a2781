import { theme as antdTheme, Flex } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch, ThemeSwitch } from '../../components/header-controls/header-controls.tsx';
import { logoUrl, PageFallback } from '../../components/page-fallback.tsx';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { useSession } from '../../lib/session.ts';
import { useThemeState } from '../../lib/theme.ts';
import { AuthText } from './auth-text.tsx';

/**
 * The frame of the pages before login: the platform's logo and name (its public settings), language
 * and theme, one centred card. The card is
 * drawn with the theme's tokens rather than antd's Card, which would bring its tabs and skeletons
 * into the first page's JavaScript.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { sysLogo } = useSession();
  // The platform's name and logo as its settings say (the logo is kept for the next visit).
  const platform = usePublicSettings();
  const { token } = antdTheme.useToken();
  const { mode } = useThemeState();
  return (
    // Dark mode: the layout's dark background, so the toolbar's light icons and the card sit on it.
    <div className="auth-layout" style={mode === 'dark' ? { background: token.colorBgLayout } : undefined}>
      <header className="auth-toolbar">
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main className="auth-main">
        <section
          className="auth-card"
          style={{
            background: token.colorBgContainer,
            color: token.colorText,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: token.paddingLG,
          }}
        >
          <Flex vertical align="center" gap={4} className="auth-brand">
            <img src={logoUrl(sysLogo)} alt="" width={56} height={56} />
            <AuthText strong className="auth-brand-name">
              {platform?.platform_name ?? t('app.name')}
            </AuthText>
            <AuthText secondary>{t('app.tagline')}</AuthText>
          </Flex>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </section>
      </main>
    </div>
  );
}
