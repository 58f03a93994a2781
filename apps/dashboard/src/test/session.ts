/**
 * The session a component test starts from, written where lib/session.ts reads it (localStorage,
 * `sufra.` keys), and the tear-down that leaves the next test signed out and in English.
 */
import { DEMO_ACCOUNTS } from '@sufra/contract/demo-accounts';
import type { Permission } from '@sufra/contract/permissions';
import { act } from '@testing-library/react';
import { i18n } from '../lib/i18n.ts';
import { reloadSession, type SessionUser } from '../lib/session.ts';

/**
 * A stored user: what `toSessionUser` requires (id, type, permissions) plus any other field the test
 * cares about; the rest is filled in as the app fills it in when it reads the session.
 */
export type TestUser = Pick<SessionUser, 'id' | 'type' | 'permissions'> & Partial<SessionUser>;

/** The platform's super admin (user 1, role 1), holding only `permissions`. */
export function adminUser(permissions: Permission[]): SessionUser {
  return {
    id: 1,
    name: 'Admin',
    email: DEMO_ACCOUNTS.admin.email,
    phone: null,
    type: 'admin',
    role: { id: 1, name: 'Super admin' },
    sub_role: null,
    brand_id: null,
    branch_id: null,
    permissions,
  };
}

/** The demo branch's staff account of a kind (as the seed makes them), holding only `permissions`. */
export function branchStaff(subRole: 'kitchen' | 'cashier', permissions: Permission[]): TestUser {
  const staff = {
    kitchen: { id: 6, name: 'Kitchen', role: { id: 4, name: 'Kitchen' } },
    cashier: { id: 4, name: 'Cashier', role: { id: 5, name: 'Cashier' } },
  }[subRole];
  return { ...staff, email: DEMO_ACCOUNTS[subRole].email, type: 'branch', sub_role: subRole, permissions };
}

/** Writes only the keys given (a chosen user type alone, a token without a user…) and reloads. */
export function storeSession(values: {
  token?: string;
  userType?: SessionUser['type'];
  user?: TestUser;
}): void {
  if (values.token) localStorage.setItem('sufra.token', values.token);
  if (values.userType) localStorage.setItem('sufra.userType', values.userType);
  if (values.user) localStorage.setItem('sufra.user', JSON.stringify(values.user));
  reloadSession();
}

/** Signed in as `user`: its token, its type as the chosen user type, and the user itself. */
export function signInAs(user: TestUser, token = 't'): void {
  storeSession({ token, userType: user.type, user });
}

/** Signed out (storage cleared, session reloaded) and the language back to English. */
export async function resetTestSession(): Promise<void> {
  localStorage.clear();
  reloadSession();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
}
