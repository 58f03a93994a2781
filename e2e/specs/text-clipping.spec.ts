import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiGet } from '../support/api.ts';
import { openInApp, rows } from '../support/navigate.ts';
import { loginAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * No letter in a list's cell loses its ink: a cell's line cut with an ellipsis hid the dots below
 * the line (ي read ى, ب lost its dot) where the Arabic font needs more height than the line box
 * gave it. Each text of every cell of the lists with Arabic data is measured, in Arabic and in
 * English, at a laptop (1366 px) and a phone (390 px): the ink of its glyphs (the canvas's measure
 * of the same text in the same font, placed on the text's baseline) stays, to half a pixel, inside
 * every box between it and its cell that clips (any overflow but visible) or holds one line cut
 * with an ellipsis (that line's box fits the script it shows). In Arabic, so are the texts of an
 * order's details drawer, of a branch's form showing its errors, and of the tax invoice.
 *
 * How tall Arabic is depends on the font that draws it: the machine's own (DejaVu Sans here) is
 * short, and Noto Sans Arabic, the font the dashboard's stack names and Android and Linux phones and
 * desktops draw Arabic with, reaches much further below the line. The pages are measured with it,
 * installed in the page as a device that has it would.
 */

const require = createRequire(import.meta.url);

/**
 * Noto Sans Arabic, regular and bold (as the lists use them), without a unicode-range: as on a
 * device that has it installed, it is the first font of the stack there and draws what it has.
 */
const NOTO_SANS_ARABIC = [400, 700]
  .map((weight) => {
    const file = require.resolve(
      `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    );
    const data = readFileSync(file).toString('base64');
    return `@font-face { font-family: 'Noto Sans Arabic'; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
  })
  .join('\n');

const LANGS = ['ar-SA', 'en-US'] as const;

/** The admin's lists whose cells show Arabic names, places and messages. */
const LISTS = [
  'orders',
  'reservations',
  'vendors',
  'branches',
  'branchusers',
  'coupons',
  'subscription',
  'contacts',
  'clients',
  'notifications',
];

/** The list pages measured: the lists above, and the e-invoicing compliance page's two tabs. */
const LIST_PAGES = [...LISTS.map((list) => `${list}/record`), 'e-invoicing', 'e-invoicing/units'];

interface Clipped {
  text: string;
  /** The box that cuts the ink: its tag and classes. */
  by: string;
  /** How far the ink runs past it, above and below (px). */
  above: number;
  below: number;
}

interface Measured {
  texts: number;
  arabic: number;
  clipped: Clipped[];
}

/** A list's cells. */
const CELLS = '#main-content .ant-table-tbody tr.ant-table-row td';

/**
 * Every text in the boxes `roots` finds (a list's cells, a drawer, a form, the invoice), and those
 * whose ink a box between it and its root cuts.
 */
function measureTexts(page: Page, roots: string): Promise<Measured> {
  return page.evaluate((selector) => {
    const TOLERANCE = 0.5;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const result: Measured = { texts: 0, arabic: 0, clipped: [] };
    const cells = document.querySelectorAll<HTMLElement>(selector);
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const element = node.parentElement;
        if (!text.trim() || !element) continue;
        // Text kept for screen readers only is hidden on purpose (a 1 px box clipped away).
        if (element.closest('.sr-only')) continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (lines.length === 0) continue;
        // The ink of the text about its baseline, in the element's font (the canvas shapes it alike).
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const metrics = context.measureText(text.trim());
        // The boxes between the text and its cell, the cell too, that clip it (any overflow but
        // visible) or hold it on one line cut with an ellipsis: that line's box is as tall as its ink.
        const clips: { by: string; top: number; bottom: number }[] = [];
        for (let box: HTMLElement | null = element; box; box = box.parentElement) {
          const boxStyle = getComputedStyle(box);
          // A box that scrolls (a drawer's body) shows the rest of its text when scrolled to it.
          const scrolls = boxStyle.overflowY === 'auto' || boxStyle.overflowY === 'scroll';
          if ((boxStyle.overflowY !== 'visible' && !scrolls) || boxStyle.textOverflow === 'ellipsis') {
            const top = box.getBoundingClientRect().top + box.clientTop;
            clips.push({
              by: `${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`,
              top,
              bottom: top + box.clientHeight,
            });
          }
          if (box === cell) break;
        }
        result.texts += 1;
        if (/[\u0600-\u06ff]/.test(text)) result.arabic += 1;
        for (const line of lines) {
          // A text fragment's box is its font's ascent over its baseline, its descent under it.
          const baseline = line.top + metrics.fontBoundingBoxAscent;
          const inkTop = baseline - metrics.actualBoundingBoxAscent;
          const inkBottom = baseline + metrics.actualBoundingBoxDescent;
          for (const clip of clips) {
            // A line wholly outside the box is hidden on purpose (a clamped line, a switch's other label).
            if (inkBottom <= clip.top || inkTop >= clip.bottom) continue;
            const above = clip.top - inkTop;
            const below = inkBottom - clip.bottom;
            if (above > TOLERANCE || below > TOLERANCE)
              result.clipped.push({
                text: text.trim(),
                by: clip.by,
                above: Math.round(above * 10) / 10,
                below: Math.round(below * 10) / 10,
              });
          }
        }
      }
    }
    return result;
  }, roots);
}

for (const locale of LANGS) {
  test.describe(`text in list cells (${locale})`, () => {
    test.use({ locale });

    test('no letter’s ink is cut off in any cell, at 1366 and 390 px, in Noto Sans Arabic', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript((css) => {
        const install = () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        };
        if (document.head) install();
        else document.addEventListener('DOMContentLoaded', install);
      }, NOTO_SANS_ARABIC);
      const admin = await loginAs(page, request, 'admin');
      await page.goto('/dashboard/profile');
      await expect(page.locator('#main-content')).toBeVisible();
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 860 });
        for (const list of LIST_PAGES) {
          const what = `${list} at ${width}px`;
          await openInApp(page, list);
          await expect(rows(page).first(), what).toBeVisible();
          // The page draws its Arabic in Noto Sans Arabic (else nothing here would be measured in it).
          const noto = await page.evaluate(async () => {
            await document.fonts.ready;
            return document.fonts.check('14px "Noto Sans Arabic"', 'بي');
          });
          expect(noto, `${what}: Noto Sans Arabic loaded`).toBe(true);
          const measured = await measureTexts(page, CELLS);
          expect(measured.texts, `${what}: texts measured`).toBeGreaterThan(0);
          expect.soft(measured.clipped, `${what}: text whose ink is cut off`).toEqual([]);
          if (list === 'orders/record')
            expect(measured.arabic, `${what}: Arabic texts measured`).toBeGreaterThan(0);
        }
      }
      if (locale !== 'ar-SA') return;

      // In Arabic, at a laptop: an order's details drawer, a branch's form with its errors shown (its
      // selects' hints too), and the tax invoice, at a phone too, each measured whole.
      const expectWhole = async (what: string, roots: string) => {
        const measured = await measureTexts(page, roots);
        expect(measured.arabic, `${what}: Arabic texts measured`).toBeGreaterThan(0);
        expect.soft(measured.clipped, `${what}: text whose ink is cut off`).toEqual([]);
      };
      await page.setViewportSize({ width: 1366, height: 860 });
      await openInApp(page, 'orders/record');
      await rows(page).first().getByRole('button', { name: 'التفاصيل' }).click();
      await expect(page.locator('.ant-drawer .ant-descriptions').first()).toBeVisible();
      await expectWhole('an order’s details drawer', '.ant-drawer-body');
      await page.keyboard.press('Escape');
      await openInApp(page, 'branches/add');
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await expectWhole('a branch’s form with its errors', '#main-content form');
      const completed = await apiGet<{ data: { id: number }[] }>(
        request,
        admin,
        'orders?filter[status]=completed&per_page=1',
      );
      await openInApp(page, `orders/${completed.data[0]?.id}/invoice`);
      await expect(page.locator('.invoice-sheet img.invoice-qr')).toBeVisible();
      await expectWhole('the tax invoice', '.invoice-sheet');
      await page.setViewportSize({ width: 390, height: 860 });
      await expect(page.locator('.invoice-sheet.invoice-receipt')).toBeVisible();
      await expectWhole('the tax invoice at 390 px', '.invoice-sheet');
    });
  });
}
