import { z } from 'zod';
import { registerFieldLabels } from './messages.ts';
import {
  email,
  englishName,
  bilingualText,
  flag,
  optionalSaudiMobile,
  optionalText,
  saudiMobile,
  strongPassword,
  text,
} from './validation.ts';

/**
 * Inputs of the account endpoints (login, password reset, profile, vendor registration), shared by the
 * server and the dashboard so both apply the same SPEC §5 rules and messages.
 */

export const loginInput = z.object({
  email: email(),
  password: text({ max: 128 }),
});

export const forgetPasswordInput = z.object({ email: email() });

export const RESET_CODE = /^\d{6}$/;

export const verificationCodeInput = z.object({
  email: email(),
  code: text({ max: 6 }).pipe(z.string().regex(RESET_CODE, { error: 'validation.invalid' })),
});

/** `password` and `password_confirmation` must match (SPEC §5 "Password is not Confirmed"). */
function confirmed<T extends { password?: unknown; password_confirmation?: unknown }>(value: T): boolean {
  return value.password === value.password_confirmation;
}

const confirmation = { error: 'validation.password_not_confirmed', path: ['password_confirmation'] };

export const changePasswordInput = z
  .object({
    email: email(),
    reset_token: text({ max: 255 }),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
  })
  .refine(confirmed, confirmation);

export const updatePasswordInput = z
  .object({
    old_password: text({ max: 128 }),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
  })
  .refine((v) => v.password !== v.old_password, {
    error: 'validation.password_same_as_old',
    path: ['password'],
  })
  .refine(confirmed, confirmation);

export const updateProfileInput = z.object({
  name: text({ min: 2, max: 255 }),
  email: email(),
  phone: saudiMobile(),
});

/** 15 digits, starting and ending with 3 (ZATCA VAT number). */
export const TAX_NUMBER = /^3\d{13}3$/;
export const COMMERCIAL_REGISTER = /^\d{10}$/;
export const IBAN_SA = /^SA\d{22}$/;

export const vendorRegisterInput = z
  .object({
    brand_ar: bilingualText({ max: 255 }),
    brand_en: englishName({ max: 255 }),
    commercial_register: text({ max: 10 }).pipe(
      z.string().regex(COMMERCIAL_REGISTER, { error: 'validation.invalid' }),
    ),
    tax_no: text({ max: 15 }).pipe(z.string().regex(TAX_NUMBER, { error: 'validation.invalid' })),
    category: text({ max: 100 }),
    name: text({ min: 2, max: 255 }),
    email: email(),
    phone: saudiMobile(),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
    single_branch: flag(),
    whatsapp_number: optionalSaudiMobile('validation.whatsapp'),
    iban: optionalText({ max: 34 })
      .transform((v) => (v === null ? null : v.replace(/\s/g, '').toUpperCase()))
      .refine((v) => v === null || IBAN_SA.test(v), { error: 'validation.invalid' }),
    bank: optionalText({ max: 100 }),
    bank_account: optionalText({ max: 34 }),
    bank_account_holder_name: optionalText({ max: 255 }),
  })
  .refine(confirmed, confirmation);

registerFieldLabels({
  en: {
    brand_ar: 'Brand name (Arabic)',
    brand_en: 'Brand name (English)',
    commercial_register: 'Commercial register',
    tax_no: 'VAT number',
    category: 'Category',
    whatsapp_number: 'WhatsApp number',
    iban: 'IBAN',
    bank: 'Bank',
    bank_account: 'Bank account',
    bank_account_holder_name: 'Account holder name',
  },
  ar: {
    brand_ar: 'اسم العلامة التجارية (عربي)',
    brand_en: 'اسم العلامة التجارية (إنجليزي)',
    commercial_register: 'السجل التجاري',
    tax_no: 'الرقم الضريبي',
    category: 'التصنيف',
    whatsapp_number: 'رقم الواتساب',
    iban: 'رقم الآيبان',
    bank: 'البنك',
    bank_account: 'الحساب البنكي',
    bank_account_holder_name: 'اسم صاحب الحساب',
  },
});
