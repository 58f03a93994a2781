import { type ApprovalStatus, isApprovalStatus } from '@sufra/contract/approval';
import { isPermission, type Permission } from '@sufra/contract/permissions';
import { isUserType, type UserType } from '@sufra/contract/user-types';
import { useSyncExternalStore } from 'react';
import { listenerSet } from './listeners.ts';
import { localStore, readJson } from './storage.ts';

/** The logged-in user as the API returns it (login and getProfile). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: UserType;
  role: { id: number; name: string } | null;
  sub_role: string | null;
  brand_id: number | null;
  branch_id: number | null;
  /** The brand's approval status (null for the platform's users): a waiting brand changes nothing. */
  brand_status?: ApprovalStatus | null;
  permissions: Permission[];
}

export interface Session {
  token: string | null;
  userType: UserType | null;
  user: SessionUser | null;
  sysLogo: string | null;
}

const KEYS = { token: 'token', userType: 'userType', user: 'user', logo: 'sysLogo' } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keep only what the dashboard relies on; unknown permission strings are dropped. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.type !== 'string') return null;
  if (!isUserType(value.type)) return null;
  const role = isRecord(value.role) ? value.role : null;
  const permissions = Array.isArray(value.permissions)
    ? value.permissions.filter((p): p is Permission => typeof p === 'string' && isPermission(p))
    : [];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: value.id,
    name: str(value.name) ?? '',
    email: str(value.email) ?? '',
    phone: str(value.phone),
    type: value.type,
    role: role && typeof role.id === 'number' ? { id: role.id, name: str(role.name) ?? '' } : null,
    sub_role: str(value.sub_role),
    brand_id: num(value.brand_id),
    branch_id: num(value.branch_id),
    brand_status: isApprovalStatus(value.brand_status) ? value.brand_status : null,
    permissions,
  };
}

function load(): Session {
  const userType = localStore.get(KEYS.userType);
  const isUser = (v: unknown): v is SessionUser => toSessionUser(v) !== null;
  const stored = readJson(localStore.get(KEYS.user), isUser);
  return {
    token: localStore.get(KEYS.token),
    userType: userType && isUserType(userType) ? userType : null,
    user: stored ? toSessionUser(stored) : null,
    sysLogo: localStore.get(KEYS.logo),
  };
}

let current: Session = load();
const listeners = listenerSet();

function emit(next: Session): void {
  current = next;
  listeners.notify();
}

export function getSession(): Session {
  return current;
}

export const subscribeSession = listeners.subscribe;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function setUserType(userType: UserType): void {
  localStore.set(KEYS.userType, userType);
  emit({ ...current, userType });
}

export function startSession(token: string, user: SessionUser, sysLogo: string | null): void {
  localStore.set(KEYS.token, token);
  localStore.set(KEYS.userType, user.type);
  localStore.set(KEYS.user, JSON.stringify(user));
  if (sysLogo) localStore.set(KEYS.logo, sysLogo);
  emit({ token, userType: user.type, user, sysLogo: sysLogo ?? current.sysLogo });
}

export function updateSessionUser(user: SessionUser, sysLogo?: string | null): void {
  localStore.set(KEYS.user, JSON.stringify(user));
  if (sysLogo) localStore.set(KEYS.logo, sysLogo);
  emit({ ...current, user, sysLogo: sysLogo ?? current.sysLogo });
}

/** The platform's logo changed (saved in the settings, or read from the public settings). */
export function setSysLogo(sysLogo: string): void {
  if (sysLogo === current.sysLogo) return;
  localStore.set(KEYS.logo, sysLogo);
  emit({ ...current, sysLogo });
}

/** Logout (SPEC §4): token, permissions and user type all go. */
export function clearSession(): void {
  localStore.remove(KEYS.token);
  localStore.remove(KEYS.user);
  localStore.remove(KEYS.userType);
  emit({ token: null, userType: null, user: null, sysLogo: current.sysLogo });
}

/** Re-read storage (another tab logged in or out). */
export function reloadSession(): void {
  emit(load());
}
