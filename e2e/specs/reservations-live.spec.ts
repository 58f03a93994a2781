import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { createAsCustomer, customerAtLiveBranch, customerRead, LIVE_BRANCH } from '../support/live-branch.ts';
import { expectNoPageOverflow, visit } from '../support/navigate.ts';
import { openAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

/**
 * Reservations live, in Arabic and in English: a customer books a table through the customer API;
 * the host sees it appear in the list without a reload, seats the guest, and finds it on the day
 * view; a confirmed guest who never came was marked "not attended" by the server's job. The branch
 * is the test's own, open around the clock (support/live-branch.ts).
 */
const TEXT = {
  ar: {
    locale: 'ar-SA',
    details: 'التفاصيل',
    seat: 'حضر الضيف',
    seated: 'حضر',
    confirmed: 'مؤكد',
    noShow: 'لم يحضر',
    system: 'النظام',
  },
  en: {
    locale: 'en-US',
    details: 'Details',
    seat: 'Guest arrived',
    seated: 'Seated',
    confirmed: 'Confirmed',
    noShow: 'Not attended',
    system: 'System',
  },
} as const;

/** The customer books the first free quarter hour ahead at the test's branch. */
async function bookTable(
  request: APIRequestContext,
): Promise<{ reservation_number: string; reservation_time: string; date: string }> {
  const { token, branch } = await customerAtLiveBranch(request);
  const riyadh = new Date(Date.now() + 3 * 3_600_000);
  for (const day of [0, 1]) {
    const date = new Date(riyadh.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    const availability = await customerRead<{ data: { slots: { time: string; tables_left: number }[] } }>(
      request,
      `branches/${branch?.id}/availability?date=${date}&members_count=2&table_position=inside`,
    );
    const slot = availability.data.slots.find((s) => s.tables_left > 0);
    if (!slot) continue;
    return createAsCustomer(request, token, 'reservations', {
      branch_id: branch?.id,
      date,
      reservation_time: slot.time,
      members_count: 2,
      table_position: 'inside',
      note: 'طاولة هادئة',
    });
  }
  throw new Error('no free table in two days');
}

describeInLanguages(TEXT, 'live reservations', (text, lang) => {
  test('a booking appears live for the host, who seats the guest; a guest who never came was marked by the job', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    await openAs(page, request, 'liveCashier', '/dashboard/reservations/record');
    await expect(page.locator('.live-indicator .ant-badge-status-success')).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');

    // the job marked the guest who never came, as the system
    const noShow = rows.filter({ hasText: LIVE_BRANCH.noShow });
    await expect(noShow).toContainText(text.noShow);
    await noShow.getByRole('button', { name: text.details }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer).toContainText(text.system);
    // every time the drawer shows in the one format of its language (issue 32): Arabic 12-hour, its
    // «ص»/«م» held to the time by a no-break space; English 24-hour
    const shown = await drawer.evaluate((el) => {
      // each text node apart (a time is one), so no time runs into the word after it
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
      return parts.join('\n');
    });
    const times = shown.match(/\d{1,2}:\d{2}(?:\s*[صم](?!\p{L}))?/gu) ?? [];
    expect(times.length).toBeGreaterThan(2);
    const format = lang === 'ar' ? /^\d{1,2}:\d{2}\u00a0[صم]$/ : /^\d{2}:\d{2}$/;
    expect(times.filter((time) => !format.test(time))).toEqual([]);
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    // a customer books: the row appears without a reload, confirmed
    const booked = await bookTable(request);
    const row = rows.filter({ hasText: booked.reservation_number });
    await expect(row).toContainText(text.confirmed);
    await screenshot(page, lang, 'reservations-list');
    await row.getByRole('button', { name: text.details }).click();
    await drawer.getByRole('button', { name: text.seat, exact: true }).click();
    await expect(row).toContainText(text.seated);
    await drawer.locator('.ant-drawer-close').click();

    // the day view shows it on a table of its position
    await visit(page, `reservations/day?date=${booked.date}`);
    await expect(
      page.locator(`.reservation-day-block[data-number="${booked.reservation_number}"]`),
    ).toBeVisible();
    await screenshot(page, lang, 'reservations-day');
    // with a booking on it: each block is named by what it shows, its guests and status after it
    await expectAccessible(page, 'day view with a booking');
    for (const width of [820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoPageOverflow(page, `day view at ${width}px`);
    }
  });
});
