import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, theme as antdTheme, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { installBackReload, trackPath } from '../lib/back-reload.ts';
import { directionOf, i18n } from '../lib/i18n.ts';
import { getSession } from '../lib/session.ts';
import { contrastTheme, useThemeState } from '../lib/theme.ts';
import { bindToasts, TOAST_CONFIG } from '../lib/toast.ts';
import { createAppRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are shown by the HTTP client (SPEC §8); retrying would repeat the toasts.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

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

/** Binds the toast helper to antd's context-aware notification instance. */
function ToastBridge() {
  const { notification } = AntdApp.useApp();
  useLayoutEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

function ThemedApp() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const direction = directionOf(lang);
  const theme = useThemeState();
  const contrast = contrastTheme(theme);
  return (
    <ConfigProvider
      direction={direction}
      locale={lang === 'ar' ? arEG : enUS}
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
      <AntdApp className={`app-root theme-${theme.mode}`} notification={TOAST_CONFIG}>
        <ToastBridge />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}
