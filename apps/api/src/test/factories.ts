import type { OrderStatus } from '@sufra/contract/statuses';
import type { BranchSubRole, UserType } from '@sufra/contract/user-types';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import { clientSessions } from '../core/sessions/sessions.ts';
import type { DB } from '../db/types.ts';
import { DEMO_PASSWORD, demoPasswordHash } from '../seed/accounts.ts';
import type { TestApp, TestUser } from './harness.ts';

/**
 * Factories: each test makes its own brands, accounts and records, so it passes alone and in any
 * order (vitest shuffles files and tests). Names carry a per-process counter, never clash and stay
 * valid for the name rules (letters only, no digits).
 *
 *   const f = factories(t);
 *   const vendor = await f.newVendor();           // a brand of its own and its manager, logged in
 *   const manager = await f.newBranchUser(vendor); // a branch of that brand and its manager
 *   await t.request('GET', '/api/v1/vendor/meals', { as: vendor });
 */

let counter = 0;
/**
 * A short unique word of letters ("bckdce"), for names that refuse digits: the process, this
 * process's counter and a random number, their digits spelt a–j and joined by `k` (joined without
 * it, process 12 with counter 34 and process 123 with counter 4 would spell the same word).
 */
export function uniqueWord(): string {
  counter += 1;
  const n = `${process.pid % 1000}k${counter}k${Math.floor(Math.random() * 1000)}`;
  return n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
}
/** Unique digits (for commercial registers, phones). */
function uniqueDigits(length: number): string {
  counter += 1;
  const raw = `${Date.now()}${counter}${Math.floor(Math.random() * 1e6)}`;
  return raw.slice(-length).padStart(length, '9');
}

/** Three letters starting with Q (no real country uses them), unique in this process. */
function countryCode(): string {
  counter += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `Q${letters[Math.floor(counter / 26) % 26]}${letters[counter % 26]}`;
}

export interface NewUserOptions {
  type: UserType;
  brandId?: number;
  branchId?: number;
  subRole?: BranchSubRole;
  /** A role of its own with exactly these permissions (instead of the system role of the type). */
  permissions?: string[];
}

export function factories(t: TestApp) {
  async function systemRoleId(type: UserType, subRole?: BranchSubRole): Promise<number> {
    let query = t.db
      .selectFrom('roles')
      .select('id')
      .where('is_system', '=', true)
      .where('user_type', '=', type);
    if (subRole) query = query.where('sub_role', '=', subRole);
    const row = await query.orderBy('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function newRole(type: UserType, permissions: string[]): Promise<number> {
    const word = uniqueWord();
    const row = await t.db
      .insertInto('roles')
      .values({ name_ar: `دور ${word}`, name_en: `Role ${word}`, user_type: type, permissions })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An account of any type, logged in: pass the result as `as` to `t.request`. */
  async function newUser(options: NewUserOptions): Promise<TestUser> {
    const word = uniqueWord();
    const email = `${options.type}-${word}@test.sa`;
    const roleId = options.permissions
      ? await newRole(options.type, options.permissions)
      : await systemRoleId(options.type, options.subRole);
    const user = await t.db
      .insertInto('users')
      .values({
        type: options.type,
        name: `مستخدم ${word}`,
        email,
        password_hash: await demoPasswordHash(),
        role_id: roleId,
        brand_id: options.brandId ?? null,
        branch_id: options.branchId ?? null,
        sub_role: options.subRole ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await t.request('POST', `/api/v1/${options.type}/login`, {
      body: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return {
      id: user.id,
      type: options.type,
      email,
      token: login.json().data.token as string,
      ...(options.brandId === undefined ? {} : { brandId: options.brandId }),
      ...(options.branchId === undefined ? {} : { branchId: options.branchId }),
    };
  }

  /** A brand written straight to the database (approved unless told otherwise). */
  async function newBrand(
    values: Partial<{
      brand_en: string;
      brand_ar: string;
      status: 'PendingAdminApproval' | 'DocumentsApproved';
    }> = {},
  ): Promise<{ id: number; brand_en: string }> {
    const word = uniqueWord();
    const brand_en = values.brand_en ?? `Brand ${word}`;
    const row = await t.db
      .insertInto('brands')
      .values({
        brand_ar: values.brand_ar ?? `علامة ${word}`,
        brand_en,
        commercial_register: uniqueDigits(10),
        tax_no: `3${uniqueDigits(13)}3`,
        commission_rate: '5.00',
        commission_amount: '0.00',
        status: values.status ?? 'DocumentsApproved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, brand_en };
  }

  async function newBranch(brandId: number): Promise<{ id: number }> {
    const word = uniqueWord();
    return t.db
      .insertInto('branches')
      .values({
        brand_id: brandId,
        name_ar: `فرع ${word}`,
        name_en: `Branch ${word}`,
        address_ar: 'الرياض',
        address_en: 'Riyadh',
        address_lat: '24.700000',
        address_long: '46.700000',
        booking_fees: '0.00',
        status: 'DocumentsApproved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A new brand and its vendor (brand manager), logged in. */
  async function newVendor(): Promise<TestUser & { brandId: number; brandName: string }> {
    const brand = await newBrand();
    const user = await newUser({ type: 'vendor', brandId: brand.id });
    return { ...user, brandId: brand.id, brandName: brand.brand_en };
  }

  /** A new branch of the vendor's brand and an account of it (manager unless told), logged in. */
  async function newBranchUser(
    of: { brandId: number },
    subRole: BranchSubRole = 'manager',
  ): Promise<TestUser & { brandId: number; branchId: number }> {
    const branch = await newBranch(of.brandId);
    const user = await newUser({ type: 'branch', brandId: of.brandId, branchId: branch.id, subRole });
    return { ...user, brandId: of.brandId, branchId: branch.id };
  }

  /**
   * A country through the API (as the demo admin), with `cities` made in their order (see `newCity`);
   * `country_name` is the English one.
   */
  async function newCountry(
    cities: readonly (readonly [string, string, string])[] = [],
  ): Promise<{ id: number; country_name: string }> {
    const word = uniqueWord();
    const response = await t.request('POST', '/api/v1/admin/countries', {
      as: 'admin',
      body: {
        country_name_ar: `دولة ${word}`,
        country_name_en: `Country ${word}`,
        country_code: countryCode(),
        country_key: uniqueDigits(3),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const country = response.json().data;
    for (const city of cities) await newCity(country.id, city);
    return country;
  }

  /** A client (app user) written straight to the database. */
  async function newClient(): Promise<{ id: number }> {
    const word = uniqueWord();
    return t.db
      .insertInto('clients')
      .values({ first_name: `عميل ${word}`, last_name: 'تجربة', phone: `9665${uniqueDigits(8)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /**
   * A customer of the customer API, signed in (a session made as `POST /client/login` makes it; the
   * password is the demo one): pass it as `as` to `t.request`.
   */
  async function newCustomer(): Promise<TestUser & { type: 'client' }> {
    const word = uniqueWord();
    const email = `customer-${word}@test.sa`;
    const client = await t.db
      .insertInto('clients')
      .values({
        first_name: `عميل ${word}`,
        last_name: 'تجربة',
        phone: `9665${uniqueDigits(8)}`,
        email,
        password_hash: await demoPasswordHash(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await clientSessions.open(
      t.db,
      client.id,
      { idleMinutes: 60, maxDays: 1 },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    return { id: client.id, type: 'client', email, token };
  }

  /**
   * An order written straight to the database: no items, `total` as given (no discount or tax), a
   * cancel reason when canceled.
   */
  async function newOrder(values: {
    brandId: number;
    branchId: number;
    status: OrderStatus;
    total: string;
    clientId?: number;
    placedAt?: Date | string;
  }): Promise<{ id: number }> {
    const clientId = values.clientId ?? (await newClient()).id;
    const reason =
      values.status === 'canceled'
        ? await t.db
            .insertInto('cancel_reasons')
            .values({ ar_reason: 'تغيير الطلب', en_reason: 'Changed my mind', type: 'order' })
            .returning('id')
            .executeTakeFirstOrThrow()
        : undefined;
    return t.db
      .insertInto('orders')
      .values({
        order_number: `T${uniqueDigits(12)}`,
        brand_id: values.brandId,
        branch_id: values.branchId,
        client_id: clientId,
        status: values.status,
        delivery_type: 'receiving',
        subtotal: values.total,
        total: values.total,
        payment_method: 'cash',
        cancel_reason_id: reason?.id ?? null,
        ...(values.placedAt === undefined ? {} : { placed_at: values.placedAt }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** A city of the country, named in Arabic and English, made by the admin through the API. */
  async function newCity(
    countryId: number,
    [arName, enName, transportationAmount]: readonly [string, string, string],
  ): Promise<{ id: number }> {
    const created = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      body: {
        ar_city_name: arName,
        en_city_name: enName,
        country_id: countryId,
        transportation_amount: transportationAmount,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: number };
  }

  /** The id of an account's role. */
  async function roleOf(user: { id: number }): Promise<number> {
    const row = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return row.role_id;
  }

  /** Gives an account's role (its own, for an account made with `permissions`) these permissions instead. */
  async function setRolePermissions(user: { id: number }, permissions: string[]): Promise<void> {
    await t.db
      .updateTable('roles')
      .set({ permissions })
      .where('id', '=', await roleOf(user))
      .execute();
  }

  /**
   * A reservation written straight to the database: two guests inside on 2026-12-01 at 19:00
   * (16:00–17:30 UTC), pending unless `more` says otherwise (it sets any other column too).
   */
  function newReservation(
    clientId: number,
    of: { brandId: number; branchId: number },
    more: Partial<Insertable<DB['reservations']>> = {},
  ): Promise<{ id: number }> {
    return t.db
      .insertInto('reservations')
      .values({
        reservation_number: `R${uniqueWord()}`,
        brand_id: of.brandId,
        branch_id: of.branchId,
        client_id: clientId,
        date: '2026-12-01',
        reservation_time: '19:00',
        starts_at: '2026-12-01T16:00:00Z',
        ends_at: '2026-12-01T17:30:00Z',
        members_count: 2,
        table_position: 'inside',
        ...more,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  return {
    newUser,
    newRole,
    newBrand,
    newBranch,
    newVendor,
    newBranchUser,
    newCountry,
    newCity,
    newClient,
    newCustomer,
    newOrder,
    newReservation,
    roleOf,
    setRolePermissions,
  };
}

export type Factories = ReturnType<typeof factories>;
