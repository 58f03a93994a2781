import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectFields } from '../../test/refusals.ts';

const t = testAppForFile();

const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('password reset', () => {
  it('sends a code, verifies it, sets the new password and ends every session', async () => {
    const oldToken = await t.tokenOf('branch');
    const sent = await t.request('POST', '/api/v1/branch/forget-password', {
      body: { email: 'branch@demo.sa' },
      locale: 'ar',
    });
    expect(sent.statusCode).toBe(200);
    const mail = await t.lastMail('branch@demo.sa');
    expect(mail?.subject).toBe('رمز التحقق الخاص بك في سُفرة');
    const code = codeFrom(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await t.request('POST', '/api/v1/branch/verification-code', {
      body: { email: 'branch@demo.sa', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['The verification code is incorrect or has expired.']);

    const verified = await t.request('POST', '/api/v1/branch/verification-code', {
      body: { email: 'branch@demo.sa', code },
    });
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.reset_token as string;

    const weak = await t.request('POST', '/api/v1/branch/change-password', {
      body: {
        email: 'branch@demo.sa',
        reset_token: resetToken,
        password: 'weak',
        password_confirmation: 'other',
      },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toContain('at least 8 characters');
    expect(weak.json().errors.password_confirmation).toEqual(['Password is not Confirmed']);

    const changed = await t.request('POST', '/api/v1/branch/change-password', {
      body: {
        email: 'branch@demo.sa',
        reset_token: resetToken,
        password: 'New@Pass123',
        password_confirmation: 'New@Pass123',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/branch/getProfile', { token: oldToken })).statusCode).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/branch/login', {
          body: { email: 'branch@demo.sa', password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/branch/login', {
          body: { email: 'branch@demo.sa', password: 'New@Pass123' },
        })
      ).statusCode,
    ).toBe(200);

    const reused = await t.request('POST', '/api/v1/branch/change-password', {
      body: {
        email: 'branch@demo.sa',
        reset_token: resetToken,
        password: 'Other@Pass123',
        password_confirmation: 'Other@Pass123',
      },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await t.request('POST', '/api/v1/admin/forget-password', {
      body: { email: 'admin@demo.sa' },
    });
    const unknown = await t.request('POST', '/api/v1/admin/forget-password', {
      body: { email: 'ghost@demo.sa' },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.lastMail('ghost@demo.sa')).toBeUndefined();
  });

  it('gives up on a code after five wrong tries', async () => {
    await t.request('POST', '/api/v1/vendor/forget-password', { body: { email: 'vendor2@demo.sa' } });
    const code = codeFrom((await t.lastMail('vendor2@demo.sa'))?.text ?? '');
    const wrongCode = code === '999999' ? '999998' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await t.request('POST', '/api/v1/vendor/verification-code', {
            body: { email: 'vendor2@demo.sa', code: wrongCode },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(statuses.at(-1)).toBe(429);
    const right = await t.request('POST', '/api/v1/vendor/verification-code', {
      body: { email: 'vendor2@demo.sa', code },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('changing the password while logged in', () => {
  it('refuses the same password and a wrong old one, then ends every session', async () => {
    const token = await t.tokenOf('cashier');
    const same = await t.request('POST', '/api/v1/branch/update-password', {
      token,
      body: { old_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
    expect(same.json().errors.password).toEqual(['The new password cannot be the same as the old password']);
    const wrongOld = await t.request('POST', '/api/v1/branch/update-password', {
      token,
      body: { old_password: 'Wrong@1234', password: 'Fresh@Pass1', password_confirmation: 'Fresh@Pass1' },
    });
    expect(wrongOld.json().errors.old_password).toEqual(['The current password is incorrect.']);
    const ok = await t.request('POST', '/api/v1/branch/update-password', {
      token,
      body: { old_password: DEMO_PASSWORD, password: 'Fresh@Pass1', password_confirmation: 'Fresh@Pass1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/branch/getProfile', { token })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('updates name, email and mobile (normalised to 9665…)', async () => {
    const token = await t.tokenOf('vendor2');
    const bad = await t.request('POST', '/api/v1/vendor/update-profile', {
      token,
      body: { name: 'س', email: 'x', phone: '0412345678' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toEqual(['Mobile Number is incorrect']);
    const ok = await t.request('POST', '/api/v1/vendor/update-profile', {
      token,
      body: { name: 'سارة الغامدي', email: 'vendor2@demo.sa', phone: '0551234567' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.phone).toBe('966551234567');
    const taken = await t.request('POST', '/api/v1/vendor/update-profile', {
      token,
      body: { name: 'سارة', email: 'vendor@demo.sa', phone: '0551234567' },
    });
    expect(taken.json().errors.email).toEqual(['This Email is already in use.']);
  });
});

describe('vendor registration', () => {
  const valid = {
    brand_ar: 'مطعم الريف',
    brand_en: 'Alreef Restaurant',
    commercial_register: '1010999888',
    tax_no: '300999888700003',
    name: 'فهد الدوسري',
    email: 'new-vendor@demo.sa',
    phone: '+966 55 987 6543',
    password: 'Brand@2026',
    password_confirmation: 'Brand@2026',
    single_branch: '1',
  };

  it('registers a brand as PendingAdminApproval and its manager can log in', async () => {
    const response = await t.request('POST', '/api/v1/vendor/register', { body: valid });
    expect(response.statusCode, response.body).toBe(201);
    const brand = await t.db
      .selectFrom('brands')
      .selectAll()
      .where('commercial_register', '=', valid.commercial_register)
      .executeTakeFirstOrThrow();
    expect(brand.status).toBe('PendingAdminApproval');
    expect(brand.single_branch).toBe(true);
    const login = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: valid.email, password: valid.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ brand_id: brand.id, phone: '966559876543' });
  });

  it('refuses bad fields all at once and duplicates, writing nothing', async () => {
    const before = await t.db
      .selectFrom('brands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await t.request('POST', '/api/v1/vendor/register', {
      body: {
        ...valid,
        brand_en: 'مطعم',
        tax_no: '123',
        whatsapp_number: '123',
        single_branch: 'maybe',
        password_confirmation: 'x',
      },
      locale: 'ar',
    });
    expectFields(bad, ['brand_en', 'password_confirmation', 'single_branch', 'tax_no', 'whatsapp_number']);
    expect(bad.json().errors.whatsapp_number).toEqual(['رقم الواتساب غير صحيح']);
    const duplicate = await t.request('POST', '/api/v1/vendor/register', {
      body: { ...valid, email: 'vendor@demo.sa', commercial_register: '1010777666' },
    });
    expect(duplicate.json().errors.email).toEqual(['This Email is already in use.']);
    const after = await t.db
      .selectFrom('brands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('does not exist for other user types', async () => {
    expect((await t.request('POST', '/api/v1/admin/register', { body: valid })).statusCode).toBe(404);
  });
});
