import { z } from 'zod';
import { registerFieldLabels } from './messages.ts';
import { pickLabels } from './resource.ts';
import { brandFileFields, brandName, optionalCategory, vendorLabels } from './resources/vendors.ts';
import {
  bilingualText,
  commercialRegister,
  email,
  flag,
  optionalSaudiIban,
  optionalSaudiMobile,
  optionalText,
  saudiMobile,
  strongPassword,
  taxNumber,
  text,
} from './validation.ts';

export const loginInput = z.object({
  email: email(),
  password: text({ max: 128 }),
});

export const forgetPasswordInput = z.object({ email: email() });

export const verificationCodeInput = z.object({
  email: email(),
  code: text({ max: 6 }).pipe(z.string().regex(/^\d{6}$/, { error: 'validation.invalid' })),
});

/**
 * The confirmation must equal the password. Checked even when other fields fail, so the form shows
 * every problem at once.
 */
const confirmedCheck = {
  path: ['password_confirmation'],
  error: 'validation.password_not_confirmed',
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
const isConfirmed = (value: { password?: unknown; password_confirmation?: unknown }) =>
  value.password === value.password_confirmation;

export const changePasswordInput = z
  .object({
    email: email(),
    reset_token: text({ max: 200 }),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
  })
  .refine(isConfirmed, confirmedCheck);

export const updatePasswordInput = z
  .object({
    old_password: text({ max: 128 }),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
  })
  .refine(isConfirmed, confirmedCheck)
  .refine((value) => value.password !== value.old_password, {
    path: ['password'],
    error: 'validation.password_same_as_old',
    when: confirmedCheck.when,
  });

export const updateProfileInput = z.object({
  name: bilingualText({ max: 100 }),
  email: email(),
  phone: saudiMobile(),
});

/** Brand registration (SPEC §3 vendor fields; `single_branch` is sent as 1 or 0). */
export const vendorRegisterInput = z
  .object({
    ...brandName.input(),
    commercial_register: commercialRegister(),
    tax_no: taxNumber(),
    category: optionalCategory(),
    name: bilingualText({ max: 100 }),
    email: email(),
    phone: saudiMobile(),
    whatsapp_number: optionalSaudiMobile('validation.whatsapp'),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
    single_branch: flag(),
    bank: optionalText({ max: 100 }),
    bank_account: optionalText({ max: 34 }),
    iban: optionalSaudiIban(),
    bank_account_holder_name: optionalText({ max: 150 }),
    /** Multipart: the bank account letter (PDF or image, ≤ 5 MB) and logo_1 … logo_5 (images, ≤ 2 MB). */
    ...brandFileFields,
  })
  .refine(isConfirmed, confirmedCheck);

/** The registration form's brand fields, labelled as the brands' page labels them. */
registerFieldLabels(
  pickLabels(vendorLabels, [
    'brand_ar',
    'brand_en',
    'commercial_register',
    'tax_no',
    'category',
    'whatsapp_number',
    'bank',
    'bank_account',
    'iban',
    'bank_account_holder_name',
  ]),
);

export type UpdateProfileInput = z.output<typeof updateProfileInput>;
export type VendorRegisterInput = z.output<typeof vendorRegisterInput>;
