import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import type { UserType } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../../config.ts';
import { DEMO_PASSWORD, demoPasswordHash } from '../../seed/accounts.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/**
 * Sign-in, registration and password-change throttling (DOMAIN.md "Accounts and sign-in"). Callers'
 * addresses vary through `remoteAddress`; every test makes its own accounts and addresses, so it
 * passes alone and in any order.
 */
const t = testAppForFile();

let serial = 0;
/** A fresh documentation address (RFC 5737), never used by another test. */
function newIp(): string {
  serial += 1;
  return `198.51.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
}
const word = () => `${process.pid}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function newAccount(type: UserType = 'admin'): Promise<string> {
  const email = `owner-${word()}@test.sa`;
  let brandId: number | null = null;
  if (type !== 'admin') {
    const brand = await t.db
      .insertInto('brands')
      .values({
        brand_ar: 'علامة',
        brand_en: 'Brand',
        commercial_register: word().slice(-10),
        tax_no: `3${word().slice(-13).padStart(13, '1')}3`,
        status: 'DocumentsApproved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    brandId = brand.id;
  }
  await t.db
    .insertInto('users')
    .values({
      type,
      name: 'صاحب الحساب',
      email,
      password_hash: await demoPasswordHash(),
      role_id: type === 'admin' ? SYSTEM_ROLE.superAdmin : SYSTEM_ROLE.vendor,
      brand_id: brandId,
    })
    .execute();
  return email;
}

function post(url: string, body: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en', ...headers },
    payload: body,
  });
}

const login = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
  post('/api/v1/admin/login', { email, password }, ip, headers);

async function failLogins(email: string, ip: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(email, 'Wrong@1234', ip)).statusCode);
  return statuses;
}

/** Let the locks of an address run out (the clock is the database's; tests do not wait). */
async function expireLocks(fragment: string): Promise<void> {
  await sql`UPDATE auth_throttle SET locked_until = now() - interval '1 second'
    WHERE key LIKE ${`%${fragment}%`} AND locked_until IS NOT NULL`.execute(t.db);
}

describe('sign-in throttling', () => {
  it('limits the attacker’s address, never the owner signing in from elsewhere', async () => {
    const owner = await newAccount();
    const attacker = newIp();
    expect(await failLogins(owner, attacker, 5)).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(owner, DEMO_PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(
      /Too many attempts\. Please try again in (\d+ minutes?|\d+ seconds?)\./,
    );
    expect((await failLogins(owner, attacker, 3)).every((s) => s === 429)).toBe(true);

    const fromHome = await login(owner, DEMO_PASSWORD, newIp());
    expect(fromHome.statusCode).toBe(200);
    // still refused where the attack came from
    expect((await login(owner, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('gives a burst of parallel guesses no more tries than a series', async () => {
    const owner = await newAccount();
    const attacker = newIp();
    const statuses = (
      await Promise.all(Array.from({ length: 15 }, () => login(owner, 'Wrong@1234', attacker)))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await login(owner, DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('gives a successful sign-in back to the address and the account', async () => {
    const owner = await newAccount();
    const office = newIp();
    // far more sign-ins than any failure limit, from one address: none of them counts
    for (let i = 0; i < 35; i += 1) expect((await login(owner, DEMO_PASSWORD, office)).statusCode).toBe(200);
    const counts = await t.db
      .selectFrom('auth_throttle')
      .select(['key', 'failures'])
      .where('key', 'like', `%${office}%`)
      .execute();
    expect(counts.every((c) => c.failures === 0)).toBe(true);
  }, 30_000);

  it('locks the admin of the demo out of nothing either', async () => {
    const attacker = newIp();
    await failLogins('admin@demo.sa', attacker, 6);
    expect((await login('admin@demo.sa', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('makes each further lock of the same pair longer', async () => {
    const owner = await newAccount();
    const attacker = newIp();
    await failLogins(owner, attacker, 5);
    const delays: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await login(owner, 'Wrong@1234', attacker);
      expect(refused.statusCode).toBe(429);
      delays.push(Number(refused.headers['retry-after']));
      await expireLocks(attacker);
      expect((await login(owner, 'Wrong@1234', attacker)).statusCode).toBe(401);
    }
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[1]).toBeGreaterThan(delays[0] ?? 0);
    expect(delays[2]).toBeGreaterThan(delays[1] ?? 0);
  });

  it('answers the same whether or not the account exists', async () => {
    const real = await newAccount();
    const ghost = `ghost-${word()}@test.sa`;
    const answers = [];
    for (const email of [real, ghost]) {
      const ip = newIp();
      const statuses = await failLogins(email, ip, 5);
      const refused = await login(email, 'Wrong@1234', ip);
      const message = String(refused.json().message).replace(/\d+/g, 'N');
      answers.push({ statuses, status: refused.statusCode, message, keys: Object.keys(refused.json()) });
    }
    expect(answers[1]).toEqual(answers[0]);
  });

  it('limits one address across many accounts', async () => {
    const attacker = newIp();
    const statuses: number[] = [];
    // one failure per account: no pair reaches its limit, the address does
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await login(`target-${i}-${word()}@test.sa`, 'Wrong@1234', attacker)).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const owner = await newAccount();
    const refused = await login(owner, DEMO_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(owner, DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('only slows an account attacked from many addresses', async () => {
    const owner = await newAccount();
    // 100 failures from 20 addresses, 5 each (each pair then locked)
    for (let i = 0; i < 20; i += 1) await failLogins(owner, newIp(), 5);
    const slowed = await login(owner, DEMO_PASSWORD, newIp());
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5);
    await expireLocks(`login:account:admin:${owner}`);
    expect((await login(owner, DEMO_PASSWORD, newIp())).statusCode).toBe(200);
    // a hundred Argon2 checks: a few seconds alone, longer on a busy machine
  }, 30_000);

  it('a stranger with many addresses never locks the owner out of an address they signed in from; elsewhere the delays grow', async () => {
    const owner = await newAccount();
    const home = newIp();
    expect((await login(owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // 120 wrong passwords from 30 addresses, going on past the account's limit.
    for (let i = 0; i < 30; i += 1) await failLogins(owner, newIp(), 4);
    // From home, at once and again, while the attack goes on.
    expect((await login(owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    await failLogins(owner, newIp(), 2);
    expect((await login(owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // From an address the account never used: held, and each further failure once a hold is over
    // holds it longer.
    const first = await login(owner, DEMO_PASSWORD, newIp());
    expect(first.statusCode).toBe(429);
    await expireLocks(`login:account:admin:${owner}`);
    await failLogins(owner, newIp(), 1);
    const second = await login(owner, DEMO_PASSWORD, newIp());
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']));
  }, 30_000);

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const owner = await newAccount();
    const attacker = newIp();
    for (let i = 0; i < 5; i += 1)
      await login(owner, 'Wrong@1234', attacker, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    const refused = await login(owner, DEMO_PASSWORD, attacker, { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
  });

  it('answers 429 in Arabic too', async () => {
    const owner = await newAccount();
    const attacker = newIp();
    await failLogins(owner, attacker, 5);
    const refused = await login(owner, DEMO_PASSWORD, attacker, { 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^محاولات كثيرة جدًا\. يرجى المحاولة بعد (دقيقة واحدة|دقيقتين|\d+ دقائق|\d+ دقيقة|ثانية واحدة|ثانيتين|\d+ ثوانٍ|\d+ ثانية)\.$/,
    );
  });
});

describe('registration throttling', () => {
  const registration = () => {
    const w = word();
    return {
      brand_ar: 'مطعم التجربة',
      brand_en: 'Trial Restaurant',
      commercial_register: w.slice(-10),
      tax_no: `3${w.slice(-13).padStart(13, '1')}3`,
      name: 'فهد الدوسري',
      email: `brand-${w}@test.sa`,
      phone: '0559876543',
      password: 'Brand@2026',
      password_confirmation: 'Brand@2026',
      single_branch: '1',
    };
  };

  it('limits sign-ups from one address, even sent all at once', async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/v1/vendor/register', registration(), ip)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().message).toMatch(/Too many attempts/);
    // later requests from there too; another address still registers
    expect((await post('/api/v1/vendor/register', registration(), ip)).statusCode).toBe(429);
    expect((await post('/api/v1/vendor/register', registration(), newIp())).statusCode).toBe(201);
  });
});

describe('password change throttling', () => {
  it('limits wrong current passwords per account and address', async () => {
    const email = await newAccount('vendor');
    const ip = newIp();
    const signedIn = await post('/api/v1/vendor/login', { email, password: DEMO_PASSWORD }, ip);
    const token = signedIn.json().data.token as string;
    const change = (old: string, from: string) =>
      post(
        '/api/v1/vendor/update-password',
        { old_password: old, password: 'Fresh@Pass1', password_confirmation: 'Fresh@Pass1' },
        from,
        { authorization: `Bearer ${token}` },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await change('Wrong@1234', ip)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const refused = await change(DEMO_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const unchanged = await post('/api/v1/vendor/login', { email, password: DEMO_PASSWORD }, newIp());
    expect(unchanged.statusCode).toBe(200);
    // the owner elsewhere is not locked out
    expect((await change(DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });
});

describe('password reset throttling', () => {
  const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  const ask = (email: string, ip: string) => post('/api/v1/admin/forget-password', { email }, ip);
  const tryCode = (email: string, code: string, ip: string) =>
    post('/api/v1/admin/verification-code', { email, code }, ip);

  it('wrong codes from elsewhere, and codes asked for by others, never spoil the owner’s right code', async () => {
    const owner = await newAccount();
    const home = newIp();
    expect((await ask(owner, home)).statusCode).toBe(200);
    const code = codeFrom((await t.lastMail(owner))?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '999999' ? '999998' : '999999';
    // A stranger guesses four times, from one address and from others, and asks for new codes.
    const stranger = newIp();
    for (let i = 0; i < 4; i += 1) expect((await tryCode(owner, wrong, stranger)).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) {
      expect((await tryCode(owner, wrong, newIp())).statusCode).toBe(422);
      expect((await ask(owner, newIp())).statusCode).toBe(200);
    }
    // The owner's code, from the owner's address: taken.
    const right = await tryCode(owner, code, home);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.reset_token).toBeTruthy();
  });

  it('holds the guesser’s address, and the account only by delays its known addresses do not meet', async () => {
    const owner = await newAccount();
    const home = newIp();
    expect((await login(owner, DEMO_PASSWORD, home)).statusCode).toBe(200);
    expect((await ask(owner, home)).statusCode).toBe(200);
    const code = codeFrom((await t.lastMail(owner))?.text ?? '');
    const wrong = code === '999999' ? '999998' : '999999';
    const stranger = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await tryCode(owner, wrong, stranger)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Twenty-five more wrong codes from many addresses: the account is held for addresses it never
    // used, not for the owner's.
    for (let i = 0; i < 25; i += 1) await tryCode(owner, wrong, newIp());
    expect((await tryCode(owner, code, newIp())).statusCode).toBe(429);
    expect((await tryCode(owner, code, home)).statusCode).toBe(200);
  });
});
