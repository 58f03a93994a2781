import { z } from 'zod';
import { bilingualText, englishName, type text } from './validation.ts';

/**
 * A value kept in both languages, as a pair of fields (`ar_city_name`/`en_city_name`,
 * `category_name_ar`/`category_name_en`, `title_ar`/`title_en`, …). One declaration serves the pair
 * in bodies, in records and in labels ("City name (Arabic)", "اسم المدينة (إنجليزي)").
 */
export interface BilingualPairDef<A extends string, E extends string> {
  /** The Arabic field's key. */
  ar: A;
  /** The English field's key. */
  en: E;
  /** The most characters of each (the columns' length). */
  max: number;
  /** `latin` (a name): the English one in Latin letters only; `any`: both in either script. */
  english?: 'latin' | 'any';
  /** What the pair holds, in each language ("City name", "اسم المدينة"). */
  label: { en: string; ar: string };
}

function bilingualPair<const A extends string, const E extends string>({
  ar,
  en,
  max,
  english = 'latin',
  label,
}: BilingualPairDef<A, E>) {
  return {
    ar,
    en,
    /** The pair in a create or update body: both required, each of 2 letters or more. */
    input: () =>
      ({
        [ar]: bilingualText({ max }),
        [en]: english === 'latin' ? englishName({ max }) : bilingualText({ max }),
      }) as Record<A | E, ReturnType<typeof text>>,
    /** The pair in a record, as stored. */
    record: () => ({ [ar]: z.string(), [en]: z.string() }) as Record<A | E, z.ZodString>,
    labels: {
      en: { [ar]: `${label.en} (Arabic)`, [en]: `${label.en} (English)` } as Record<A | E, string>,
      ar: { [ar]: `${label.ar} (عربي)`, [en]: `${label.ar} (إنجليزي)` } as Record<A | E, string>,
    },
  };
}

/** A name in both languages: the English one in Latin letters only (`validation.english_only`). */
export function namePair<const A extends string, const E extends string>(
  ar: A,
  en: E,
  max: number,
  label: { en: string; ar: string },
) {
  return bilingualPair({ ar, en, max, label });
}

/** A text in both languages (a title, a question, a message): either one in any script. */
export function textPair<const A extends string, const E extends string>(
  ar: A,
  en: E,
  max: number,
  label: { en: string; ar: string },
) {
  return bilingualPair({ ar, en, max, english: 'any', label });
}

/** The labels of several pairs together, both languages (one spread in a resource's labels). */
export function labelsOf(
  ...pairs: readonly { labels: { en: Record<string, string>; ar: Record<string, string> } }[]
) {
  return {
    en: Object.assign({}, ...pairs.map((pair) => pair.labels.en)) as Record<string, string>,
    ar: Object.assign({}, ...pairs.map((pair) => pair.labels.ar)) as Record<string, string>,
  };
}
