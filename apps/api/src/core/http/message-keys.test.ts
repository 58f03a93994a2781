import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseMessages, hasMessage } from '@sufra/contract/messages';
import { describe, expect, it } from 'vitest';

/**
 * Every server message key the code names (`new AppError(422, 'errors.in_use')`,
 * `invalid('field', 'validation.in')`, `request.t('crud.created')`, `{ error: 'validation.x' }` in
 * the contract, and any string literal shaped like a key of a message group) exists in English and
 * in Arabic in packages/contract/src/messages.ts.
 */
const roots = [
  join(import.meta.dirname, '../../..'),
  join(import.meta.dirname, '../../../../../packages/contract/src'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const groups = new Set([...Object.keys(baseMessages.en), ...Object.keys(baseMessages.ar)]);

function usedKeys(): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  for (const root of roots)
    for (const path of sourceFiles(root)) {
      if (path.endsWith('messages.ts')) continue; // the catalogue itself
      const text = readFileSync(path, 'utf8');
      // audit actions (`action: 'auth.login'`) are names, not messages
      for (const match of text.matchAll(/(?<!action:\s*)['"`]([a-z][a-z0-9_]*(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) {
        const key = match[1] ?? '';
        if (!groups.has(key.split('.')[0] ?? '')) continue;
        if (/\.(ts|tsx|js|json|css|svg|png|html|webp)$/.test(key)) continue; // file names
        found.push({ file: relative(join(import.meta.dirname, '../../../../..'), path), key });
      }
    }
  return found;
}

describe('server messages', () => {
  it('English and Arabic have the same keys', () => {
    const en = new Set(flatten(baseMessages.en));
    const ar = new Set(flatten(baseMessages.ar));
    expect([...en].filter((k) => !ar.has(k))).toEqual([]);
    expect([...ar].filter((k) => !en.has(k))).toEqual([]);
  });

  it('every key the server and the contract name exists in both languages', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    expect(used.some((u) => u.key === 'errors.in_use')).toBe(true);
    const missing = [...new Set(used.filter((u) => !hasMessage(u.key)).map((u) => `${u.key} (${u.file})`))];
    expect(missing).toEqual([]);
  });
});
