import { theme as antdTheme, ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { makeIconsDecorative } from '../components/decorative-icons.ts';
import { useAntdLocale } from '../lib/antd-locale.ts';
import { installBackReload, trackPath } from '../lib/back-reload.ts';
import { directionOf, i18n } from '../lib/i18n.ts';
import { getSession } from '../lib/session.ts';
import { contrastTheme, useThemeState } from '../lib/theme.ts';
import { isToastHostWanted, subscribeToastHost } from '../lib/toast.ts';
import { createAppRouter } from './router.tsx';

// Icons are decorative unless named (before anything renders one).
makeIconsDecorative();

// Installed before the router so it sees "back" before the router moves away from home.
installBackReload({
  isLoggedIn: () => Boolean(getSession().token),
  message: () => i18n.t('home.back_reload'),
});
const router = createAppRouter();

trackPath(router.state.location.pathname);
router.subscribe((state) => trackPath(state.location.pathname));

const REDUCED_MOTION =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const FONT = "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', 'DejaVu Sans', system-ui, sans-serif";

const ToastHost = lazy(() => import('./toast-host.tsx'));

/** antd's notifications arrive with the first toast (the first page shows none). */
function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, isToastHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/**
 * The page's base text (colour, size, font) from the theme, as antd's `App` sets it; `App` itself,
 * with its dialogs and messages, comes with the logged-in shell.
 */
function AppRoot({ mode, children }: { mode: string; children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      className={`app-root theme-${mode}`}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

function ThemedApp() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const direction = directionOf(lang);
  const theme = useThemeState();
  const contrast = contrastTheme(theme);
  const antdWords = useAntdLocale(lang);
  // The password field's eye is named by antd's "show"/"hide": from the catalogue, so the sign-in
  // pages (before antd's words are loaded) name it in their language too. (One word: the field's
  // label already says what it shows, and "Show password" would answer to the label "Password".)
  const locale = useMemo(
    () => ({
      ...(antdWords ?? { locale: lang }),
      global: { ...antdWords?.global, show: t('auth.show_password'), hide: t('auth.hide_password') },
    }),
    [antdWords, lang, t],
  );
  return (
    <ConfigProvider
      direction={direction}
      locale={locale}
      theme={{
        algorithm: theme.mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: {
          ...contrast.token,
          fontFamily: FONT,
          borderRadius: 8,
          // People who ask their system for less motion get none (menus, drawers, dialogs appear at once).
          motion: !REDUCED_MOTION,
        },
        components: contrast.components,
      }}
    >
      <AppRoot mode={theme.mode}>
        <Toasts />
        <RouterProvider router={router} />
      </AppRoot>
    </ConfigProvider>
  );
}

/** The query cache is provided by the pages that use it (`lib/query-client.tsx`). */
export function App() {
  return <ThemedApp />;
}
