import { useSyncExternalStore } from 'react';
import { localStore } from './storage.ts';

/**
 * SPEC §1: the six colour themes, as antd primary colours; each keeps at least 4.5:1 against white
 * (text on buttons, links) so WCAG AA contrast holds in every theme.
 */
export const THEME_COLORS = {
  blue: '#0958d9',
  green: '#237804',
  red: '#cf1322',
  purple: '#722ed1',
  grey: '#595959',
  pink: '#c41d7f',
} as const;

export type ThemeColor = keyof typeof THEME_COLORS;
export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  color: ThemeColor;
  mode: ThemeMode;
}

function isThemeColor(value: string | null): value is ThemeColor {
  return value !== null && value in THEME_COLORS;
}

function load(): ThemeState {
  const color = localStore.get('theme');
  const mode = localStore.get('mode');
  return { color: isThemeColor(color) ? color : 'blue', mode: mode === 'dark' ? 'dark' : 'light' };
}

let current = load();
const listeners = new Set<() => void>();

function emit(next: ThemeState): void {
  current = next;
  localStore.set('theme', next.color);
  localStore.set('mode', next.mode);
  for (const listener of listeners) listener();
}

export function setThemeColor(color: ThemeColor): void {
  emit({ ...current, color });
}

export function setThemeMode(mode: ThemeMode): void {
  emit({ ...current, mode });
}

export function useThemeState(): ThemeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
