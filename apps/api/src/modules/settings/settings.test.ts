import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';

/** The platform settings: each group's rules, the rich text, partial saves and their audit trail. */
const t = testAppForFile();

const save = (body: unknown, locale: 'ar' | 'en' = 'en') =>
  t.request('PUT', '/api/v1/admin/settings', { as: 'admin', body, locale });
const read = async () => (await t.request('GET', '/api/v1/admin/settings', { as: 'admin' })).json().data;

const TERMS = { terms_ar: '<p>الشروط</p>', terms_en: '<p>The terms</p>' };

describe('saving the settings', () => {
  it('refuses terms with one language missing, naming that language, in both languages', async () => {
    expect((await save({ legal: TERMS })).statusCode).toBe(200);
    const en = await save({ legal: { terms_ar: '<p>شروط جديدة</p>', terms_en: '<p></p>' } });
    expectErrors(en, {
      'legal.terms_en': [
        'Please write the terms and conditions in English: they are required in both Arabic and English.',
      ],
    });
    const ar = await save({ legal: { terms_ar: '' } }, 'ar');
    expect(ar.json().errors).toEqual({
      'legal.terms_ar': ['يرجى كتابة الشروط والأحكام بالعربية: فهي مطلوبة باللغتين العربية والإنجليزية.'],
    });
    // Text that sanitising empties counts as missing too; nothing was changed by any of these.
    const scripted = await save({ legal: { terms_en: '<script>alert(1)</script>' } });
    expect(Object.keys(scripted.json().errors)).toEqual(['legal.terms_en']);
    expect((await read()).legal).toMatchObject({ terms_ar: '<p>الشروط</p>', terms_en: '<p>The terms</p>' });
  });

  it('applies each rule: prices, the VAT number, the commission, email and phones', async () => {
    const before = await read();
    const response = await save({
      subscriptions: { subscription_monthly_price: '0', subscription_yearly_price: '1000000' },
      invoices: { platform_vat_number: '312345678901234', platform_legal_name_ar: 'س' },
      commission: { default_commission_rate: '100.5', default_commission_amount: '1.234' },
      contact: { support_email: 'not-an-email', support_phone: '0412345678', support_whatsapp: '123' },
    });
    expectErrors(response, {
      'subscriptions.subscription_monthly_price': ['Monthly subscription price cannot be zero'],
      'subscriptions.subscription_yearly_price': ['The maximum allowed price is 999999. Please try again'],
      'invoices.platform_vat_number': ['The VAT number must be 15 digits that start and end with 3'],
      'invoices.platform_legal_name_ar': [
        'Legal name (Arabic) must contain at least 2 Arabic or English letters',
      ],
      'commission.default_commission_rate': ['Default commission rate may not be greater than 100'],
      'commission.default_commission_amount': [
        'Default commission per order must be an amount with at most 2 decimal places',
      ],
      'contact.support_email': ['Please enter your email correctly'],
      'contact.support_phone': ['Mobile Number is incorrect'],
      'contact.support_whatsapp': ['WhatsApp Number is incorrect'],
    });
    expect(await read()).toEqual(before);

    const saved = await save({
      subscriptions: { subscription_monthly_price: '150.5' },
      invoices: {
        platform_vat_number: '310000000000003',
        platform_legal_name_ar: 'شركة سفرة',
        platform_legal_name_en: 'Sufra Co.',
      },
      commission: { default_commission_rate: '12.5', default_commission_amount: '0' },
      contact: { support_email: 'Help@Sufra.SA', support_phone: '0551234567', support_whatsapp: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('The settings have been saved.');
    expect(saved.json().data).toMatchObject({
      subscriptions: { subscription_monthly_price: '150.50' },
      invoices: { platform_vat_number: '310000000000003', platform_legal_name_en: 'Sufra Co.' },
      commission: { default_commission_rate: '12.50', default_commission_amount: '0.00' },
      contact: { support_email: 'help@sufra.sa', support_phone: '966551234567', support_whatsapp: null },
    });
  });

  it('keeps only the allowed HTML: headings stay, scripts, events and unsafe links go', async () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
      '<p onclick="steal()" style="color:red" class="x">Read <strong>this</strong> <em>and</em> <u>that</u></p>' +
      '<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)">' +
      '<ul><li><a href="https://sufra.sa/help" target="_blank">help</a></li>' +
      '<li><a href="javascript:alert(3)">bad</a></li><li><a href="mailto:help@sufra.sa">mail</a></li></ul>' +
      '<blockquote>Quoted</blockquote><iframe src="https://evil.example"></iframe><p></p><p> </p>';
    const response = await save({ legal: { ...TERMS, privacy_en: html } });
    expect(response.statusCode, response.body).toBe(200);
    const kept = response.json().data.legal.privacy_en as string;
    for (const level of [1, 2, 3, 4, 5, 6]) expect(kept).toContain(`<h${level}>`);
    expect(kept).toContain('<p>Read <strong>this</strong> <em>and</em> <u>that</u></p>');
    expect(kept).toContain('<a href="https://sufra.sa/help" rel="noopener noreferrer nofollow">help</a>');
    expect(kept).toContain('<a href="mailto:help@sufra.sa" rel="noopener noreferrer nofollow">mail</a>');
    // The empty paragraphs an editor leaves at the end go too.
    expect(kept.endsWith('<blockquote>Quoted</blockquote>')).toBe(true);
    for (const gone of [
      'script',
      'alert',
      'onclick',
      'style',
      'class=',
      '<img',
      'onerror',
      'javascript',
      'iframe',
    ])
      expect(kept).not.toContain(gone);
    // The customer app reads the same sanitised text in its language.
    const page = await t.request('GET', '/api/v1/client/pages/privacy', { locale: 'en' });
    expect(page.json().data).toMatchObject({
      page: 'privacy',
      locale: 'en',
      title: 'Privacy policy',
      content: kept,
    });
  });

  it('refuses unknown groups and fields, changing nothing', async () => {
    const before = await read();
    const unknownGroup = await save({ billing: { currency: 'USD' }, general: { platform_name_en: 'Other' } });
    expectErrors(unknownGroup, { billing: ['The field billing is not allowed'] });
    const unknownField = await save({ general: { platform_name_en: 'Other', currency: 'USD' } }, 'ar');
    expect(unknownField.json().errors).toEqual({ 'general.currency': ['الحقل currency غير مسموح به'] });
    expect(await read()).toEqual(before);
  });

  it('writes each change to the audit trail with its old and new value; a partial save keeps the rest', async () => {
    await save({ general: { platform_name_ar: 'سفرة', platform_name_en: 'Sufra' }, legal: TERMS });
    const response = await save({
      general: { platform_name_en: 'Sufra Plus' },
      legal: { terms_en: '<p>New</p>' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.general).toMatchObject({
      platform_name_ar: 'سفرة',
      platform_name_en: 'Sufra Plus',
    });
    expect(response.json().data.legal.terms_ar).toBe('<p>الشروط</p>');
    const row = await t.db
      .selectFrom('audit_log')
      .select(['actor_type', 'details'])
      .where('action', '=', 'settings.updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.actor_type).toBe('admin');
    expect(row.details).toEqual({
      changes: {
        platform_name_en: { old: 'Sufra', new: 'Sufra Plus' },
        terms_en: { old: '<p>The terms</p>', new: '<p>New</p>' },
      },
    });
  });
});

describe('who reads the settings', () => {
  it('is the platform’s: vendors and branches are refused, a reader cannot save', async () => {
    const vendor = await factories(t).newVendor();
    const branch = await factories(t).newBranchUser(vendor);
    for (const as of [vendor, branch]) {
      const type = as.type;
      expect((await t.request('GET', `/api/v1/${type}/settings`, { as })).statusCode).toBe(404);
    }
    const reader = await factories(t).newUser({ type: 'admin', permissions: ['read-settings'] });
    expect((await t.request('GET', '/api/v1/admin/settings', { as: reader })).statusCode).toBe(200);
    const refused = await t.request('PUT', '/api/v1/admin/settings', {
      as: reader,
      body: { general: { platform_name_en: 'Mine' } },
    });
    expect(refused.statusCode).toBe(403);
    const vendorToken = vendor.token;
    const wrongRealm = await t.request('GET', '/api/v1/admin/settings', { token: vendorToken });
    expect(wrongRealm.statusCode).toBe(403);
  });

  it('shows the public part without a token, in the request’s language', async () => {
    await save({
      general: { platform_name_ar: 'سفرة', platform_name_en: 'Sufra' },
      contact: { support_address_ar: 'الرياض', support_address_en: 'Riyadh' },
    });
    const ar = await t.request('GET', '/api/v1/settings/public', { locale: 'ar' });
    expect(ar.statusCode).toBe(200);
    expect(ar.json().data).toMatchObject({ platform_name: 'سفرة', support_address: 'الرياض' });
    const en = await t.request('GET', '/api/v1/settings/public', { locale: 'en' });
    expect(en.json().data).toMatchObject({
      platform_name: 'Sufra',
      platform_name_ar: 'سفرة',
      support_address: 'Riyadh',
    });
    expect(Object.keys(en.json().data)).not.toContain('platform_vat_number');
  });

  it('gives the customer app each legal page in its language, and 404 until one is written', async () => {
    await save({ legal: { ...TERMS, privacy_ar: '', privacy_en: '<p>Private</p>' } });
    const terms = await t.request('GET', '/api/v1/client/pages/terms', { locale: 'ar' });
    expect(terms.json().data).toMatchObject({
      page: 'terms',
      locale: 'ar',
      title: 'الشروط والأحكام',
      content: '<p>الشروط</p>',
    });
    const missing = await t.request('GET', '/api/v1/client/pages/privacy', { locale: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('لم تُكتب هذه الصفحة بعد.');
  });
});
