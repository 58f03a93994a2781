import { ownAccount } from '../support/accounts.ts';
import { ACCOUNTS, type AccountName, DEMO_PASSWORD } from '../support/api.ts';
import { box } from '../support/navigate.ts';
import { expect, type Page, test } from '../support/test.ts';

const TYPE_BUTTON = { admin: 'Administration', vendor: 'Brand manager', branch: 'Branch manager' } as const;

async function loginThroughUi(page: Page, account: AccountName) {
  const { type, email } = ACCOUNTS[account];
  await page.goto('/dashboard/');
  await page.getByRole('button', { name: TYPE_BUTTON[type] }).click();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test('a first visit goes to choose-user-type', async ({ page }) => {
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/dashboard\/choose-user-type$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page).toHaveTitle('Choose user type | Sufra');
});

test.describe('Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('shows the dashboard in Arabic, right to left, and the sign-up form’s logo slots whole', async ({
    page,
  }) => {
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا بك');
    await expect(page.getByRole('button', { name: 'الإدارة' })).toBeVisible();

    // A brand manager signs up: each logo slot is a whole upload card under its field's label.
    await page.getByRole('button', { name: 'مدير العلامة التجارية' }).click();
    await page.goto('/dashboard/register');
    const logos = page.locator('.ant-form-item', { has: page.getByTestId('logo-slot') });
    await expect(logos.locator('.ant-form-item-label')).toHaveText('الشعارات (حتى 5)');
    const card = await box(page.getByTestId('logo-slot').first().locator('.ant-upload-select'));
    expect(card.width, 'a logo slot’s upload card').toBeGreaterThanOrEqual(96);
    expect(card.height, 'a logo slot’s upload card').toBeGreaterThanOrEqual(96);
    const label = await box(logos.locator('.ant-form-item-label label'));
    expect(label.y + label.height, 'the logos’ label above their slots').toBeLessThanOrEqual(card.y);
  });
});

test('an English browser gets English, left to right; the choice is kept', async ({ page }) => {
  await page.goto('/dashboard/');
  // The root sends a signed-out visitor on to the choice of account; the page it lands on is the
  // one clicked (a click on the page being replaced would be lost).
  await expect(page).toHaveURL(/\/choose-user-type$/);
  await expect(page.locator('[data-user-type="admin"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Pointed at, the button wakes into one with its hint (a chunk of its own): clicked once that
  // is there, as a person's click comes well after the pointer arrives (a test's comes at once).
  const arabic = page.getByRole('button', { name: 'العربية' });
  await arabic.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await arabic.click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلًا بك');
});

test('admin sees every foundation resource in the sidebar', async ({ page }) => {
  await loginThroughUi(page, 'admin');
  const nav = sidebar(page);
  for (const link of ['Home', 'Cancellation reasons', 'FAQs', 'Countries', 'Cities']) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page).toHaveTitle('Home | Sufra');
});

test('a vendor sees cancellation reasons but no countries, cities or FAQs', async ({ page }) => {
  await loginThroughUi(page, 'vendor');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Cancellation reasons' })).toBeVisible();
  for (const link of ['Countries', 'Cities', 'FAQs'])
    await expect(nav.getByRole('link', { name: link })).toHaveCount(0);
  await page.goto('/dashboard/countries/record');
  await expect(page).toHaveURL(/\/dashboard\/no-permission$/);
});

test('a branch manager sees cancellation reasons read-only; the kitchen sees home, orders, its board and its notifications', async ({
  page,
}) => {
  await loginThroughUi(page, 'branch');
  await sidebar(page).getByRole('link', { name: 'Cancellation reasons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation reasons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add cancellation reason' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/dashboard\/choose-user-type$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('sufra.token'), localStorage.getItem('sufra.userType')]),
  ).toEqual([null, null]);

  // the kitchen: home, the orders of its branch, the kitchen board and the notifications sent to it;
  // nothing of the menu or staff
  await loginThroughUi(page, 'kitchen');
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Home',
    'Orders',
    'Kitchen board',
    'Notifications',
  ]);
});

test('wrong credentials show the server message and stay on login', async ({ page }) => {
  await page.goto('/dashboard/choose-user-type');
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  // The spec's own admin: a wrong password never counts against the demo admin other tests use.
  await page.getByLabel('Email').fill(ownAccount('wrongPassword', test.info()).email);
  await page.getByLabel('Password').fill('Wrong@12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
});

test('logged in, auth pages send the user home; unknown paths show not found', async ({ page }) => {
  await loginThroughUi(page, 'admin');
  await page.goto('/dashboard/login');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/dashboard/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Sufra');
});

test('pressing back on home reloads the page with an info toast', async ({ page }) => {
  await loginThroughUi(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Countries' }).click();
  await expect(page).toHaveURL(/countries\/record$/);
  // A person looks at the page before moving on: let the list render first.
  await expect(page.getByRole('heading', { name: 'Countries' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/home$/);
  // Let home finish rendering, so "back" leaves a settled home page as a person's would (the network
  // is never idle once signed in: the live events stream stays open).
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  await expect(page.getByText('Browser back button pressed. Reloading the page.')).toBeVisible();
  await expect(page).toHaveURL(/countries\/record$/);
});

test('register is for brand managers only', async ({ page }) => {
  await page.goto('/dashboard/choose-user-type');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.goto('/dashboard/register');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByText("You Can't visit this Page unless you are vendor")).toBeVisible();
});
