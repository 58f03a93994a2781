import { useSyncExternalStore } from 'react';
import { localStore } from './storage.ts';

/** SPEC §1: the six colour themes, as antd primary colours. */
export const THEME_COLORS = {
  blue: '#1677ff',
  green: '#389e0d',
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
