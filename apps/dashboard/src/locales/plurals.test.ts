import '../test/setup.ts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import ar from './ar.json';
import { flatten } from './catalogue-tree.ts';
import en from './en.json';

/**
 * Counts agree with their nouns (issue 32): a key that shows a count beside a noun has i18next's
 * plural forms, one for every category `Intl.PluralRules` gives its language (Arabic six: zero,
 * one, two, few, many, other; English one and other), and the Arabic forms say "دقيقة واحدة",
 * "دقيقتان", "3 دقائق", "11 دقيقة", "100 دقيقة", never "1 دقيقة" or "3 دقيقة".
 */

const catalogues = { ar: flatten(ar), en: flatten(en) };
const SUFFIX = /_(zero|one|two|few|many|other)$/;
const categories = (lang: 'ar' | 'en') => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

/** Every key with a plural form in either catalogue, without its suffix. */
const pluralKeys = [
  ...new Set(
    [...catalogues.ar.keys(), ...catalogues.en.keys()]
      .filter((k) => SUFFIX.test(k))
      .map((k) => k.replace(SUFFIX, '')),
  ),
];

/**
 * Keys that take a `{{count}}` yet no plural forms, because no noun stands beside the number: a
 * bare number, a label before it ("الإشعارات: 3"), "3 من 10", a unit's abbreviation ("3 د").
 */
const COUNT_WITHOUT_NOUN = new Set([
  'common.count',
  'header.notifications',
  'list.per_page_option',
  'resources.roles.permissions_count',
  'resources.roles.selected_count',
  'kitchen.minutes',
]);

const tAr = i18n.getFixedT('ar');
const tEn = i18n.getFixedT('en');

describe('plural forms', () => {
  it('there are counted keys, and Arabic has six plural categories', () => {
    expect(pluralKeys.length).toBeGreaterThanOrEqual(7);
    expect([...categories('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('every counted key has each plural category of its language, and no form without a suffix', () => {
    const missing: string[] = [];
    for (const key of pluralKeys)
      for (const lang of ['ar', 'en'] as const) {
        for (const category of categories(lang))
          if (!catalogues[lang].has(`${key}_${category}`)) missing.push(`${lang}: ${key}_${category}`);
        if (catalogues[lang].has(key)) missing.push(`${lang}: ${key} (unsuffixed, never used with a count)`);
      }
    expect(missing).toEqual([]);
  });

  it('every other key that takes {{count}} shows it beside no noun', () => {
    const counted = [...catalogues.ar, ...catalogues.en]
      .filter(([key, text]) => !SUFFIX.test(key) && /\{\{count[,}]/.test(text))
      .map(([key]) => key);
    expect([...new Set(counted)].filter((key) => !COUNT_WITHOUT_NOUN.has(key))).toEqual([]);
  });

  it('no Arabic form writes 1 or 2 as a digit beside its noun (واحد/ـان say them)', () => {
    const bare = pluralKeys.flatMap((key) =>
      [1, 2].flatMap((count) => {
        const text = tAr(key, { count, amount: '10.00', status: 'مؤكد', earned: '' });
        return new RegExp(`(^|[^\\d.,])${count}([^\\d.,]|$)`).test(text)
          ? [`${key} (${count}): ${text}`]
          : [];
      }),
    );
    expect(bare).toEqual([]);
  });

  it.each([
    ['menu.minutes', ['دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة', '100 دقيقة']],
    ['subscriptions.days', ['يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']],
    ['live.new_orders', ['طلب جديد واحد', 'طلبان جديدان', '3 طلبات جديدة', '11 طلبًا جديدًا', '100 طلب جديد']],
    [
      'orders.points_discount',
      [
        'خصم النقاط (نقطة واحدة)',
        'خصم النقاط (نقطتان)',
        'خصم النقاط (3 نقاط)',
        'خصم النقاط (11 نقطة)',
        'خصم النقاط (100 نقطة)',
      ],
    ],
    [
      'points.earned',
      [
        'ويكسب العميل نقطة واحدة لكل ريال ينفقه',
        'ويكسب العميل نقطتين لكل ريال ينفقه',
        'ويكسب العميل 3 نقاط لكل ريال ينفقه',
        'ويكسب العميل 11 نقطة لكل ريال ينفقه',
        'ويكسب العميل 100 نقطة لكل ريال ينفقه',
      ],
    ],
  ] as const)('Arabic %s agrees with 1, 2, 3, 11 and 100', (key, expected) => {
    expect([1, 2, 3, 11, 100].map((count) => tAr(key, { count }))).toEqual(expected);
  });

  it('Arabic guests and points settings read as sentences', () => {
    const block = (count: number) => tAr('reservations_page.block', { count, status: 'مؤكد' });
    expect([1, 2, 4, 12].map(block)).toEqual([
      '(شخص واحد، مؤكد)',
      '(شخصان، مؤكد)',
      '(4 أشخاص، مؤكد)',
      '(12 شخصًا، مؤكد)',
    ]);
    const meaning = (count: number, earned: number) =>
      tAr('points.meaning_text', { count, amount: '5.00', earned: tAr('points.earned', { count: earned }) });
    expect(meaning(2, 0)).toBe('كل نقطتين قيمتهما 5.00 ر.س، ولا يكسب العميل نقاطًا على ما ينفقه');
    expect(meaning(10, 1)).toBe('كل 10 نقاط قيمتها 5.00 ر.س، ويكسب العميل نقطة واحدة لكل ريال ينفقه');
  });

  it('English says one and other, and counts are grouped with Latin digits in both languages', () => {
    expect([1, 2].map((count) => tEn('subscriptions.days', { count }))).toEqual(['1 day', '2 days']);
    expect(tEn('live.new_orders', { count: 1 })).toBe('1 new order');
    expect(tEn('reservations_page.block', { count: 1, status: 'held' })).toBe('(1 guest, held)');
    expect(tEn('orders.points_discount', { count: 2500 })).toBe('Points discount (2,500 points)');
    expect(tAr('orders.points_discount', { count: 2500 })).toBe('خصم النقاط (2,500 نقطة)');
    expect(tAr('subscriptions.days', { count: 1003 })).toBe('1,003 أيام');
  });
});
