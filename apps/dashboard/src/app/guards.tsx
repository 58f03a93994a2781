import type { Permission } from '@sufra/contract/permissions';
import type { UserType } from '@sufra/contract/user-types';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { hasPermission } from '../lib/permissions.ts';
import { canVisitResetStep, type ResetStep, readResetFlow } from '../lib/reset-flow.ts';
import { useSession } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

/** SPEC §8 durations of the guard warnings. */
export const VISIT_PAGE_WARNING_SECONDS = 2;
export const REGISTER_WARNING_SECONDS = 5;

/** Navigate away and say why (the toast key keeps StrictMode from showing it twice). */
export function RedirectWithWarning({ to, text, seconds }: { to: string; text: string; seconds: number }) {
  useEffect(() => {
    toast.warning(text, seconds, `guard-${to}`);
  }, [to, text, seconds]);
  return <Navigate to={to} replace />;
}

/** Protected pages: no token → choose the user type first. */
export function RequireToken({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!token) return <Navigate to="/choose-user-type" replace />;
  return children;
}

/** Each page needs its permission; `/home` and the profile pages need none. */
export function RequirePermission({
  permission,
  userTypes,
  children,
}: {
  permission?: Permission;
  /** Only these user types (the kitchen board is a branch's). */
  userTypes?: readonly UserType[] | undefined;
  children: ReactNode;
}) {
  const { user, userType } = useSession();
  if (!hasPermission(user?.permissions ?? [], permission)) return <Navigate to="/no-permission" replace />;
  if (userTypes && (userType === null || !userTypes.includes(userType)))
    return <Navigate to="/no-permission" replace />;
  return children;
}

/** Auth pages: a logged-in user is sent to `/`. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Navigate to="/" replace />;
  return children;
}

/** Login and the reset flow need a chosen user type (their API paths start with it). */
export function RequireUserType() {
  const { t } = useTranslation();
  const { userType } = useSession();
  if (!userType) {
    return (
      <RedirectWithWarning
        to="/choose-user-type"
        text={t('guards.select_user_type')}
        seconds={VISIT_PAGE_WARNING_SECONDS}
      />
    );
  }
  return <Outlet />;
}

/** The reset flow in order; out of order → warning and back to `/forget-password`. */
export function RequireResetStep({ step, children }: { step: ResetStep; children: ReactNode }) {
  const { t } = useTranslation();
  if (!canVisitResetStep(readResetFlow(), step)) {
    return (
      <RedirectWithWarning
        to="/forget-password"
        text={t('guards.visit_page')}
        seconds={VISIT_PAGE_WARNING_SECONDS}
      />
    );
  }
  return children;
}

/** Registration is for brand managers only (SPEC §4). */
export function VendorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { userType } = useSession();
  if (userType !== 'vendor') {
    return (
      <RedirectWithWarning
        to={userType ? '/login' : '/choose-user-type'}
        text={t('guards.visit_page_register')}
        seconds={REGISTER_WARNING_SECONDS}
      />
    );
  }
  return children;
}
