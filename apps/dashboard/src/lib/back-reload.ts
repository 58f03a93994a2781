import { flashAfterReload } from './toast.ts';

/** SPEC §8: the info toast of "back on home" shows for 2 s. */
export const BACK_RELOAD_TOAST_SECONDS = 2;

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

let currentPath = '';

/** Keep the router's current path up to date (the router's state carries the `/dashboard` base). */
export function trackPath(path: string): void {
  currentPath = BASE && path.startsWith(BASE) ? path.slice(BASE.length) || '/' : path;
}

/**
 * Pressing the browser's back button on home reloads the page with an info toast (SPEC §2, §8).
 * The listener runs in the capture phase, before the router handles the same event, so it still
 * knows the page being left.
 */
export function installBackReload(options: { isLoggedIn: () => boolean; message: () => string }): void {
  window.addEventListener(
    'popstate',
    () => {
      if (currentPath !== '/home' || !options.isLoggedIn()) return;
      flashAfterReload({ kind: 'info', text: options.message(), seconds: BACK_RELOAD_TOAST_SECONDS });
      window.location.replace(window.location.href);
    },
    { capture: true },
  );
}
