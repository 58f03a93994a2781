/**
 * `npm test`: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set) + dashboard component tests, build the dashboard, then the browser tests in Chromium.
 * Ends with one line "N passed, N failed" over every test that ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'sufra-test-reports-'));
const results: { step: string; ok: boolean }[] = [];
let passed = 0;
let failed = 0;

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ step, ok });
  return ok;
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);

const vitestJson = join(reports, 'vitest.json');
run('unit, API and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} else {
  failed += 1;
}

if (run('build the dashboard', 'npm', ['run', '--silent', 'build'])) {
  const playwrightJson = join(reports, 'playwright.json');
  run(
    'browser tests (Chromium)',
    'npm',
    ['test', '--silent', '-w', '@sufra/e2e', '--', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );
  if (existsSync(playwrightJson)) {
    const report = JSON.parse(readFileSync(playwrightJson, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    failed += 1;
  }
}

console.log('\nSummary');
for (const { step, ok } of results) console.log(`  ${ok ? '✔' : '✘'} ${step}`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
