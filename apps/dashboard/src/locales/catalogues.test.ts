import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, USER_TYPES } from '@sufra/contract/user-types';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

/**
 * Every translation key the dashboard's code names exists in both catalogues: keys passed to
 * `t('…')`, `i18nKey`/`titleKey`/`addKey`… in route and page tables, and any string literal shaped
 * like a key of a catalogue group (`'auth.login'`). Template keys (`t(\`themes.${name}\`)`) are
 * checked for the values they take where those are known, and by their fixed prefix otherwise.
 */
const src = join(import.meta.dirname, '..');

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const catalogues = { ar: new Set(flatten(ar)), en: new Set(flatten(en)) };
/** A key without its plural suffix: Arabic has more plural forms than English (`_two`, `_few`…). */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const groups = new Set([...Object.keys(en), ...Object.keys(ar)]);

/** A key (i18next plural forms count), or a group of keys named as a prefix (`i18nKey: 'resources.faqs'`). */
const has = (keys: Set<string>, key: string) =>
  keys.has(key) ||
  keys.has(`${key}_one`) ||
  keys.has(`${key}_other`) ||
  [...keys].some((k) => k.startsWith(`${key}.`));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = sourceFiles(src).map((path) => ({
  name: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every (file, key) the code names literally. */
function usedKeys(): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  const patterns = [
    /\bt\(\s*['"]([^'"]+)['"]/g, // t('key')
    /\b\w*[kK]ey=?\s*[:=]?\s*['"]([a-z][\w]*(?:\.[\w]+)+)['"]/g, // i18nKey: 'x.y', titleKey="x.y"
    /['"]([a-z][a-z0-9_]*(?:\.[a-zA-Z0-9_]+)+)['"]/g, // any 'group.key' literal
  ];
  for (const { name, text } of files) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1] ?? '';
        const group = key.split('.')[0] ?? '';
        if (!groups.has(group)) continue;
        if (/\.(tsx?|json|css|svg|png|html)$/.test(key)) continue; // file names
        found.push({ file: name, key });
      }
    }
  }
  return found;
}

/**
 * The `i18nKey` prefixes of resource pages (`i18nKey: 'resources.faqs'`, or the last argument of a
 * feature's `pageKey(faqs, 'faq', 'resources.faqs')` in its keys.ts): each needs the titles the generic pages
 * build from it.
 */
function resourcePrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const { text } of files) {
    for (const match of text.matchAll(/\bi18nKey:\s*['"]([\w.]+)['"]/g)) prefixes.add(match[1] ?? '');
    for (const match of text.matchAll(/\bpageKey\([^)]*?['"]([\w.]+)['"],?\s*\)/g))
      prefixes.add(match[1] ?? '');
  }
  return [...prefixes];
}

describe('translation catalogues', () => {
  it('ar.json and en.json have the same keys (a counted key in the plural forms of each language)', () => {
    const bases = { ar: new Set([...catalogues.ar].map(base)), en: new Set([...catalogues.en].map(base)) };
    expect([...bases.ar].filter((k) => !bases.en.has(k))).toEqual([]);
    expect([...bases.en].filter((k) => !bases.ar.has(k))).toEqual([]);
  });

  it('every key the code names exists in both languages', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(100);
    const missing = used
      .flatMap(({ file, key }) =>
        LOCALES.filter((locale) => !has(catalogues[locale], key)).map(
          (locale) => `${locale}: ${key} (${file})`,
        ),
      )
      .filter((line, i, all) => all.indexOf(line) === i);
    expect(missing).toEqual([]);
  });

  it('resource pages have the titles the generic list and form build from their i18nKey', () => {
    const prefixes = resourcePrefixes();
    expect(prefixes.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const prefix of prefixes)
      for (const suffix of ['title', 'add', 'edit', 'details']) // list, form modes, details drawer
        for (const locale of LOCALES)
          if (!has(catalogues[locale], `${prefix}.${suffix}`)) missing.push(`${locale}: ${prefix}.${suffix}`);
    expect(missing).toEqual([]);
  });

  it('template keys have an entry for every value they take', () => {
    const expected = [
      ...USER_TYPES.map((type) => `user_types.${type}`),
      ...LOCALES.map((locale) => `languages.${locale}`),
    ];
    const missing: string[] = [];
    for (const key of expected)
      for (const locale of LOCALES) if (!has(catalogues[locale], key)) missing.push(`${locale}: ${key}`);
    // any other template: its fixed prefix names a group of keys that exists
    for (const { name, text } of files)
      for (const match of text.matchAll(/\bt\(\s*`([a-z_]+(?:\.[a-z_]+)*\.)\$\{/g)) {
        const prefix = match[1] ?? '';
        for (const locale of LOCALES)
          if (![...catalogues[locale]].some((k) => k.startsWith(prefix)))
            missing.push(`${locale}: ${prefix}* (${name})`);
      }
    expect(missing).toEqual([]);
  });
});
