/**
 * `npm test`: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set) + dashboard component tests, build the dashboard, then the browser tests in Chromium.
 * The type-check, the lint and the build run beside the first tests (whose database templates are
 * made on one core), their output printed once they end. Ends with one line "N passed, N failed"
 * over every test that ran, and how long each step took.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'sufra-test-reports-'));
const results: { step: string; ok: boolean; seconds: number }[] = [];
let passed = 0;
let failed = 0;
const started = Date.now();
const since = (at: number) => Math.round((Date.now() - at) / 1000);

/** Whether the process ended with exit code 0 (false if it could not start). */
function succeeded(child: ChildProcess): Promise<boolean> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A step with the terminal to itself (the steps beside it keep their output until they end). */
async function run(
  step: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const at = Date.now();
  const ok = await succeeded(spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }));
  results.push({ step, ok, seconds: since(at) });
  return ok;
}

/** A step run beside the others: its output is kept and printed, whole, when it is awaited. */
function runBeside(step: string, command: string, args: string[]): () => Promise<boolean> {
  const at = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const done = succeeded(child).then((ok) => ({ ok, seconds: since(at) }));
  return async () => {
    const { ok, seconds } = await done;
    console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    results.push({ step, ok, seconds });
    return ok;
  };
}

const typecheck = runBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const lint = runBeside('lint', 'npm', ['run', '--silent', 'lint']);
const build = runBeside('build the dashboard', 'npm', ['run', '--silent', 'build']);

const vitestJson = join(reports, 'vitest.json');
await run('unit, API and component tests', 'npx', [
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

await typecheck();
await lint();
if (await build()) {
  const playwrightJson = join(reports, 'playwright.json');
  await run(
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
for (const { step, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${step} (${seconds} s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(
  `\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed, in ${since(started)} s`,
);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
