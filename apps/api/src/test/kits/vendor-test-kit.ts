import { expect } from 'vitest';
import { factories, uniqueWord } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import type { Part } from './menu-test-kit.ts';

/** Test helpers of the brands: valid inputs, a brand made by the admin, a tiny PDF. */

let serial = 0;
/** Ten digits no other test uses (the commercial register is unique). */
export function uniqueRegister(): string {
  serial += 1;
  return `${String(Date.now() % 1e6).padStart(6, '0')}${String((serial * 7919 + process.pid) % 1e4).padStart(4, '0')}`;
}

/** A valid Saudi IBAN (its check digits computed) for an 18-digit account. */
export function saudiIban(account = '000000608010167519', bank = '80'): string {
  const digits = `${bank}${account}281000`; // "SA" = 28 10, check digits 00 at the end
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bank}${account}`;
}

/** What the admin sends to add a brand with its manager. */
export function newBrandBody(overrides: Record<string, unknown> = {}): Record<string, string> {
  const word = uniqueWord();
  return {
    brand_ar: `مطعم ${word}`,
    brand_en: `Kitchen ${word}`,
    commercial_register: uniqueRegister(),
    tax_no: '300000000000003',
    category: 'restaurant',
    commission_rate: '7.5',
    commission_amount: '1',
    owners: 'سعد العتيبي',
    bank: 'Al Rajhi Bank',
    bank_account: '608010167519',
    iban: saudiIban(),
    bank_account_holder_name: 'Saad Alotaibi',
    whatsapp_number: '0551234567',
    facebook: 'https://facebook.com/kitchen',
    name: 'سعد العتيبي',
    email: `owner-${word}@example.sa`,
    phone: '0501234567',
    password: 'Strong@123',
    password_confirmation: 'Strong@123',
    ...(overrides as Record<string, string>),
  };
}

/** A brand and its manager added by the admin (JSON), as the API answers it. */
export async function createBrand(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; status: string; manager_email: string } & Record<string, unknown>> {
  const response = await t.request('POST', '/api/v1/admin/vendors', {
    as: 'admin',
    body: newBrandBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Log the manager of a brand in. */
export async function vendorToken(t: TestApp, email: string, password = 'Strong@123'): Promise<string> {
  const login = await t.request('POST', '/api/v1/vendor/login', { body: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().data.token;
}

/** A brand in the given approval status, with its manager logged in. */
export async function brandIn(t: TestApp, status: string) {
  const brand = await createBrand(t);
  await t.db
    .updateTable('brands')
    .set({ status: status as 'AdminApproved' })
    .where('id', '=', brand.id)
    .execute();
  return { id: brand.id, email: brand.manager_email, token: await vendorToken(t, brand.manager_email) };
}

/** The smallest PDF a type sniffer recognises. */
export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
}

export function pdfPart(name = 'letter.pdf'): Part[1] {
  return { filename: name, data: pdf(), type: 'application/pdf' };
}

export { factories };
