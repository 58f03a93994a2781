import { useSyncExternalStore } from 'react';
import { listenerSet } from './listeners.ts';
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

/**
 * The same six colours lightened for dark mode, where text and links sit on near-black
 * (#141414–#262626): each keeps at least 5:1 there. Filled controls keep THEME_COLORS with white text.
 */
export const DARK_TEXT_COLORS: Record<ThemeColor, string> = {
  blue: '#69b1ff',
  green: '#95de64',
  red: '#ff7875',
  purple: '#b37feb',
  grey: '#bfbfbf',
  pink: '#f759ab',
};

/**
 * Hover and pressed shades of each colour, darker than the colour itself: a filled button keeps
 * white text at 4.5:1 or more under the pointer too (antd's derived hover shades are lighter).
 */
const HOVER_COLORS: Record<ThemeColor, { hover: string; active: string }> = {
  blue: { hover: '#003eb3', active: '#002c8c' },
  green: { hover: '#135200', active: '#092b00' },
  red: { hover: '#a8071a', active: '#820014' },
  purple: { hover: '#531dab', active: '#391085' },
  grey: { hover: '#434343', active: '#262626' },
  pink: { hover: '#9e1068', active: '#780650' },
};

/** Error red: text on white in light mode, on near-black in dark mode; filled danger buttons use the dark red. */
const ERROR_LIGHT = '#cf1322';
const ERROR_DARK_TEXT = '#ff7875';

/**
 * antd tokens that hold WCAG AA (4.5:1 for text) in every theme and mode: the selected sidebar item
 * is white on the theme colour, error text and danger buttons use a red that is dark enough on white
 * (or light enough on black), secondary greys are darker than antd's, the password eye is visible.
 */
export function contrastTheme({ color, mode }: ThemeState) {
  const primary = THEME_COLORS[color];
  const dark = mode === 'dark';
  const text = dark ? DARK_TEXT_COLORS[color] : primary;
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorPrimaryHover: HOVER_COLORS[color].hover,
      colorPrimaryActive: HOVER_COLORS[color].active,
      colorLink: text,
      colorLinkHover: text,
      colorError: dark ? ERROR_DARK_TEXT : ERROR_LIGHT,
      // antd's secondary greys are below WCAG AA contrast; these keep 4.5:1 on the background.
      ...(dark
        ? {
            colorTextSecondary: 'rgba(255,255,255,0.72)',
            colorTextDescription: 'rgba(255,255,255,0.68)',
            colorTextTertiary: 'rgba(255,255,255,0.62)',
          }
        : {
            colorTextSecondary: 'rgba(0,0,0,0.66)',
            colorTextDescription: 'rgba(0,0,0,0.62)',
            colorTextTertiary: 'rgba(0,0,0,0.6)',
          }),
    },
    components: {
      // The selected item: white on the theme colour (every THEME_COLORS keeps 4.5:1 with white).
      Menu: {
        itemSelectedBg: primary,
        itemSelectedColor: '#ffffff',
        itemActiveBg: dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.06)',
        itemHoverColor: dark ? '#ffffff' : 'rgba(0,0,0,0.88)',
        groupTitleColor: dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.66)',
      },
      // Filled danger buttons carry white text: the dark red in both modes.
      Button: { colorError: ERROR_LIGHT, colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
      // The "off" track carries white text ("No", "Inactive"): dark enough for 4.5:1.
      Switch: dark
        ? { colorTextQuaternary: 'rgba(255,255,255,0.3)', colorTextTertiary: 'rgba(255,255,255,0.38)' }
        : { colorTextQuaternary: 'rgba(0,0,0,0.6)', colorTextTertiary: 'rgba(0,0,0,0.7)' },
    },
  };
}
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

/** The mode on <html> too, for styles of what antd renders outside the app (drawers, dialogs). */
function markDocument(mode: ThemeMode): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.themeMode = mode;
}

let current = load();
markDocument(current.mode);
const listeners = listenerSet();

function emit(next: ThemeState): void {
  current = next;
  markDocument(next.mode);
  localStore.set('theme', next.color);
  localStore.set('mode', next.mode);
  listeners.notify();
}

export function setThemeColor(color: ThemeColor): void {
  emit({ ...current, color });
}

export function setThemeMode(mode: ThemeMode): void {
  emit({ ...current, mode });
}

export function useThemeState(): ThemeState {
  return useSyncExternalStore(
    listeners.subscribe,
    () => current,
    () => current,
  );
}
