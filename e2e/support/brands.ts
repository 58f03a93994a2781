import { expect, type Page } from '@playwright/test';
import { API_PASSWORD } from './api.ts';

/** `n` random digits. */
export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A Saudi IBAN with its check digits ("SA" reads 28 10). */
export function saudiIban(bban: string): string {
  let remainder = 0;
  for (const digit of `${bban}281000`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/**
 * A new single-branch brand registered through the API, as the register page does, named after
 * `word` and managed by `manager`: what was sent (its e-mail and password sign its manager in).
 */
export async function registerBrand(page: Page, word: string, manager = 'سعد العتيبي') {
  const brand = {
    brand_ar: `مطعم ${word}`,
    brand_en: `Kitchen ${word}`,
    commercial_register: digits(10),
    tax_no: `3${digits(13)}3`,
    category: 'restaurant',
    name: manager,
    email: `brand-${word}@example.sa`,
    phone: `050${digits(7)}`,
    whatsapp_number: '0551234567',
    password: 'Brand@2026',
    password_confirmation: 'Brand@2026',
    single_branch: 1,
    bank: 'Al Rajhi Bank',
    iban: saudiIban(`80${digits(18)}`),
  };
  const response = await page.request.post('/api/v1/vendor/register', {
    headers: { 'X-Api-Password': API_PASSWORD, 'Accept-Language': 'en' },
    data: brand,
  });
  expect(response.status(), await response.text()).toBe(201);
  return brand;
}
