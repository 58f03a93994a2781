import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { createAsCustomer, customerAtLiveBranch, customerRead } from '../support/live-branch.ts';
import { expectNoPageOverflow, visit } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/**
 * Orders flowing live, in Arabic and in English: a customer places an order through the customer
 * API; it appears on the kitchen board and in the cashier's list without a reload (the cashier's
 * sidebar counts it); the cashier accepts it, the kitchen bumps it with the keyboard, the cashier
 * hands it over; the tax invoice prints with its QR. The branch is the test's own, open around
 * the clock (support/live-branch.ts).
 */
const TEXT = {
  ar: {
    locale: 'ar-SA',
    details: 'التفاصيل',
    accept: 'قبول',
    handOver: 'تم التسليم',
    invoice: 'الفاتورة الضريبية',
    columns: { new: 'جديد', preparing: 'قيد التحضير', ready: 'جاهز' },
    statuses: { pending: 'قيد الانتظار', preparing: 'قيد التحضير', ready: 'جاهز', completed: 'مكتمل' },
    title: 'فاتورة ضريبية مبسطة',
  },
  en: {
    locale: 'en-US',
    details: 'Details',
    accept: 'Accept',
    handOver: 'Handed over',
    invoice: 'Tax invoice',
    columns: { new: 'New', preparing: 'Preparing', ready: 'Ready' },
    statuses: { pending: 'Pending', preparing: 'Preparing', ready: 'Ready', completed: 'Completed' },
    title: 'Simplified Tax Invoice',
  },
} as const;

/** The customer signs in and orders two lines at the test's branch through the customer API. */
async function placeOrder(
  request: APIRequestContext,
): Promise<{ id: number; order_number: string; total: string }> {
  const { token, branch } = await customerAtLiveBranch(request);
  expect(branch?.open_now).toBe(true);
  const menu = await customerRead<{ data: { categories: { meals: { id: number }[] }[] } }>(
    request,
    `branches/${branch?.id}/menu`,
  );
  const meals = menu.data.categories.flatMap((c) => c.meals);
  return createAsCustomer(request, token, 'orders', {
    branch_id: branch?.id,
    delivery_type: 'receiving',
    items: [
      { meal_id: meals[0]?.id, quantity: 2, note: 'بدون بصل' },
      { meal_id: meals[1]?.id, quantity: 1 },
    ],
  });
}

const ticketOf = (page: Page, number: string) =>
  page.locator('.kitchen-ticket', {
    has: page.locator('.kitchen-ticket-number', { hasText: number.slice(-4) }),
  });
const columnOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describeInLanguages(TEXT, 'live orders', (text, lang) => {
  test('an order placed by a customer reaches the kitchen and the counter live, is bumped, handed over and invoiced', async ({
    browser,
    request,
  }) => {
    test.setTimeout(45_000);
    const kitchenContext = await browser.newContext({ locale: text.locale });
    const kitchen = await kitchenContext.newPage();
    const cashierContext = await browser.newContext({ locale: text.locale });
    const cashier = await cashierContext.newPage();
    await loginAs(kitchen, request, 'liveKitchen');
    await kitchen.goto('/dashboard/kitchen');
    await expect(columnOf(kitchen, text.columns.new)).toBeVisible();
    await loginAs(cashier, request, 'liveCashier');
    await cashier.goto('/dashboard/home');
    await expect(cashier.locator('.live-indicator .ant-badge-status-success')).toBeVisible();
    await expect(kitchen.locator('.live-indicator .ant-badge-status-success')).toBeVisible();

    // the customer orders: the ticket and the counter's badge appear without a reload
    const order = await placeOrder(request);
    const ticket = ticketOf(kitchen, order.order_number);
    await expect(columnOf(kitchen, text.columns.new).locator(ticket)).toBeVisible();
    await expect(ticket).toContainText('2×');
    await expect(ticket).toContainText('بدون بصل');
    await expect(cashier.locator('.new-orders-badge')).toBeVisible();

    // the cashier opens the orders (the badge clears) and accepts it from the drawer
    await visit(cashier, `orders/record?order_number=${order.order_number}`);
    await expect(cashier.locator('.new-orders-badge')).toHaveCount(0);
    const row = cashier.locator('.ant-table-tbody tr.ant-table-row', { hasText: order.order_number });
    await expect(row).toContainText(text.statuses.pending);
    await row.getByRole('button', { name: text.details }).click();
    const drawer = cashier.locator('.ant-drawer');
    await drawer.getByRole('button', { name: text.accept, exact: true }).click();
    await cashier.locator('.ant-modal').getByRole('button', { name: text.accept, exact: true }).click();
    await expect(row).toContainText(text.statuses.preparing);
    await cashier.keyboard.press('Escape');

    // the kitchen sees it move, and bumps it with the keyboard
    await expect(columnOf(kitchen, text.columns.preparing).locator(ticket)).toBeVisible();
    await screenshot(kitchen, lang, 'kitchen-board');
    await ticket.focus();
    await kitchen.keyboard.press('Enter');
    await expect(columnOf(kitchen, text.columns.ready).locator(ticket)).toBeVisible();

    // the counter's list shows it ready without a reload; the cashier hands it over
    await expect(row).toContainText(text.statuses.ready);
    await row.getByRole('button', { name: text.details }).click();
    await drawer.getByRole('button', { name: text.handOver, exact: true }).click();
    await expect(row).toContainText(text.statuses.completed);
    await expect(ticket).toHaveCount(0);

    // the tax invoice, with the QR of its seller and total
    await drawer.getByRole('button', { name: text.invoice }).click();
    await expect(cashier).toHaveURL(new RegExp(`/orders/${order.id}/invoice$`));
    await expect(cashier.getByText(text.title)).toBeVisible();
    const qr = cashier.locator('img.invoice-qr');
    await expect(qr).toBeVisible();
    const payload = (await qr.getAttribute('data-qr')) ?? '';
    const fields = await cashier.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const values: string[] = [];
      for (let at = 0; at < bytes.length; at += 2 + (bytes[at + 1] ?? 0))
        values.push(new TextDecoder().decode(bytes.slice(at + 2, at + 2 + (bytes[at + 1] ?? 0))));
      return values;
    }, payload);
    expect(fields[0]).toBe('بيت الشاورما');
    expect(fields[3]).toBe(order.total);
    // A legal document in both languages whatever the interface's: no key shown for a word, no
    // serious accessibility finding, nothing named in English on the Arabic page's controls.
    await expectAccessible(cashier, 'the tax invoice', { include: '#main-content' });
    await screenshot(cashier, lang, 'invoice');
    await cashier.emulateMedia({ media: 'print' });
    await expect(cashier.locator('.app-header')).toBeHidden();
    await expect(cashier.locator('.invoice-sheet')).toBeVisible();
    await cashier.emulateMedia({ media: 'screen' });

    // A phone gets the 80 mm receipt: no sideways scrolling, every label in Arabic and in English.
    await cashier.setViewportSize({ width: 390, height: 844 });
    const receipt = cashier.locator('.invoice-sheet.invoice-receipt');
    await expect(receipt).toBeVisible();
    await expectNoPageOverflow(cashier, 'the invoice at 390px');
    for (const label of [TEXT.ar.title, TEXT.en.title, 'الإجمالي شامل الضريبة', 'Total with VAT'])
      await expect(receipt.getByText(label, { exact: true })).toBeVisible();
    await screenshot(cashier, lang, 'invoice-390');

    // the board at a tablet and a phone
    for (const width of [820, 390]) {
      await kitchen.setViewportSize({ width, height: 900 });
      await expect(kitchen.locator('.kitchen-board')).toBeVisible();
      await expectNoPageOverflow(kitchen, `kitchen board at ${width}px`);
      await screenshot(kitchen, lang, `kitchen-board-${width}`);
    }
    await kitchenContext.close();
    await cashierContext.close();
  });
});
