import { test } from './test.ts';

/** The dashboard's two languages, in the order the specs run them. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * One `describe` a language, titled `title (ar)` and `title (en)`, its browser in that language's
 * locale: `body` declares the tests with the language's texts (`text[lang]`) and the language.
 */
export function describeInLanguages<Texts extends Record<Language, { locale: string }>>(
  text: Texts,
  title: string,
  body: (text: Texts[Language], lang: Language) => void,
): void {
  for (const lang of LANGUAGES) {
    test.describe(`${title} (${lang})`, () => {
      test.use({ locale: text[lang].locale });
      body(text[lang], lang);
    });
  }
}
