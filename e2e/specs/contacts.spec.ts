import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiGet, tag } from '../support/api.ts';
import { describeInLanguages } from '../support/languages.ts';
import { tableRows } from '../support/navigate.ts';
import { loginAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Contact messages, in Arabic and in English: a restaurant writes from the public /join-us page, the
 * admin finds it unread in /contacts/record, opens it (now read), replies by mail with a status, and
 * sees it replied in the list and the details drawer. The mail lands in the server's outbox.
 */

const TEXT = {
  ar: {
    locale: 'ar-SA',
    restaurant: 'اسم المطعم',
    person: 'اسم الشخص المسؤول',
    phone: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    city: 'المدينة',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sent: 'شكرًا لك، تم إرسال رسالتك',
    required: 'اسم المطعم مطلوب',
    unread: 'غير مقروءة',
    source: 'المطعم',
    edit: 'تعديل',
    details: 'التفاصيل',
    reply: 'الرد',
    status: 'الحالة',
    accepted: 'مقبولة',
    sendReply: 'إرسال الرد',
    replied: 'تم إرسال ردك إلى',
    cityName: 'الرياض',
    person_name: 'سلطان العنزي',
    body: 'نرغب في الانضمام إلى سُفرة واستقبال الطلبات والحجوزات في فروعنا.',
    answer: 'أهلًا بكم في سُفرة، سيتصل بكم فريقنا غدًا.',
    mailSubject: /^رد: طلب انضمام من /,
  },
  en: {
    locale: 'en-US',
    restaurant: 'Restaurant name',
    person: 'Contact person',
    phone: 'Mobile number',
    email: 'Email',
    city: 'City',
    message: 'Message',
    send: 'Send the message',
    sent: 'Thank you, your message has been sent',
    required: 'Restaurant name is required',
    unread: 'Unread',
    source: 'Restaurant',
    edit: 'Edit',
    details: 'Details',
    reply: 'Reply',
    status: 'Status',
    accepted: 'Accepted',
    sendReply: 'Send the reply',
    replied: 'Your reply has been sent to',
    cityName: 'Jeddah',
    person_name: 'Nouf Alharbi',
    body: 'We would like to join Sufra and take orders and table bookings at our branches.',
    answer: 'Welcome to Sufra, our team will call you tomorrow.',
    mailSubject: /^Re: Request to join from /,
  },
} as const;

/** The newest mail the server wrote to its outbox for an address (no SMTP in the browser tests). */
async function lastMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(to)).sort();
  const last = files.at(-1);
  return last
    ? (JSON.parse(await readFile(join(dir, last), 'utf8')) as { subject: string; text: string })
    : undefined;
}

describeInLanguages(TEXT, 'contact messages', (text, lang) => {
  test('a restaurant writes from /join-us; the admin opens it, replies and sees it replied', async ({
    page,
    request,
  }) => {
    // two pages of the public site, the list twice, the reply page: a busy machine needs the time
    test.setTimeout(45_000);
    const word = tag();
    const restaurant = `${lang === 'ar' ? 'مطعم' : 'Kitchen'} ${word}`;
    const email = `owner-${word}@e2e.sufra.sa`;

    // The public page: the rules are checked before sending, then the thank-you.
    await page.goto('/dashboard/join-us');
    const form = page.locator('form.join-form');
    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByText(text.required)).toBeVisible();
    await form.getByLabel(text.restaurant).fill(restaurant);
    await form.getByLabel(text.person).fill(text.person_name);
    await form.getByLabel(text.phone).pressSequentially('551234567');
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.city).fill(text.cityName);
    await form.getByLabel(text.message).fill(text.body);
    await form.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent)).toBeVisible({ timeout: 15_000 });

    // The inbox: the new message, bold with its unread tag.
    const admin = await loginAs(page, request, 'admin');
    // Read afresh (the same address as before the reply).
    await page.goto(`/dashboard/contacts/record?search=${encodeURIComponent(email)}`);
    await expect(tableRows(page)).toHaveCount(1);
    const row = tableRows(page).first();
    await expect(row).toContainText(restaurant);
    await expect(row).toContainText(text.source);
    await expect(row.locator('.contact-unread-tag')).toHaveText(text.unread);
    await expect(row.locator('.contact-cell--unread').first()).toBeVisible();
    const [message] = (
      await apiGet<{ data: { id: number; read_at: string | null }[] }>(
        request,
        admin,
        `contacts?filter[search]=${encodeURIComponent(email)}`,
      )
    ).data;
    if (!message) throw new Error('the message was not stored');
    expect(message.read_at).toBeNull();

    // Opening it marks it read; the whole message is there.
    await row.getByRole('button', { name: text.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${message.id}/edit$`));
    await expect(page.getByText(text.body)).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await apiGet<{ data: { read_at: string | null } }>(
          request,
          admin,
          `contacts/${message.id}`,
        );
        return shown.data.read_at !== null;
      })
      .toBe(true);

    // The reply, accepted, mailed to the restaurant.
    await page.getByLabel(text.reply, { exact: true }).fill(text.answer);
    await page.getByLabel(text.status, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown .ant-select-item-option-content')
      .getByText(text.accepted, { exact: true })
      .click();
    await page.getByRole('button', { name: text.sendReply }).click();
    await expect(page.getByText(`${text.replied} ${email}`)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/contacts\/record/);
    const mail = await lastMail(email);
    expect(mail?.subject).toMatch(text.mailSubject);
    expect(mail?.text).toContain(text.answer);

    // Replied: no longer unread, accepted, and the reply in the drawer.
    // Read afresh (the same address as before the reply).
    await page.goto(`/dashboard/contacts/record?search=${encodeURIComponent(email)}`);
    await expect(tableRows(page)).toHaveCount(1);
    const replied = tableRows(page).first();
    await expect(replied.locator('.contact-unread-tag')).toHaveCount(0);
    await expect(replied).toContainText(text.accepted);
    await replied.getByRole('button', { name: text.details }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(drawer).toContainText(text.answer);
    await expect(drawer).toContainText(text.cityName);
  });
});
