import type { Locale } from '@sufra/contract/user-types';

/**
 * The days of the week as stored (0 = Sunday … 6 = Saturday), in the order a reader expects: the
 * Arabic week starts on Saturday, the English one on Sunday.
 */
export function weekDays(lang: Locale): number[] {
  return lang === 'ar' ? [6, 0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6];
}
