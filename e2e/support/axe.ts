import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoRawKeys } from './readable.ts';

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
 * The page's structure, which screen-reader users move by: one `<h1>`, headings that go down one
 * level at a time, landmarks of one kind each with a name of its own. axe rates them "moderate";
 * here they fail at any impact. (`page-has-heading-one` runs on whole pages only, as axe does.)
 */
const STRUCTURE_RULES = ['heading-order', 'landmark-unique', 'page-has-heading-one'];

/**
 * axe-core (WCAG 2.1 A and AA) on the page: the serious and critical violations, and the page's
 * structure (`STRUCTURE_RULES`) at any impact. Legacy mode: axe runs in the page itself, without
 * opening a blank page to gather the frames' results (the dashboard has no frames), which takes
 * seconds off every check.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    // Only the violations are read: axe details one node per passed or inapplicable rule, not all.
    // (First: `options` replaces what the tags and rules below add to it.) The structure rules are
    // axe's best practice, outside the WCAG tags: turned on by name.
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.rules) builder = builder.withRules(scope.rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.includes(v.id))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 5),
    }));
}

/**
 * The page, after its code and data arrived: the app has rendered (a check straight after `goto`
 * once read the empty page the app starts in), no page fallback, spinner or skeleton, fonts loaded.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeAttached({ timeout: 15_000 });
  // Every page has its title as its one h1 (checked below): a page whose own code is still on its
  // way shows none yet (the join-us page was once read blank).
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.page-fallback, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * On an Arabic page, the names the dashboard and antd give its parts that a screen reader reads out
 * in English: `aria-label`, `aria-roledescription`, `title`, `alt` and `placeholder` holding a Latin
 * word (antd's icons name themselves `eye`, its number fields "Increase Value", Leaflet's map
 * "Zoom in"). Each as `<tag attribute="value">`. The attributes are read, never the text shown, and
 * the data in them is allowed, nothing else: an e-mail address, a web address, a word with a digit
 * (a number, an order's code: ORD-261129-0004), and the whole text of one of the page's elements
 * (a meal's photo named by the meal's name in its row, a cut-short cell's `title`, the account
 * menu named by the user's name: a name in English is data). Not read: what a screen reader skips
 * (`aria-hidden`, not shown).
 */
export async function englishNames(page: Page, include?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    if (!document.documentElement.lang.startsWith('ar')) return [];
    const roots = selector ? [...document.querySelectorAll(selector)] : [document.documentElement];
    const attributes = ['aria-label', 'aria-roledescription', 'title', 'alt', 'placeholder'];
    const data = /\S+@\S+|https?:\/\/\S+|www\.\S+|\S*\d\S*/g;
    const latin = (text: string) => /[A-Za-z]{2}/.test(text.replace(data, ''));
    // The page's texts with Latin words in them (data: a name, a brand), longest first.
    let texts: string[] | undefined;
    const withoutShown = (value: string) => {
      texts ??= [...new Set([...document.body.querySelectorAll('*')].map((e) => e.textContent.trim()))]
        .filter((text) => /[A-Za-z]{2}/.test(text))
        .sort((a, b) => b.length - a.length);
      return texts.reduce((rest, text) => rest.replaceAll(text, ''), value);
    };
    const found: string[] = [];
    for (const root of roots)
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (element.closest('[aria-hidden="true"]') || !element.checkVisibility()) continue;
        for (const attribute of attributes) {
          const value = element.getAttribute(attribute)?.trim();
          if (!value || !latin(value) || !latin(withoutShown(value))) continue;
          found.push(`<${element.localName} ${attribute}="${value}">`);
        }
      }
    return [...new Set(found)];
  }, include);
}

/**
 * No serious or critical violation once the page has settled, the page's structure whole, on an
 * Arabic page no name in English, and no translation key shown for its text (`what` names it in a
 * failure).
 */
export async function expectAccessible(page: Page, what: string, scope: AxeScope = {}): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page, scope), what).toEqual([]);
  // A check of some rules alone (the colours of a theme) reads nothing else.
  if (scope.rules) return;
  expect(await englishNames(page, scope.include), `${what}: names in English`).toEqual([]);
  await expectNoRawKeys(page, what, scope.include);
}
