import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Screenshots for people to look at (`npm run screenshots -w @sufra/e2e`): not tests, so they are
 * kept out of `npm test`; the layout checks they illustrate are asserted in specs/layout.spec.ts.
 * Files land in e2e/test-results/screenshots/<lang>-<width>-<page>.png.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  outputDir: './test-results/screenshot-artifacts',
});
