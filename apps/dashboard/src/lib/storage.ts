/** Small typed wrappers over Web Storage that never throw (private mode, quota, disabled storage). */

const PREFIX = 'sufra.';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const localStore = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void =>
    safe(() => window.localStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(PREFIX + key), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void =>
    safe(() => window.sessionStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(PREFIX + key), undefined),
};

export function readJson<T>(raw: string | null, guard: (value: unknown) => value is T): T | null {
  if (raw === null) return null;
  const parsed = safe<unknown>(() => JSON.parse(raw), null);
  return guard(parsed) ? parsed : null;
}
