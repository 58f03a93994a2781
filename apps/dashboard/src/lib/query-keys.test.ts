import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query keys', () => {
  it('every key of the app comes from the factory', () => {
    const adHoc = sources(SRC).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const found = text.match(/queryKey:\s*\[|QueryData\(\s*\[|Queries\(\s*\{\s*queryKey:\s*\[/g) ?? [];
      return found.map((match) => `${relative(SRC, path)}: ${match}`);
    });
    expect(adHoc).toEqual([]);
  });

  it('keys carry the user type and the language; scope-less keys reach every scope', () => {
    const client = new QueryClient();
    const en = { userType: 'admin', lang: 'en' } as const;
    const ar = { userType: 'admin', lang: 'ar' } as const;
    const vendor = { userType: 'vendor', lang: 'en' } as const;
    for (const scope of [en, ar, vendor]) {
      client.setQueryData(queryKeys.list(scope, 'cities', 'page=1'), scope.lang);
      client.setQueryData(queryKeys.detail(scope, 'cities', 7), scope.lang);
    }
    client.setQueryData(queryKeys.list(en, 'countries', 'page=1'), 'en');
    expect(
      new Set([en, ar, vendor].map((s) => JSON.stringify(queryKeys.list(s, 'cities', 'page=1')))).size,
    ).toBe(3);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.lists('cities') })).toHaveLength(3);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.details('cities', 7) })).toHaveLength(3);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.details('cities', 8) })).toHaveLength(0);
    expect(client.getQueryCache().findAll({ queryKey: queryKeys.resource('cities') })).toHaveLength(6);
  });
});
