import { describe, expect, it } from 'vitest';
import { uniqueWord } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';

/** Customers' accounts in the customer API: sign-up, sign-in, sign-out, profile, blocking. */
const t = testAppForFile();

let phones = 0;
function signUp(overrides: Record<string, unknown> = {}) {
  phones += 1;
  const word = uniqueWord();
  return {
    first_name: 'سارة',
    last_name: 'العتيبي',
    phone: `055${String(process.pid % 1000).padStart(3, '0')}${String(phones % 100).padStart(2, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`,
    email: `sara.${word}@example.com`,
    password: 'Secret@123',
    password_confirmation: 'Secret@123',
    ...overrides,
  };
}

/** Each test signs up from its own address: sign-ups are throttled per address. */
let ips = 0;
const fromIp = () => {
  ips += 1;
  return `10.9.${Math.floor(ips / 250)}.${ips % 250}`;
};

const register = (body: unknown, locale: 'ar' | 'en' = 'en', ip = fromIp()) =>
  t.request('POST', '/api/v1/client/register', { body, locale, ip });

describe('customer sign-up', () => {
  it('creates the account, stores the mobile as 9665…, and signs the customer in', async () => {
    const body = signUp({ phone: '0551234567', birth_date: '1995-03-14', gender: 'female' });
    const response = await register(body, 'ar');
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('أهلًا بك في سُفرة! تم إنشاء حسابك.');
    expect(data.user).toMatchObject({
      name: 'سارة العتيبي',
      email: body.email,
      phone: '966551234567',
      type: 'client',
      role: null,
      permissions: [],
      points: 0,
    });
    const profile = await t.request('GET', '/api/v1/client/getProfile', { token: data.token });
    expect(profile.json().data.user.id).toBe(data.user.id);
    const row = await t.db
      .selectFrom('clients')
      .select(['password_hash', 'birth_date', 'gender'])
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect([row.birth_date, row.gender]).toEqual(['1995-03-14', 'female']);
  });

  it('explains every rule in the request’s language and creates nothing', async () => {
    const response = await register(
      {
        first_name: 'x',
        last_name: '',
        phone: '12345',
        email: 'nope',
        password: 'weak',
        password_confirmation: 'other',
        birth_date: '2020-01-01',
        gender: 'other',
      },
      'ar',
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'birth_date',
        'email',
        'first_name',
        'gender',
        'last_name',
        'password',
        'password_confirmation',
        'phone',
      ].sort(),
    );
    expect(errors.phone).toEqual(['رقم الجوال غير صحيح']);
    expect(errors.password_confirmation).toEqual(['كلمة المرور غير متطابقة']);
  });

  it('refuses a mobile or an email another customer has, in any case', async () => {
    const first = signUp();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(signUp({ phone: first.phone, email: first.email.toUpperCase() }));
    expectErrors(again, {
      phone: ['This Mobile number is already in use.'],
      email: ['This Email is already in use.'],
    });
  });
});

describe('customer sign-in', () => {
  async function customer() {
    const body = signUp();
    const response = await register(body);
    return { ...body, id: response.json().data.user.id as number };
  }

  it('signs in with email and password, and the token dies at sign-out', async () => {
    const account = await customer();
    const login = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    expect((await t.request('POST', '/api/v1/client/logout', { token })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/client/getProfile', { token })).statusCode).toBe(401);
  });

  it('answers 401 alike for a wrong password and an unknown email', async () => {
    const account = await customer();
    const wrong = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email, password: 'Wrong@1234' },
      ip: fromIp(),
    });
    const unknown = await t.request('POST', '/api/v1/client/login', {
      body: { email: `no.${uniqueWord()}@example.com`, password: 'Wrong@1234' },
      ip: fromIp(),
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks the address after repeated failures, not the owner elsewhere', async () => {
    const account = await customer();
    const attacker = fromIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (
          await t.request('POST', '/api/v1/client/login', {
            body: { email: account.email, password: 'Guess@1234' },
            ip: attacker,
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const owner = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email, password: account.password },
      ip: fromIp(),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('ends a blocked customer’s sessions at once and refuses their sign-in', async () => {
    const account = await customer();
    const login = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email, password: account.password },
    });
    const token = login.json().data.token as string;
    const block = await t.request('POST', `/api/v1/admin/clients/${account.id}/toggle-status`, {
      as: 'admin',
    });
    expect(block.json().data.blocked).toBe(true);
    expect((await t.request('GET', '/api/v1/client/getProfile', { token })).statusCode).toBe(401);
    const open = await t.db
      .selectFrom('client_sessions')
      .select('id')
      .where('client_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const again = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email, password: account.password },
      locale: 'ar',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('هذا الحساب موقوف. يرجى التواصل مع الإدارة.');
    // unblocked: the old token stays dead, a new sign-in works
    await t.request('POST', `/api/v1/admin/clients/${account.id}/toggle-status`, { as: 'admin' });
    expect((await t.request('GET', '/api/v1/client/getProfile', { token })).statusCode).toBe(401);
    expect(
      (
        await t.request('POST', '/api/v1/client/login', {
          body: { email: account.email, password: account.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps realms apart: a customer token is refused on staff routes and a staff token on customer routes', async () => {
    const account = await customer();
    const login = await t.request('POST', '/api/v1/client/login', {
      body: { email: account.email, password: account.password },
    });
    const token = login.json().data.token as string;
    expect((await t.request('GET', '/api/v1/admin/getProfile', { token })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/vendor/orders', { token })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/client/getProfile', { as: 'admin' })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/client/getProfile')).statusCode).toBe(401);
  });
});
