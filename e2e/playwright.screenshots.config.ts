import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// support/session.ts `screenshot` takes its pictures only when asked.
process.env.E2E_SCREENSHOTS = '1';

/**
 * Screenshots for people to look at (`npm run screenshots -w @sufra/e2e`): not tests, so they are
 * kept out of `npm test`; the layout checks they illustrate are asserted in specs/pages.spec.ts.
 * Files land in e2e/test-results/screenshots/<lang>-<width>-<page>.png.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  outputDir: './test-results/screenshot-artifacts',
});
