import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { DEMO_USERS, type DemoUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile();

describe('login, profile, logout', () => {
  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    it(`works for ${user}`, async () => {
      const { type, email } = DEMO_USERS[user];
      const login = await t.request('POST', `/api/v1/${type}/login`, {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const body = login.json();
      expect(body.message).toBe('Logged in successfully.');
      expect(body.data.token).toMatch(/^[\w-]{43}$/);
      expect(body.data.user).toMatchObject({ email, type });
      expect(body.data.user.permissions.length).toBeGreaterThan(0);
      expect(body.data.sys_logo).toBeTypeOf('string');
      const token = body.data.token as string;

      const profile = await t.request('GET', `/api/v1/${type}/getProfile`, { token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.user.email).toBe(email);
      expect(profile.json().data.user.permissions).toEqual(body.data.user.permissions);

      const count = await t.request('GET', `/api/v1/${type}/notifications/count`, { token });
      expect(count.statusCode).toBe(200);
      expect(count.json().data.count).toBeTypeOf('number');

      const logout = await t.request('POST', `/api/v1/${type}/logout`, { token });
      expect(logout.statusCode).toBe(200);
      const after = await t.request('GET', `/api/v1/${type}/getProfile`, { token });
      expect(after.statusCode).toBe(401);
    });
  }

  it('accepts urlencoded form data', async () => {
    const response = await t.request('POST', '/api/v1/admin/login', {
      body: `email=admin%40demo.sa&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts multipart form data', async () => {
    const boundary = '----sufra';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.request('POST', '/api/v1/vendor/login', {
      body: `${part('email', 'vendor@demo.sa')}${part('password', DEMO_PASSWORD)}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 in the requested language', async () => {
    const en = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'nobody@demo.sa', password: 'Wrong@123' },
    });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('The email or password is incorrect.');
    const ar = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'nobody@demo.sa', password: 'Wrong@123' },
      locale: 'ar',
    });
    expect(ar.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('answers 422 with every missing field', async () => {
    const response = await t.request('POST', '/api/v1/admin/login', { body: {} });
    expectErrors(response, {
      email: ['Email is required'],
      password: ['Password is required'],
    });
    const ar = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'not-an-email' },
      locale: 'ar',
    });
    expect(ar.json().errors.email).toEqual(['يرجى إدخال البريد الإلكتروني بشكل صحيح']);
    expect(ar.json().errors.password).toEqual(['كلمة المرور مطلوبة']);
  });

  it('refuses a token of another user type', async () => {
    const token = await t.tokenOf('vendor');
    const response = await t.request('GET', '/api/v1/admin/getProfile', { token });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a missing or made-up token', async () => {
    expect((await t.request('GET', '/api/v1/admin/getProfile')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/v1/admin/getProfile', { token: 'x'.repeat(43) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong API password', async () => {
    const response = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@demo.sa', password: DEMO_PASSWORD },
      headers: { 'x-api-password': 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
