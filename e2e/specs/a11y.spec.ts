import { englishNames, expectAccessible, seriousViolations } from '../support/axe.ts';
import { openInApp, rows } from '../support/navigate.ts';
import { expectNoRawKeys } from '../support/readable.ts';
import { loginAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The accessibility checker finds what it is there to find, and the shell with the sidebar, a list,
 * a form with errors and a danger dialog read in every theme, light and dark. axe-core on every page
 * in both languages: pages.spec.ts.
 */

/** The choose-user-type page with `html` added at the end of its main part, in `lang` if given. */
async function plant(page: Page, html: string, lang?: string): Promise<void> {
  await page.goto('/dashboard/choose-user-type');
  await expect(page.locator('[data-user-type="admin"]')).toBeVisible();
  await page.evaluate(
    ({ html, lang }) => {
      if (lang) document.documentElement.lang = lang;
      (document.querySelector('main') ?? document.body).insertAdjacentHTML('beforeend', html);
    },
    { html, lang },
  );
}

test('the checker finds what it is there to find: an image without a name, text without contrast', async ({
  page,
}) => {
  await plant(
    page,
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">' +
      '<p style="color:#eee;background:#fff;font-size:14px">barely there</p>',
  );
  const found = (await seriousViolations(page)).map((v) => v.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

test('the checker finds a skipped heading level and, on an Arabic page, a name in English', async ({
  page,
}) => {
  await plant(
    page,
    '<h4>قسم</h4><div id="probe"><button type="button" aria-label="Show">عرض</button>' +
      '<span role="img" aria-label="eye"></span><a href="mailto:a@b.sa" title="a@b.sa">a@b.sa</a></div>',
    'ar',
  );
  expect((await seriousViolations(page)).map((v) => v.id)).toContain('heading-order');
  // (The page itself is in English: only what was added is read.)
  expect(await englishNames(page, '#probe')).toEqual([
    '<button aria-label="Show">',
    '<span aria-label="eye">',
  ]);
});

test('the checker finds a translation key shown for its text, and takes data for none', async ({ page }) => {
  await plant(page, '<p id="keys">admin@menu.sa · https://app.sufra.sa/x · ORD-261129-0004</p>');
  await expectNoRawKeys(page, 'data');
  for (const raw of ['invoice.vat_number', 'الرقم invoice.total', '<input placeholder="auth.email">']) {
    await page.evaluate((raw) => {
      const probe = document.querySelector('#keys');
      if (probe) probe.innerHTML = raw;
    }, raw);
    await expect(expectNoRawKeys(page, raw), raw).rejects.toThrow('translation key');
  }
});

/**
 * The password field's eye: its size and its contrast against the field (WCAG 1.4.11 asks 3:1 for
 * the parts of a control a person must see; axe checks text only).
 */
async function eyeContrast(page: Page): Promise<{ size: number; ratio: number }> {
  return page
    .locator('.ant-input-password-icon')
    .first()
    .evaluate((icon) => {
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const field = icon.closest('.ant-input-affix-wrapper') ?? document.body;
      let background = rgba(getComputedStyle(field).backgroundColor);
      // A see-through field shows the page behind it.
      if ((background[3] ?? 1) < 1) {
        const page = rgba(
          getComputedStyle(document.querySelector('.ant-card') ?? document.body).backgroundColor,
        );
        const a = background[3] ?? 0;
        background = [0, 1, 2].map((i) => (background[i] ?? 0) * a + (page[i] ?? 255) * (1 - a));
      }
      const [r, g, b, a = 1] = rgba(getComputedStyle(icon).color);
      const fg = [r, g, b].map((c, i) => (c ?? 0) * a + (background[i] ?? 0) * (1 - a));
      const lum = (c: number[]) =>
        c
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
      const [hi, lo] = [lum(fg), lum(background)].sort((x, y) => y - x);
      return { size: icon.getBoundingClientRect().width, ratio: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05) };
    });
}

const COLORS = ['blue', 'green', 'red', 'purple', 'grey', 'pink'] as const;

/** A theme changes colours alone: the other rules are checked on these pages in the default theme (pages.spec.ts). */
const contrastOnly = { rules: ['color-contrast'] };

test.describe('contrast in every theme, light and dark', () => {
  for (const color of COLORS) {
    test(`${color} theme`, async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate(
          ([c, m]) => {
            localStorage.setItem('sufra.theme', c);
            localStorage.setItem('sufra.mode', m);
          },
          [color, mode] as const,
        );
        const what = `${color} ${mode}`;
        // The shell: the selected sidebar item, the header, a list with its switches and buttons
        // (loaded anew: the dashboard reads the theme as it starts).
        await page.goto('/dashboard/cities/record');
        await expect(rows(page).first()).toBeVisible();
        await expectAccessible(page, `${what} cities list`, contrastOnly);
        // The danger button of the delete dialog.
        await rows(page).first().locator('button:has(.anticon-delete)').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `${what} delete dialog`, contrastOnly);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        // Error text under the fields.
        await openInApp(page, 'cities/add');
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
        await expectAccessible(page, `${what} form errors`, contrastOnly);
        // The password field's eye.
        await openInApp(page, 'password');
        await expect(page.locator('.ant-input-password-icon').first()).toBeVisible();
        await expectAccessible(page, `${what} password`, contrastOnly);
        const eye = await eyeContrast(page);
        expect(eye.size, `${what} eye size`).toBeGreaterThanOrEqual(16);
        expect(eye.ratio, `${what} eye contrast`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
