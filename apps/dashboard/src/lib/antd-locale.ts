import type { Locale as Lang } from '@sufra/contract/user-types';
import type { Locale } from 'antd/es/locale';
import { useEffect, useSyncExternalStore } from 'react';
import { listenerSet } from './listeners.ts';

/**
 * antd's own words (pagination, empty tables, pickers, confirmations) in the page's language. They
 * come with the first page that has such parts (`loadAntdLocale` in the router's loaders), not with
 * the sign-in pages, whose buttons and inputs have none; once loaded, a change of language loads the
 * other language's words too.
 */
const loaders: Record<Lang, () => Promise<Locale>> = {
  ar: async () => (await import('./antd-locale-ar.ts')).arabic,
  en: async () => (await import('antd/es/locale/en_US')).default,
};

const loaded: Partial<Record<Lang, Locale>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};
const listeners = listenerSet();
let wanted = false;

/** antd's words for this language, loaded once (and from then on for every language shown). */
export function loadAntdLocale(lang: Lang): Promise<void> {
  wanted = true;
  loading[lang] ??= loaders[lang]().then((locale) => {
    loaded[lang] = locale;
    listeners.notify();
  });
  return loading[lang];
}

const { subscribe } = listeners;

/** antd's words for the language shown, once a page has asked for them (undefined before). */
export function useAntdLocale(lang: Lang): Locale | undefined {
  const locale = useSyncExternalStore(
    subscribe,
    () => loaded[lang],
    () => loaded[lang],
  );
  useEffect(() => {
    if (wanted && !loaded[lang]) void loadAntdLocale(lang);
  }, [lang]);
  return locale;
}
