import { z } from 'zod';
import type { Locale } from './user-types.ts';

/** Fields every stored record has. */
export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

export const idField = { id: z.number().int() };

/** A stored record as the API answers it: its id first, then its own fields, then its timestamps. */
export function storedRecord<const S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...idField, ...shape, ...timestamps });
}

const int = () => z.number().int();

/**
 * A record's link to another, with the other's name in the request's language: `named('branch')`
 * is `branch_id` and `branch_name`.
 */
export function named<const K extends string>(key: K) {
  return { [`${key}_id`]: int(), [`${key}_name`]: z.string() } as Record<`${K}_id`, ReturnType<typeof int>> &
    Record<`${K}_name`, z.ZodString>;
}

/** The labels of `named(key)`'s `{key}_id` and `{key}_name`: the same word for both, in each language. */
export function namedLabels<const K extends string>(
  key: K,
  label: Record<Locale, string>,
): Record<Locale, Record<`${K}_id` | `${K}_name`, string>> {
  const both = (text: string) =>
    ({ [`${key}_id`]: text, [`${key}_name`]: text }) as Record<`${K}_id` | `${K}_name`, string>;
  return { en: both(label.en), ar: both(label.ar) };
}

/** The brand, the branch and the city a record names, labelled alike wherever they appear. */
export const brandLabels = namedLabels('brand', { en: 'Brand', ar: 'العلامة التجارية' });
export const branchLabels = namedLabels('branch', { en: 'Branch', ar: 'الفرع' });
export const cityLabels = namedLabels('city', { en: 'City', ar: 'المدينة' });
