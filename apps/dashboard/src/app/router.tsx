import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  useMatches,
  useNavigate,
} from 'react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { ChooseUserTypePage } from '../features/auth/choose-user-type-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { bindNavigate } from '../lib/navigation.ts';
import { reloadSession, useSession } from '../lib/session.ts';
import { showFlash, takeFlash } from '../lib/toast.ts';
import {
  GuestOnly,
  RequirePermission,
  RequireResetStep,
  RequireToken,
  RequireUserType,
  VendorOnly,
} from './guards.tsx';
import { PageFallback } from './layout/page-fallback.tsx';
import { isRouteHandle, type RouteHandle } from './route-types.ts';
import { appRoutes } from './routes.tsx';

export const BASENAME = '/dashboard';

/**
 * The first page a visitor sees (choose the user type, log in) is in the entry chunk; everything
 * else is loaded on the way: the logged-in shell with its pages, and the rarer auth pages. The
 * entry stays free of the list and form machinery (tables, pickers, uploads).
 */
const AppLayout = lazy(async () => ({ default: (await import('./layout/app-layout.tsx')).AppLayout }));

function LoggedInShell() {
  return (
    <Suspense fallback={<PageFallback />}>
      <AppLayout routes={appRoutes} />
    </Suspense>
  );
}

const errorPages = () => import('../features/errors/error-pages.tsx');
const CrashPage = lazy(async () => ({ default: (await errorPages()).CrashPage }));

/** A route whose page is loaded before the router moves to it (React Router `lazy`). */
function lazyPage(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

/** Document title from the deepest route with a title (SPEC §2). */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle as
    | RouteHandle
    | undefined;
  const title = handle ? `${t(handle.titleKey)} | ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Router-wide concerns: navigation for the HTTP client, title, toasts carried over a reload. */
function RootShell() {
  const navigate = useNavigate();
  useDocumentTitle();
  useEffect(() => {
    bindNavigate((to, options) => void navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  useEffect(() => {
    const flash = takeFlash();
    if (flash) showFlash(flash);
    // Another tab logged in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith('sufra.')) reloadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <Outlet />;
}

/** Error pages sit in the shell when logged in, alone otherwise. */
function ErrorFrame() {
  const { token } = useSession();
  if (token) return <LoggedInShell />;
  return (
    <main className="error-page">
      <Outlet />
    </main>
  );
}

const titled = (titleKey: string, route: RouteObject): RouteObject =>
  ({ ...route, handle: { titleKey } satisfies RouteHandle }) as RouteObject;

export const routeObjects: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: (
      <Suspense fallback={<PageFallback />}>
        <CrashPage />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        element: (
          <GuestOnly>
            <AuthLayout />
          </GuestOnly>
        ),
        children: [
          titled('routes.choose_user_type', { path: 'choose-user-type', element: <ChooseUserTypePage /> }),
          titled('routes.join_us', {
            path: 'join-us',
            ...lazyPage(async () => {
              const { JoinUsPage } = await import('../features/auth/join-us-page.tsx');
              return <JoinUsPage />;
            }),
          }),
          titled('routes.register', {
            path: 'register',
            ...lazyPage(async () => {
              const { RegisterPage } = await import('../features/auth/register-page.tsx');
              return (
                <VendorOnly>
                  <RegisterPage />
                </VendorOnly>
              );
            }),
          }),
          {
            element: <RequireUserType />,
            children: [
              titled('routes.login', { path: 'login', element: <LoginPage /> }),
              titled('routes.forget_password', {
                path: 'forget-password',
                ...lazyPage(async () => {
                  const { ForgetPasswordPage } = await import('../features/auth/forget-password-page.tsx');
                  return <ForgetPasswordPage />;
                }),
              }),
              titled('routes.verification_code', {
                path: 'verification-code',
                ...lazyPage(async () => {
                  const { VerificationCodePage } = await import(
                    '../features/auth/verification-code-page.tsx'
                  );
                  return (
                    <RequireResetStep step="code">
                      <VerificationCodePage />
                    </RequireResetStep>
                  );
                }),
              }),
              titled('routes.resend', {
                path: 'resend',
                ...lazyPage(async () => {
                  const { ResendPage } = await import('../features/auth/resend-page.tsx');
                  return (
                    <RequireResetStep step="code">
                      <ResendPage />
                    </RequireResetStep>
                  );
                }),
              }),
              titled('routes.change_password', {
                path: 'change-password',
                ...lazyPage(async () => {
                  const { ChangePasswordPage } = await import('../features/auth/change-password-page.tsx');
                  return (
                    <RequireResetStep step="password">
                      <ChangePasswordPage />
                    </RequireResetStep>
                  );
                }),
              }),
              titled('routes.success_message', {
                path: 'success-message',
                ...lazyPage(async () => {
                  const { SuccessMessagePage } = await import('../features/auth/success-message-page.tsx');
                  return (
                    <RequireResetStep step="done">
                      <SuccessMessagePage />
                    </RequireResetStep>
                  );
                }),
              }),
            ],
          },
        ],
      },
      {
        element: (
          <RequireToken>
            <LoggedInShell />
          </RequireToken>
        ),
        children: appRoutes.map((route) =>
          titled(route.titleKey, {
            path: route.path,
            element: <RequirePermission permission={route.permission}>{route.element}</RequirePermission>,
          }),
        ),
      },
      {
        element: <ErrorFrame />,
        children: [
          titled('errors.unauthorized_title', {
            path: '401',
            ...lazyPage(async () => {
              const { UnauthorizedPage } = await errorPages();
              return <UnauthorizedPage />;
            }),
          }),
          titled('errors.no_permission_title', {
            path: 'no-permission',
            ...lazyPage(async () => {
              const { NoPermissionPage } = await errorPages();
              return <NoPermissionPage />;
            }),
          }),
          ...['not-found', '*'].map((path) =>
            titled('errors.not_found_title', {
              path,
              ...lazyPage(async () => {
                const { NotFoundPage } = await errorPages();
                return <NotFoundPage />;
              }),
            }),
          ),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: BASENAME });
}
