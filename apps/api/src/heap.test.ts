import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './heap.ts';

/** package.json cannot import the flags: its start commands must carry the same ones. */
describe('the server heap flags', () => {
  it.each([
    ['package.json', '../../../package.json'],
    ['apps/api/package.json', '../package.json'],
  ])('the start script of %s passes them to node', (_, path) => {
    const { scripts } = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = scripts.start ?? '';
    expect(start).toMatch(/node .*main\.ts$/);
    for (const flag of SERVER_NODE_FLAGS) expect(start.split(' ')).toContain(flag);
  });
});
