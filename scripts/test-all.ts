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
/** The tests that failed, with the first lines of why: printed again in the summary, so the end of
 * the output (all a CI log's tail shows) names them. */
const failures: string[] = [];
const firstLines = (message: string) => message.split('\n').slice(0, 6).join('\n      ');
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

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

/** Playwright's failed specs ("unexpected": failed on every retry), named by file, suites and title. */
function collectUnexpected(suite: PlaywrightSuite, titles: string[]): void {
  const path = [...titles, suite.title];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
      const message = test.results.at(-1)?.error?.message ?? '';
      failures.push(`${[...path, spec.title].join(' › ')}:${spec.line}\n      ${firstLines(message)}`);
    }
  }
  for (const child of suite.suites ?? []) collectUnexpected(child, path);
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
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(`${file.name} › ${test.fullName}\n      ${firstLines(test.failureMessages.join('\n'))}`);
    }
    if (file.message) failures.push(`${file.name}\n      ${firstLines(file.message)}`);
  }
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
      suites: PlaywrightSuite[];
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    for (const suite of report.suites) collectUnexpected(suite, []);
  } else {
    failed += 1;
  }
}

console.log('\nSummary');
if (failures.length > 0) console.log(`  Failed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}\n`);
for (const { step, ok, seconds } of results) console.log(`  ${ok ? '✔' : '✘'} ${step} (${seconds} s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(
  `\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed, in ${since(started)} s`,
);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
