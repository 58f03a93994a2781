import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * The first parts of the dashboard's translation keys (`invoice.title`, `list.add_blocked.…`) and of
 * the API's (`validation.required`): text shaped like one of them is a key shown in place of its
 * translation (a catalogue not loaded, a key missing from it).
 */
const catalogue = JSON.parse(
  readFileSync(new URL('../../apps/dashboard/src/locales/en.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const NAMESPACES = [...Object.keys(catalogue), 'validation'];

/**
 * No text in scope, nor a placeholder, label, title or alt, reads as a raw translation key (a
 * namespace, a dot, and more lower-case parts: `invoice.vat_number`). Data is not mistaken for one:
 * a key stands alone, not inside an address or an e-mail (`app.sufra.sa`, `x@menu.sa`).
 */
export async function expectNoRawKeys(page: Page, what: string, include = 'body'): Promise<void> {
  const found = await page.evaluate(
    ({ namespaces, include }) => {
      const key = new RegExp(
        `(?<![\\w@./:-])(?:${namespaces.join('|')})(?:\\.[a-z0-9_]+)+(?![\\w@/-]|\\.\\w)`,
      );
      const hits: string[] = [];
      for (const root of document.querySelectorAll(include)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (key.test(text)) hits.push(text.trim());
        }
        for (const element of root.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
          for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
            const value = element.getAttribute(name);
            if (value && key.test(value)) hits.push(`${name}="${value}"`);
          }
        }
      }
      return hits.slice(0, 10);
    },
    { namespaces: NAMESPACES, include },
  );
  expect(found, `${what}: text that is a translation key`).toEqual([]);
}
