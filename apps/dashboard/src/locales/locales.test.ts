import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import { flatten } from './catalogue-tree.ts';
import en from './en.json';

/** The placeholders a text takes (`{{name}}`, `{{count, number}}`); the count aside, which a plural form may spell out. */
const params = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)]
    .map((m) => m[1])
    .filter((name) => name !== 'count')
    .sort();
/** A key without its plural suffix: Arabic has more plural forms than English (`_two`, `_few`…). */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translation catalogues', () => {
  const arKeys = flatten(ar);
  const enKeys = flatten(en);

  it('have exactly the same keys in Arabic and English (a counted key in the plural forms of each)', () => {
    const arBases = new Set([...arKeys.keys()].map(base));
    const enBases = new Set([...enKeys.keys()].map(base));
    expect([...arBases].filter((key) => !enBases.has(key))).toEqual([]);
    expect([...enBases].filter((key) => !arBases.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    expect([...arKeys].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    expect([...enKeys].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages (and in every plural form)', () => {
    const byBase = new Map<string, string>();
    for (const [key, text] of enKeys) byBase.set(base(key), params(text).join());
    const mismatched = [...enKeys, ...arKeys].filter(
      ([key, text]) => params(text).join() !== byBase.get(base(key)),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('write Arabic in the Arabic catalogue (language names and file types aside)', () => {
    const allowedLatin = new Set([
      'languages.en',
      'languages.ar',
      'list.export_csv',
      'list.export_xlsx',
      'common.count',
    ]);
    const latinOnly = [...arKeys].filter(
      ([key, text]) => !allowedLatin.has(key) && !/[\u0600-\u06FF]/.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});
