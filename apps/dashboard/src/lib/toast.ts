import type { NotificationInstance } from 'antd/es/notification/interface';
import { listenerSet } from './listeners.ts';
import { sessionStore } from './storage.ts';

/**
 * Toasts of SPEC §9: success and error stay 10 s, the rest 6 s unless told; top-right in both
 * languages, below the sticky header (64 px) so they never cover its controls. The instance is bound
 * by the toast host (`app/toast-host.tsx`, inside the theme so toasts follow it and the direction),
 * which the app loads with antd's notifications on the first toast: the first page carries neither.
 */
export const TOAST_CONFIG = { placement: 'topRight', top: 64 + 12, duration: 6 } as const;

let instance: NotificationInstance | null = null;
/** Toasts asked for before a host was bound; shown, in order, when one is. */
let pending: (() => void)[] = [];
let hostWanted = false;
const hostListeners = listenerSet();

export function bindToasts(api: NotificationInstance | null): void {
  instance = api;
  if (!api) return;
  const waiting = pending;
  pending = [];
  for (const showNow of waiting) showNow();
}

/** Whether a toast was asked for: the app then mounts (and loads) its toast host. */
export function isToastHostWanted(): boolean {
  return hostWanted;
}

export const subscribeToastHost = hostListeners.subscribe;

/** Toasts wait for a host only where one will come (the app listens); elsewhere they are dropped. */
function wait(showLater: () => void): void {
  if (hostListeners.size === 0) return;
  pending.push(showLater);
  if (hostWanted) return;
  hostWanted = true;
  hostListeners.notify();
}

type Kind = 'success' | 'error' | 'info' | 'warning';

const DEFAULT_SECONDS: Record<Kind, number> = { success: 10, error: 10, info: 6, warning: 6 };

function show(kind: Kind, text: string, seconds?: number, key?: string): void {
  if (!instance) {
    wait(() => show(kind, text, seconds, key));
    return;
  }
  instance[kind]({
    title: text,
    duration: seconds ?? DEFAULT_SECONDS[kind],
    role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
    ...(key ? { key } : {}),
  });
}

export const toast = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  error: (text: string, seconds?: number, key?: string) => show('error', text, seconds, key),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number, key?: string) => show('warning', text, seconds, key),
};

/** A toast to show after the next page load (the page reloads right away: 401, back on home). */
export interface FlashToast {
  kind: Kind;
  text: string;
  seconds?: number;
}

const FLASH_KEY = 'flash';

export function flashAfterReload(flash: FlashToast): void {
  sessionStore.set(FLASH_KEY, JSON.stringify(flash));
}

export function takeFlash(): FlashToast | null {
  const raw = sessionStore.get(FLASH_KEY);
  sessionStore.remove(FLASH_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { kind, text, seconds } = parsed as Record<string, unknown>;
    if (typeof text !== 'string' || !['success', 'error', 'info', 'warning'].includes(String(kind)))
      return null;
    return { kind: kind as Kind, text, ...(typeof seconds === 'number' ? { seconds } : {}) };
  } catch {
    return null;
  }
}

export function showFlash(flash: FlashToast): void {
  show(flash.kind, flash.text, flash.seconds);
}
