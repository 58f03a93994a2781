import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  const arKeys = flatten(ar);
  const enKeys = flatten(en);

  it('have exactly the same keys in Arabic and English', () => {
    expect([...arKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys.keys()].filter((key) => !arKeys.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    expect([...arKeys].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    expect([...enKeys].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    const mismatched = [...enKeys].filter(
      ([key, text]) => params(text).join() !== params(arKeys.get(key) ?? '').join(),
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
