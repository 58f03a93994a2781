import type { Locale } from '@sufra/contract/user-types';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { localStore } from './storage.ts';

const LANG_KEY = 'lang';

/** Arabic when the browser language starts with `ar`, otherwise English (SPEC §1). */
export function detectLanguage(browserLanguage: string | undefined): Locale {
  return browserLanguage?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function initialLanguage(): Locale {
  const stored = localStore.get(LANG_KEY);
  if (stored === 'ar' || stored === 'en') return stored;
  return detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function directionOf(lang: Locale): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

function applyToDocument(lang: Locale): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export const i18n = i18next.createInstance();

export function initI18n(lang: Locale = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { ar: { translation: ar }, en: { translation: en } },
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: ['ar', 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (next) => applyToDocument(next === 'ar' ? 'ar' : 'en'));
  }
  applyToDocument(lang);
  return i18n;
}

export function setLanguage(lang: Locale): void {
  localStore.set(LANG_KEY, lang);
  void i18n.changeLanguage(lang);
}

export function currentLanguage(): Locale {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** The current interface language as a contract `Locale`. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return instance.language === 'ar' ? 'ar' : 'en';
}
