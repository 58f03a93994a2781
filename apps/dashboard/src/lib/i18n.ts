import type { Locale } from '@sufra/contract/user-types';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatNumber } from './format.ts';
import { localStore } from './storage.ts';

type Catalogue = Record<string, unknown>;

/**
 * Each language's catalogue is a chunk of its own: the first page loads only the language it shows
 * (the sign-in pages' JavaScript budget), the other comes when the user switches to it.
 */
const CATALOGUES: Record<Locale, () => Promise<Catalogue>> = {
  ar: () => import('../locales/ar.json').then((m) => m.default as Catalogue),
  en: () => import('../locales/en.json').then((m) => m.default as Catalogue),
};

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

/**
 * Start i18next in `lang` with the catalogues given (tests pass both); `loadI18n` fetches the one
 * the page needs first.
 */
export function initI18n(
  lang: Locale = initialLanguage(),
  catalogues: Partial<Record<Locale, Catalogue>> = {},
): typeof i18n {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(
      Object.entries(catalogues).map(([locale, translation]) => [locale, { translation }]),
    );
    void i18n.use(initReactI18next).init({
      resources,
      lng: lang,
      // Both catalogues are complete (a test holds them to it): no fallback to load.
      fallbackLng: false,
      supportedLngs: ['ar', 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // Counts in the catalogues (`{{count, number}}`, whose plural form i18next picks by the
    // language's `Intl.PluralRules` categories) are grouped with Latin digits in both languages, as
    // every other number is (format.ts), not with the Arabic-Indic digits `Intl` gives plain `ar`.
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
      formatNumber(value as number, lng === 'ar' ? 'ar' : 'en'),
    );
    i18n.on('languageChanged', (next) => applyToDocument(next === 'ar' ? 'ar' : 'en'));
  }
  applyToDocument(lang);
  return i18n;
}

/** Load the catalogue of the starting language, then start i18next with it. */
export async function loadI18n(lang: Locale = initialLanguage()): Promise<typeof i18n> {
  return initI18n(lang, { [lang]: await CATALOGUES[lang]() });
}

async function ensureCatalogue(lang: Locale): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await CATALOGUES[lang](), true, true);
}

/** Both catalogues, for a page that prints both languages at once (the tax invoice). */
export async function loadBothCatalogues(): Promise<void> {
  await Promise.all([ensureCatalogue('ar'), ensureCatalogue('en')]);
}

export function setLanguage(lang: Locale): void {
  localStore.set(LANG_KEY, lang);
  void ensureCatalogue(lang).then(() => i18n.changeLanguage(lang));
}

export function currentLanguage(): Locale {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** The current interface language as a contract `Locale`. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return instance.language === 'ar' ? 'ar' : 'en';
}
