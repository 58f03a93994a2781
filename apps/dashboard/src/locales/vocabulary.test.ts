import { baseMessages } from '@sufra/contract/messages';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import { flatten, type Tree } from './catalogue-tree.ts';
import en from './en.json';

/**
 * One vocabulary and one format (issue 32): a coupon is «كوبون» (what Saudi apps say), never
 * «قسيمة»; an amount's currency is «ر.س» (the symbol Intl gives SAR in ar-SA) and "SAR", never
 * «ريال» after an amount or as a unit ("ريال" stays a word in running text: «لكل ريال ينفقه»);
 * a percent is Arabic «٪» in Arabic, never "%"; a list's page size reads «10 في الصفحة».
 */
const catalogues = {
  ar: [...flatten(ar), ...flatten(baseMessages.ar as Tree)],
  en: [...flatten(en), ...flatten(baseMessages.en as Tree)],
};
const offending = (lang: 'ar' | 'en', bad: (text: string) => boolean) =>
  catalogues[lang].filter(([, text]) => bad(text)).map(([key, text]) => `${key}: ${text}`);

describe('one vocabulary in Arabic', () => {
  it('calls a coupon «كوبون», never «قسيمة»', () => {
    expect(offending('ar', (text) => /قسيم|قسائم/.test(text))).toEqual([]);
    expect(offending('ar', (text) => text.includes('كوبون')).length).toBeGreaterThan(3);
  });

  it('writes one currency: «ر.س» after an amount and as a unit, "SAR" in English', () => {
    // «ريال» only as a word of a sentence ("per riyal spent"), never a unit after an amount
    expect(offending('ar', (text) => /ريال|﷼|SAR/.test(text.replace(/لكل ريال/g, '')))).toEqual([]);
    expect(offending('ar', (text) => /\{\{amount\}\}(?! ر\.س)/.test(text))).toEqual([]);
    expect(offending('en', (text) => /\{\{amount\}\}(?! SAR)/.test(text))).toEqual([]);
    expect(offending('en', (text) => /\bSR\b|ر\.س|\d\s*riyals?\b/i.test(text))).toEqual([]);
  });

  it('writes the Arabic percent sign «٪» in Arabic, never "%"', () => {
    expect(offending('ar', (text) => text.includes('%'))).toEqual([]);
    expect(offending('en', (text) => text.includes('٪'))).toEqual([]);
  });

  it('says a list page size as a phrase, not a literal "/ صفحة"', () => {
    expect(offending('ar', (text) => /\/\s*صفح/.test(text))).toEqual([]);
    expect(offending('en', (text) => /\/\s*page/.test(text))).toEqual([]);
  });

  it("says a sort order in words, without a second parenthesis after a field's own", () => {
    expect(offending('ar', (text) => /\{\{field\}\}\s*\(/.test(text))).toEqual([]);
    expect(offending('en', (text) => /\{\{field\}\}\s*\(/.test(text))).toEqual([]);
  });
});
