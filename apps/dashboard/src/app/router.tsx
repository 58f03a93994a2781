import { useEffect } from 'react';
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
import { ChangePasswordPage } from '../features/auth/change-password-page.tsx';
import { ChooseUserTypePage } from '../features/auth/choose-user-type-page.tsx';
import { ForgetPasswordPage } from '../features/auth/forget-password-page.tsx';
import { JoinUsPage } from '../features/auth/join-us-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { ResendPage } from '../features/auth/resend-page.tsx';
import { SuccessMessagePage } from '../features/auth/success-message-page.tsx';
import { VerificationCodePage } from '../features/auth/verification-code-page.tsx';
import {
  CrashPage,
  NoPermissionPage,
  NotFoundPage,
  UnauthorizedPage,
} from '../features/errors/error-pages.tsx';
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
import { AppLayout } from './layout/app-layout.tsx';
import { isRouteHandle, type RouteHandle } from './route-types.ts';
import { appRoutes } from './routes.tsx';

export const BASENAME = '/dashboard';

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
  if (token) return <AppLayout routes={appRoutes} />;
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
    errorElement: <CrashPage />,
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
          titled('routes.join_us', { path: 'join-us', element: <JoinUsPage /> }),
          titled('routes.register', {
            path: 'register',
            element: (
              <VendorOnly>
                <RegisterPage />
              </VendorOnly>
            ),
          }),
          {
            element: <RequireUserType />,
            children: [
              titled('routes.login', { path: 'login', element: <LoginPage /> }),
              titled('routes.forget_password', { path: 'forget-password', element: <ForgetPasswordPage /> }),
              titled('routes.verification_code', {
                path: 'verification-code',
                element: (
                  <RequireResetStep step="code">
                    <VerificationCodePage />
                  </RequireResetStep>
                ),
              }),
              titled('routes.resend', {
                path: 'resend',
                element: (
                  <RequireResetStep step="code">
                    <ResendPage />
                  </RequireResetStep>
                ),
              }),
              titled('routes.change_password', {
                path: 'change-password',
                element: (
                  <RequireResetStep step="password">
                    <ChangePasswordPage />
                  </RequireResetStep>
                ),
              }),
              titled('routes.success_message', {
                path: 'success-message',
                element: (
                  <RequireResetStep step="done">
                    <SuccessMessagePage />
                  </RequireResetStep>
                ),
              }),
            ],
          },
        ],
      },
      {
        element: (
          <RequireToken>
            <AppLayout routes={appRoutes} />
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
          titled('errors.unauthorized_title', { path: '401', element: <UnauthorizedPage /> }),
          titled('errors.no_permission_title', { path: 'no-permission', element: <NoPermissionPage /> }),
          titled('errors.not_found_title', { path: 'not-found', element: <NotFoundPage /> }),
          titled('errors.not_found_title', { path: '*', element: <NotFoundPage /> }),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: BASENAME });
}
