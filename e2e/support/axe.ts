import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Violation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

export interface AxeScope {
  /** Only inside this selector. */
  include?: string;
  /** Only these rules (a theme changes colours alone: `['color-contrast']`). */
  rules?: string[];
}

/**
 * axe-core (WCAG 2.1 A and AA) on the page: the serious and critical violations. Legacy mode: axe
 * runs in the page itself, without opening a blank page to gather the frames' results (the
 * dashboard has no frames), which takes seconds off every check.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    // Only the violations are read: axe details one node per passed or inapplicable rule, not all.
    // (First: `options` replaces what the tags and rules below add to it.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.rules) builder = builder.withRules(scope.rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 5),
    }));
}

/** The page, after its code and data arrived: no page fallback, spinner or skeleton, fonts loaded. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.page-fallback, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

/** No serious or critical violation once the page has settled (`what` names it in a failure). */
export async function expectAccessible(page: Page, what: string, scope: AxeScope = {}): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page, scope), what).toEqual([]);
}
