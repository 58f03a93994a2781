import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The floors and the import rules of biome.json (docs/architecture.md), planted one arrow at a time:
 * each import on a line of its own in a file at the path it stands for. Biome lints them with a copy
 * of the repository's configuration, in a directory of their own, so nothing lands in the work tree. Every forbidden arrow must be
 * refused by noRestrictedImports, every allowed one accepted, and a cycle refused by noImportCycles.
 */

const repo = join(import.meta.dirname, '..');
const biome = join(repo, 'node_modules/.bin/biome');

/** [importing file, imported path]. */
const FORBIDDEN: Record<string, [string, string][]> = {
  'API: db/ imports no higher floor': [
    ['apps/api/src/db/planted.ts', '../core/http/http.ts'],
    ['apps/api/src/db/schema/planted.ts', '../../modules/orders/orders.service.ts'],
    ['apps/api/src/db/planted.ts', '../app.ts'],
    ['apps/api/src/db/planted.ts', '../server.ts'],
    ['apps/api/src/db/planted.ts', '../main.ts'],
    ['apps/api/src/db/planted.ts', '../cli/backup.ts'],
  ],
  'API: core/ imports no module and not the app': [
    ['apps/api/src/core/planted.ts', '../modules/orders/order-pricing.ts'],
    ['apps/api/src/core/planted.ts', '../app.ts'],
    ['apps/api/src/core/planted.ts', '../server.ts'],
    ['apps/api/src/core/planted.ts', '../main.ts'],
    ['apps/api/src/core/planted.ts', '../cli/create-admin.ts'],
  ],
  'API: modules/ never import the app': [
    ['apps/api/src/modules/orders/planted.ts', '../../app.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../server.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../main.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../cli/backup-common.ts'],
  ],
  "API: a module never reaches into another module's repository or routes": [
    ['apps/api/src/modules/invoices/planted.ts', '../orders/orders.repository.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../client-catalog/client-catalog.routes.ts'],
    ['apps/api/src/modules/payments/gateways/planted.ts', '../../orders/orders.repository.ts'],
  ],
  'API: only the app and tests use the demo seed': [
    ['apps/api/src/db/planted.ts', '../seed/accounts.ts'],
    ['apps/api/src/core/planted.ts', '../seed/demo.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../seed/orders.ts'],
  ],
  'API: the seed does not reach the app': [
    ['apps/api/src/seed/planted.ts', '../app.ts'],
    ['apps/api/src/seed/planted.ts', '../server.ts'],
  ],
  "API: the server's own code never imports test kits, stand-ins or the harness": [
    ['apps/api/src/db/planted.ts', '../test/harness.ts'],
    ['apps/api/src/core/planted.ts', '../test/factories.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../test/kits/order-test-kit.ts'],
    ['apps/api/src/modules/payments/planted.ts', '../../test/stand-ins/moyasar-stand-in.ts'],
    ['apps/api/src/seed/planted.ts', '../test/harness.ts'],
    ['apps/api/src/app.ts', './test/harness.ts'],
    ['apps/api/src/main.ts', './test/server-process.ts'],
    ['apps/api/src/server.ts', './test/harness.ts'],
    ['apps/api/src/cli/planted.ts', '../test/templates.ts'],
  ],
  'API: the server never imports the dashboard': [
    ['apps/api/src/modules/orders/planted.ts', '../../../../dashboard/src/lib/format.ts'],
    ['apps/api/src/core/planted.ts', 'react'],
    ['apps/api/src/test/planted.ts', '@sufra/dashboard'],
  ],
  'contract: imports no app': [
    ['packages/contract/src/planted.ts', '../../../apps/api/src/db/database.ts'],
    ['packages/contract/src/planted.ts', '@sufra/api'],
    ['packages/contract/src/resources/planted.ts', '@sufra/dashboard/src/lib/format.ts'],
  ],
  'dashboard: lib/ is the lowest floor': [
    ['apps/dashboard/src/lib/planted.ts', '../components/page-header.tsx'],
    ['apps/dashboard/src/lib/planted.ts', '../features/home/home-page.tsx'],
    ['apps/dashboard/src/lib/planted.ts', '../app/routes.tsx'],
    ['apps/dashboard/src/lib/planted.ts', '../main.tsx'],
  ],
  'dashboard: components/ import no feature and not app/': [
    ['apps/dashboard/src/components/planted.tsx', '../features/orders/orders-page.tsx'],
    ['apps/dashboard/src/components/form/planted.tsx', '../../features/home/home-page.tsx'],
    ['apps/dashboard/src/components/form/planted.tsx', '../../app/layout/app-layout.tsx'],
  ],
  'dashboard: a feature imports no other feature and not app/': [
    ['apps/dashboard/src/features/home/planted.tsx', '../orders/orders-page.tsx'],
    ['apps/dashboard/src/features/home/planted.tsx', '../../features/orders/orders-page.tsx'],
    ['apps/dashboard/src/features/menu/meals/planted.tsx', '../../orders/orders-page.tsx'],
    ['apps/dashboard/src/features/home/planted.tsx', '../../app/routes.tsx'],
    ['apps/dashboard/src/features/menu/meals/planted.tsx', '../../../app/layout/app-layout.tsx'],
  ],
  "dashboard: the app's own code never imports test helpers": [
    ['apps/dashboard/src/lib/planted.ts', '../test/session.ts'],
    ['apps/dashboard/src/components/planted.tsx', '../test/providers.tsx'],
    ['apps/dashboard/src/features/home/planted.tsx', '../../test/providers.tsx'],
  ],
  'dashboard: never imports the server': [
    ['apps/dashboard/src/app/planted.tsx', '../../../api/src/core/http/http.ts'],
    ['apps/dashboard/src/lib/planted.ts', '@sufra/api'],
    ['apps/dashboard/src/features/home/home.test.tsx', '@sufra/api/src/app.ts'],
  ],
};

const ALLOWED: Record<string, [string, string][]> = {
  'API: each floor imports the floors below it': [
    ['apps/api/src/db/planted.ts', '@sufra/contract'],
    ['apps/api/src/db/planted.ts', './database.ts'],
    ['apps/api/src/core/planted.ts', '../db/database.ts'],
    ['apps/api/src/core/planted.ts', '../config.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../core/http/http.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../../db/database.ts'],
    ['apps/api/src/modules/orders/planted.ts', '../payments/payments.service.ts'],
    ['apps/api/src/modules/invoices/planted.ts', '../orders/order-scope.ts'],
    ['apps/api/src/modules/orders/planted.ts', './orders.repository.ts'],
    ['apps/api/src/modules/payments/gateways/planted.ts', '../payments.repository.ts'],
    ['apps/api/src/app.ts', './modules/orders/orders.routes.ts'],
    ['apps/api/src/cli/planted.ts', '../server.ts'],
  ],
  'API: the app and the seed use the seed; the seed builds on modules': [
    ['apps/api/src/server.ts', './seed/reference.ts'],
    ['apps/api/src/main.ts', './seed/demo.ts'],
    ['apps/api/src/cli/planted.ts', '../seed/scale.ts'],
    ['apps/api/src/seed/planted.ts', '../modules/orders/order-pricing.ts'],
    ['apps/api/src/seed/planted.ts', '../core/storage/storage.ts'],
  ],
  'API: tests and test kits may import any floor': [
    ['apps/api/src/modules/orders/planted.test.ts', '../../test/kits/order-test-kit.ts'],
    ['apps/api/src/modules/orders/planted.test.ts', '../../seed/accounts.ts'],
    ['apps/api/src/core/planted.test.ts', '../test/harness.ts'],
    ['apps/api/src/db/planted.test.ts', '../app.ts'],
    ['apps/api/src/test/planted.ts', '../app.ts'],
    ['apps/api/src/test/kits/planted.ts', '../../modules/orders/orders.service.ts'],
    ['apps/api/src/test/planted.ts', '../seed/demo.ts'],
  ],
  'dashboard: each floor imports the floors below it': [
    ['apps/dashboard/src/lib/planted.ts', '../locales/ar.json'],
    ['apps/dashboard/src/components/planted.tsx', '../lib/format.ts'],
    ['apps/dashboard/src/features/home/planted.tsx', '../../components/page-header.tsx'],
    ['apps/dashboard/src/features/home/planted.tsx', '../../lib/format.ts'],
    ['apps/dashboard/src/features/home/planted.tsx', './home-page.tsx'],
    ['apps/dashboard/src/features/menu/meals/planted.tsx', '../menu-page.tsx'],
    ['apps/dashboard/src/features/menu/meals/planted.tsx', '../categories/categories-page.tsx'],
    ['apps/dashboard/src/app/planted.tsx', '../features/home/home-page.tsx'],
    ['apps/dashboard/src/main.tsx', './app/app.tsx'],
    ['apps/dashboard/src/features/home/planted.tsx', '@sufra/contract'],
  ],
  "dashboard: a feature's tests may read app/ and the test helpers": [
    ['apps/dashboard/src/features/roles/planted.test.ts', '../../app/route-types.ts'],
    ['apps/dashboard/src/features/home/planted.test.tsx', '../../test/providers.tsx'],
    ['apps/dashboard/src/lib/planted.test.ts', '../test/session.ts'],
  ],
};

/** Two files that import each other, at runtime or only for types (erased, so no cycle). */
const CYCLES = [
  ['apps/api/src/modules/orders/cycle-a.ts', 'apps/api/src/modules/orders/cycle-b.ts'],
  ['apps/dashboard/src/components/form/cycle-a.tsx', 'apps/dashboard/src/components/form/cycle-b.tsx'],
] as const;
const TYPE_ONLY_CYCLE = ['apps/api/src/core/types-a.ts', 'apps/api/src/core/types-b.ts'] as const;

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

interface Arrow {
  rule: string;
  from: string;
  target: string;
  /** Its line in the planted file: one file per importing path, one import per line. */
  line: number;
}

let root = '';
let diagnostics: Diagnostic[] = [];
const lines = new Map<string, string[]>();

function arrows(table: Record<string, [string, string][]>): Arrow[] {
  return Object.entries(table).flatMap(([rule, pairs]) =>
    pairs.map(([from, target]) => {
      const imports = lines.get(from) ?? [];
      lines.set(from, imports);
      imports.push(target);
      return { rule, from, target, line: imports.length };
    }),
  );
}
const forbidden = arrows(FORBIDDEN);
const allowed = arrows(ALLOWED);

/** Imports each target on a line of its own, then uses them all. */
function importing(targets: readonly string[]): string {
  const names = targets.map((_, index) => `planted${index}`);
  const imports = targets.map((target, index) => `import { ${names[index]} } from '${target}';`);
  return `${imports.join('\n')}\nexport const used = [${names.join(', ')}];\n`;
}

function plant(path: string, body: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), body);
}

function relativeTo(from: string, to: string): string {
  const a = dirname(from).split('/');
  const b = to.split('/');
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  const up = a.length - same;
  return `${up === 0 ? './' : '../'.repeat(up)}${b.slice(same).join('/')}`;
}

function diagnosticsAt(file: string, line?: number): Diagnostic[] {
  return diagnostics.filter(
    (diagnostic) =>
      diagnostic.location.path === file && (line === undefined || diagnostic.location.start.line === line),
  );
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sufra-import-rules-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The copy is no git work tree and has no node_modules: no ignore file, no schema to read.
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
  for (const [from, targets] of lines) plant(from, importing(targets));
  for (const [a, b] of CYCLES) {
    plant(a, importing([relativeTo(a, b)]));
    plant(b, importing([relativeTo(b, a)]));
  }
  const [typesA, typesB] = TYPE_ONLY_CYCLE;
  plant(typesA, `import type { B } from './types-b.ts';\nexport interface A { b?: B }\n`);
  plant(typesB, `import type { A } from './types-a.ts';\nexport interface B { a?: A }\n`);

  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { diagnostics: Diagnostic[] };
  diagnostics = report.diagnostics;
  if (diagnostics.length === 0) throw new Error(`Biome reported nothing: ${run.stderr}`);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('biome.json refuses every forbidden import arrow', () => {
  it.each(forbidden)('$rule: $from → $target', ({ from, line }) => {
    expect(diagnosticsAt(from, line).map((d) => d.category)).toEqual(['lint/style/noRestrictedImports']);
  });
});

describe('biome.json accepts the arrows the floors allow', () => {
  it.each(allowed)('$rule: $from → $target', ({ from, line }) => {
    expect(diagnosticsAt(from, line)).toEqual([]);
  });
});

describe('biome.json refuses import cycles', () => {
  it.each(CYCLES)('%s ⇄ %s', (a, b) => {
    for (const file of [a, b])
      expect(diagnosticsAt(file).map((d) => d.category)).toEqual(['lint/suspicious/noImportCycles']);
  });

  it('but not a cycle of type-only imports, which the compiler erases', () => {
    for (const file of TYPE_ONLY_CYCLE) expect(diagnosticsAt(file)).toEqual([]);
  });
});
