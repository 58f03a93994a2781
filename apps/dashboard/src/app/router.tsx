import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  type DOMRouterOpts,
  Navigate,
  Outlet,
  type RouteObject,
  useMatches,
  useNavigate,
} from 'react-router';
import { PageFallback } from '../components/page-fallback.tsx';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { ChooseUserTypePage } from '../features/auth/choose-user-type-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { loadAntdLocale } from '../lib/antd-locale.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { bindNavigate } from '../lib/navigation.ts';
import type { ResetStep } from '../lib/reset-flow.ts';
import { reloadSession, useSession } from '../lib/session.ts';
import { showFlash, takeFlash } from '../lib/toast.ts';
import { GuestOnly, RequireResetStep, RequireUserType, VendorOnly } from './guards.tsx';
import { isRouteHandle, type RouteHandle } from './route-types.ts';

export const BASENAME = '/dashboard';

/**
 * The first page a visitor sees (choose the user type, log in) is in the entry chunk; everything
 * else is loaded on the way: the rarer auth pages, and the logged-in area, whose route table (every
 * resource of the contract) is added to the router the first time a path outside the sign-in pages
 * is visited. The entry stays free of the list and form machinery (tables, pickers, uploads).
 */
const loggedInArea = async () => {
  const [area] = await Promise.all([import('./logged-in-routes.tsx'), loadAntdLocale(currentLanguage())]);
  return area;
};
const LoggedInShell = lazy(async () => ({ default: (await loggedInArea()).LoggedInShell }));

const ROOT_ID = 'root';

/**
 * React Router asks for routes it does not know yet (any path the sign-in pages do not match, the
 * not-found splat included): the logged-in area is added, then matched like any route. Adding it
 * again is a no-op (the router knows its id).
 */
export const routerOptions: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {
  patchRoutesOnNavigation: async ({ patch }) => {
    const { loggedInRoute } = await loggedInArea();
    patch(ROOT_ID, [loggedInRoute]);
  },
};

/** `/`: home when logged in, otherwise straight to choosing the user type (no logged-in code loaded). */
function IndexRedirect() {
  const { token } = useSession();
  return <Navigate to={token ? '/home' : '/choose-user-type'} replace />;
}

const errorPages = () => import('../features/errors/error-pages.tsx');
const CrashPage = lazy(async () => ({ default: (await errorPages()).CrashPage }));

/**
 * A route whose page is loaded before the router moves to it (React Router `lazy`), with the query
 * cache (which the first page does without); `wrap` puts a guard around the page.
 */
function lazyPage(
  load: () => Promise<ComponentType>,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Page, { QueryProvider }] = await Promise.all([
        load(),
        import('../lib/query-client.tsx'),
        loadAntdLocale(currentLanguage()),
      ]);
      return { element: <QueryProvider>{wrap(<Page />)}</QueryProvider> };
    },
  };
}

/** A later page of the password reset: loaded on the way, and shown only at its step of the flow. */
function resetStepPage(step: ResetStep, load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return lazyPage(load, (page) => <RequireResetStep step={step}>{page}</RequireResetStep>);
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
  if (token)
    return (
      <Suspense fallback={<PageFallback />}>
        <LoggedInShell />
      </Suspense>
    );
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
    id: ROOT_ID,
    element: <RootShell />,
    errorElement: (
      <Suspense fallback={<PageFallback />}>
        <CrashPage />
      </Suspense>
    ),
    children: [
      { index: true, element: <IndexRedirect /> },
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
            ...lazyPage(async () => (await import('../features/auth/join-us-page.tsx')).JoinUsPage),
          }),
          titled('routes.register', {
            path: 'register',
            ...lazyPage(
              async () => (await import('../features/auth/register-page.tsx')).RegisterPage,
              (page) => <VendorOnly>{page}</VendorOnly>,
            ),
          }),
          {
            element: <RequireUserType />,
            children: [
              titled('routes.login', { path: 'login', element: <LoginPage /> }),
              titled('routes.forget_password', {
                path: 'forget-password',
                ...lazyPage(
                  async () => (await import('../features/auth/forget-password-page.tsx')).ForgetPasswordPage,
                ),
              }),
              titled('routes.verification_code', {
                path: 'verification-code',
                ...resetStepPage(
                  'code',
                  async () =>
                    (await import('../features/auth/verification-code-page.tsx')).VerificationCodePage,
                ),
              }),
              titled('routes.resend', {
                path: 'resend',
                ...resetStepPage(
                  'code',
                  async () => (await import('../features/auth/resend-page.tsx')).ResendPage,
                ),
              }),
              titled('routes.change_password', {
                path: 'change-password',
                ...resetStepPage(
                  'password',
                  async () => (await import('../features/auth/change-password-page.tsx')).ChangePasswordPage,
                ),
              }),
              titled('routes.success_message', {
                path: 'success-message',
                ...resetStepPage(
                  'done',
                  async () => (await import('../features/auth/success-message-page.tsx')).SuccessMessagePage,
                ),
              }),
            ],
          },
        ],
      },
      {
        element: <ErrorFrame />,
        children: [
          titled('errors.unauthorized_title', {
            path: '401',
            ...lazyPage(async () => (await errorPages()).UnauthorizedPage),
          }),
          titled('errors.no_permission_title', {
            path: 'no-permission',
            ...lazyPage(async () => (await errorPages()).NoPermissionPage),
          }),
          ...['not-found', '*'].map((path) =>
            titled('errors.not_found_title', {
              path,
              ...lazyPage(async () => (await errorPages()).NotFoundPage),
            }),
          ),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: BASENAME, ...routerOptions });
}
