import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { type FilePart, pngPart, sendForm, storedFiles } from '../../test/kits/menu-test-kit.ts';
import { newSubscription, renew } from '../../test/kits/payment-test-kit.ts';
import { newBrandBody, uniqueRegister } from '../../test/kits/vendor-test-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

/** What the settings change elsewhere: the logo everywhere, the plans' prices, new brands, the seller. */
const t = testAppForFile();

const save = (body: unknown) => t.request('PUT', '/api/v1/admin/settings', { as: 'admin', body });
const uploadLogo = (file: FilePart, locale: 'ar' | 'en' = 'en') =>
  sendForm(t, 'POST', '/api/v1/admin/settings/logo', 'admin', [['logo', file]], locale);

describe('the logo', () => {
  it('is shown by the sign-in answers and the public settings once uploaded, and the old file goes', async () => {
    const first = await uploadLogo(await pngPart('logo.png', '#0a0'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('The logo has been updated.');
    const logo = first.json().data.sys_logo as string;
    expect(logo).toMatch(/^\/uploads\/settings\/[\w/-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const login = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: 'vendor@demo.sa', password: 'Demo@12345' },
    });
    expect(login.json().data.sys_logo).toBe(logo);
    expect((await t.request('GET', '/api/v1/branch/getProfile', { as: 'branch' })).json().data.sys_logo).toBe(
      logo,
    );
    expect((await t.request('GET', '/api/v1/settings/public')).json().data.sys_logo).toBe(logo);
    expect(
      (await t.request('GET', '/api/v1/admin/settings', { as: 'admin' })).json().data.general.sys_logo,
    ).toBe(logo);

    const second = await uploadLogo(await pngPart('logo.png', '#00a'));
    const next = second.json().data.sys_logo as string;
    expect(next).not.toBe(logo);
    const files = await storedFiles(t);
    expect(files.some((file) => file.endsWith(logo.split('/').pop() ?? '-'))).toBe(false);
    expect(files.some((file) => file.endsWith(next.split('/').pop() ?? '-'))).toBe(true);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'settings.logo')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.details).toEqual({ changes: { sys_logo: { old: logo, new: next } } });

    const reset = await t.request('DELETE', '/api/v1/admin/settings/logo', { as: 'admin' });
    expect(reset.json().data.sys_logo).toBe('/dashboard/logo.svg');
    expect((await t.request('GET', '/api/v1/settings/public')).json().data.sys_logo).toBe(
      '/dashboard/logo.svg',
    );
  });

  it('follows SPEC §5’s image rules, storing nothing it refuses', async () => {
    const before = await storedFiles(t);
    const text = await uploadLogo({
      filename: 'logo.png',
      data: Buffer.from('not an image'),
      type: 'image/png',
    });
    expectErrors(text, { logo: ['Please select a valid image format (JPG, PNG)'] });
    const gif = await uploadLogo(
      { filename: 'logo.gif', data: Buffer.from('GIF89a'), type: 'image/gif' },
      'ar',
    );
    expect(gif.json().errors.logo).toHaveLength(1);
    const big = await uploadLogo({
      filename: 'big.png',
      data: Buffer.alloc(2 * 1024 * 1024 + 1),
      type: 'image/png',
    });
    expect(big.json().errors).toEqual({ logo: ['The image may not be larger than 2 MB'] });
    const none = await sendForm(t, 'POST', '/api/v1/admin/settings/logo', 'admin', [['other', 'x']]);
    expect(none.statusCode).toBe(422);
    const nothing = await sendForm(t, 'POST', '/api/v1/admin/settings/logo', 'admin', [['logo', '']]);
    expect(nothing.json().errors).toEqual({ logo: ['Logo is required'] });
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe('what the settings decide elsewhere', () => {
  it('prices a renewal at the saved price, and names the platform as its seller', async () => {
    await save({
      subscriptions: { subscription_monthly_price: '123.45', subscription_yearly_price: '1200' },
      invoices: {
        platform_vat_number: '300000000000003',
        platform_legal_name_ar: 'شركة سفرة',
        platform_legal_name_en: 'Sufra Co.',
      },
    });
    const vendor = await factories(t).newVendor();
    const plans = await t.request('GET', '/api/v1/vendor/subscriptions/plans', { as: vendor });
    expect(plans.json().data).toEqual({ monthly: '123.45', yearly: '1200.00' });
    const subscription = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, subscription.id, 'monthly');
    const payment = await t.request('GET', `/api/v1/vendor/payments/${started.payment_id}`, {
      as: vendor,
      locale: 'ar',
    });
    expect(payment.json().data).toMatchObject({
      amount: '123.45',
      seller: { name: 'شركة سفرة', name_en: 'Sufra Co.', vat_number: '300000000000003' },
    });
  });

  it('gives a new brand the default commission unless it has its own, at creation and registration', async () => {
    await save({ commission: { default_commission_rate: '9.5', default_commission_amount: '2' } });
    const { commission_rate: _r, commission_amount: _a, ...body } = newBrandBody();
    const created = await t.request('POST', '/api/v1/admin/vendors', { as: 'admin', body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ commission_rate: '9.50', commission_amount: '2.00' });
    const own = await t.request('POST', '/api/v1/admin/vendors', { as: 'admin', body: newBrandBody() });
    expect(own.json().data).toMatchObject({ commission_rate: '7.50', commission_amount: '1.00' });

    const {
      owners: _o,
      facebook: _f,
      ...registration
    } = newBrandBody({ commercial_register: uniqueRegister() });
    const { commission_rate: _cr, commission_amount: _ca, ...fields } = registration;
    const registered = await t.request('POST', '/api/v1/vendor/register', {
      body: { ...fields, single_branch: '1' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const brand = await t.db
      .selectFrom('brands as b')
      .innerJoin('users as u', 'u.brand_id', 'b.id')
      .select(['b.commission_rate', 'b.commission_amount'])
      .where('u.email', '=', fields.email ?? '')
      .executeTakeFirstOrThrow();
    expect(brand).toEqual({ commission_rate: '9.50', commission_amount: '2.00' });
  });
});
