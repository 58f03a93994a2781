import { z } from 'zod';
import { declareArabicGender, type Labels } from './messages.ts';
import { DEFAULT_SUBSCRIPTION_PRICES } from './payments.ts';
import { oneFile } from './resources/vendors.ts';
import type { Locale } from './user-types.ts';
import {
  bilingualText,
  email,
  englishName,
  money,
  optionalSaudiMobile,
  optionalText,
  saudiMobile,
  taxNumber,
} from './validation.ts';

/**
 * The platform's settings (SPEC §2 `/settings/record`, permission `settings`), declared once: the
 * groups the page shows as tabs, each field with its rule and its labels in both languages, and the
 * value a setting has until the platform saves one. Each field is one row of the `settings` table
 * (key → JSON value, the key being the field's name); the logo (`sys_logo`) is set through its own
 * multipart route.
 */

/** The largest rich text kept (HTML characters): a long terms page is some 30,000. */
export const RICH_TEXT_MAX = 100_000;

/** The text a reader sees in an HTML fragment (tags dropped, spaces collapsed): empty means blank. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const blankHtml = (value: unknown) => typeof value === 'string' && htmlText(value) === '';

/**
 * Rich text (HTML from the editor: headings 1 to 6, paragraphs, lists, bold, italic, underline,
 * links, quotes); the server keeps only those (`sanitizeRichText`). HTML without any text is blank,
 * which `requiredKey` names (the terms say which language is missing).
 */
export function richText(requiredKey: string) {
  return z.preprocess(
    (v) => (v === null || blankHtml(v) ? undefined : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredKey : 'validation.invalid') })
      .max(RICH_TEXT_MAX, { error: 'validation.max_length' }),
  );
}

/** Optional rich text: blank is none (`null`). */
export function optionalRichText() {
  return z.preprocess(
    (v) => (v === undefined || blankHtml(v) ? null : v),
    z
      .string({ error: 'validation.invalid' })
      .max(RICH_TEXT_MAX, { error: 'validation.max_length' })
      .nullable(),
  );
}

/** Each group's fields with their rules: a group saved from the page is checked whole. */
export const settingGroups = {
  general: z.strictObject({
    platform_name_ar: bilingualText({ max: 100 }),
    platform_name_en: englishName({ max: 100 }),
  }),
  legal: z.strictObject({
    terms_ar: richText('settings.terms_ar_required'),
    terms_en: richText('settings.terms_en_required'),
    privacy_ar: optionalRichText(),
    privacy_en: optionalRichText(),
  }),
  subscriptions: z.strictObject({
    subscription_monthly_price: money(),
    subscription_yearly_price: money(),
  }),
  invoices: z.strictObject({
    /** ZATCA VAT registration number: 15 digits, 3…3 (the rule brands follow). */
    platform_vat_number: taxNumber(),
    platform_legal_name_ar: bilingualText({ max: 200 }),
    platform_legal_name_en: bilingualText({ max: 200 }),
  }),
  commission: z.strictObject({
    /** Percent of each completed order's total a new brand starts with, 0 – 100. */
    default_commission_rate: money({ max: 100, allowZero: true }),
    /** A fixed SAR amount per order a new brand starts with. */
    default_commission_amount: money({ allowZero: true }),
  }),
  contact: z.strictObject({
    support_email: email(),
    support_phone: saudiMobile(),
    support_whatsapp: optionalSaudiMobile('validation.whatsapp'),
    support_address_ar: optionalText({ max: 500 }),
    support_address_en: optionalText({ max: 500 }),
  }),
};

export type SettingGroup = keyof typeof settingGroups;
export const SETTING_GROUPS = Object.keys(settingGroups) as SettingGroup[];

/** The fields of a group, by name. */
export type SettingKey<G extends SettingGroup = SettingGroup> = keyof (typeof settingGroups)[G]['shape'] &
  string;

/** The fields of a group as stored and read: text (money as "299.00"), or null when not set. */
export type SettingValues = { [G in SettingGroup]: Record<SettingKey<G>, string | null> };

/** Every key of the `settings` table this declaration owns (the logo included). */
export const LOGO_KEY = 'sys_logo';
/** The bundled logo, until the platform uploads its own. */
export const DEFAULT_LOGO = '/dashboard/logo.svg';

/** What each setting holds until the platform saves it (the seed writes these too). */
export const SETTING_DEFAULTS: SettingValues = {
  general: { platform_name_ar: 'سفرة', platform_name_en: 'Sufra' },
  legal: { terms_ar: null, terms_en: null, privacy_ar: null, privacy_en: null },
  subscriptions: {
    subscription_monthly_price: DEFAULT_SUBSCRIPTION_PRICES.monthly,
    subscription_yearly_price: DEFAULT_SUBSCRIPTION_PRICES.yearly,
  },
  invoices: { platform_vat_number: null, platform_legal_name_ar: null, platform_legal_name_en: null },
  commission: { default_commission_rate: '0.00', default_commission_amount: '0.00' },
  contact: {
    support_email: 'support@sufra.sa',
    support_phone: '966500000000',
    support_whatsapp: null,
    support_address_ar: null,
    support_address_en: null,
  },
};

/** The group a field belongs to. */
export function groupOf(key: string): SettingGroup | undefined {
  return SETTING_GROUPS.find((group) => key in settingGroups[group].shape);
}

/**
 * `PUT /admin/settings`: any of the groups, each with any of its fields; what is not sent is left
 * as it is. An unknown group or field is refused.
 */
export const settingsUpdate = z.strictObject({
  general: settingGroups.general.partial().optional(),
  legal: settingGroups.legal.partial().optional(),
  subscriptions: settingGroups.subscriptions.partial().optional(),
  invoices: settingGroups.invoices.partial().optional(),
  commission: settingGroups.commission.partial().optional(),
  contact: settingGroups.contact.partial().optional(),
});
export type SettingsUpdate = z.output<typeof settingsUpdate>;

/** A group's fields as read: each a string or null. */
function readShape<G extends SettingGroup>(group: G) {
  const keys = Object.keys(settingGroups[group].shape) as SettingKey<G>[];
  return z.object(
    Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as Record<
      SettingKey<G>,
      z.ZodNullable<z.ZodString>
    >,
  );
}

/** `GET /admin/settings`: every group, and the logo's address. */
export const settingsRecord = z.object({
  general: readShape('general').extend({
    sys_logo: z.string().describe('The logo’s address (an upload, or the bundled one)'),
  }),
  legal: readShape('legal'),
  subscriptions: readShape('subscriptions'),
  invoices: readShape('invoices'),
  commission: readShape('commission'),
  contact: readShape('contact'),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;

/** `POST /admin/settings/logo` (multipart): one image by SPEC §5's rules. */
export const logoUpload = z.strictObject({ logo: oneFile() });

/** `GET /api/v1/settings/public`: what the sign-in pages and the apps show before anyone signs in. */
export const publicSettings = z.object({
  platform_name: z.string().describe('In the request’s language'),
  platform_name_ar: z.string(),
  platform_name_en: z.string(),
  sys_logo: z.string(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  support_whatsapp: z.string().nullable(),
  support_address: z.string().nullable().describe('In the request’s language'),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const LEGAL_PAGES = ['terms', 'privacy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** `GET /api/v1/client/pages/terms|privacy`: the text in the request's language (sanitised HTML). */
export const legalPage = z.object({
  page: z.enum(LEGAL_PAGES),
  locale: z.enum(['ar', 'en']),
  title: z.string(),
  content: z.string().describe('HTML: headings, paragraphs, lists, bold, italic, underline, links, quotes'),
  updated_at: z.string().nullable(),
});

/** The fields' labels, both languages (messages name them; the page shows them). */
export const settingLabels: Labels = {
  en: {
    platform_name_ar: 'Platform name (Arabic)',
    platform_name_en: 'Platform name (English)',
    logo: 'Logo',
    sys_logo: 'Logo',
    terms_ar: 'Terms and conditions (Arabic)',
    terms_en: 'Terms and conditions (English)',
    privacy_ar: 'Privacy policy (Arabic)',
    privacy_en: 'Privacy policy (English)',
    subscription_monthly_price: 'Monthly subscription price',
    subscription_yearly_price: 'Yearly subscription price',
    platform_vat_number: 'VAT number',
    platform_legal_name_ar: 'Legal name (Arabic)',
    platform_legal_name_en: 'Legal name (English)',
    default_commission_rate: 'Default commission rate',
    default_commission_amount: 'Default commission per order',
    support_email: 'Support email',
    support_phone: 'Support phone',
    support_whatsapp: 'Support WhatsApp',
    support_address_ar: 'Address (Arabic)',
    support_address_en: 'Address (English)',
  },
  ar: {
    platform_name_ar: 'اسم المنصة (بالعربية)',
    platform_name_en: 'اسم المنصة (بالإنجليزية)',
    logo: 'الشعار',
    sys_logo: 'الشعار',
    terms_ar: 'الشروط والأحكام (بالعربية)',
    terms_en: 'الشروط والأحكام (بالإنجليزية)',
    privacy_ar: 'سياسة الخصوصية (بالعربية)',
    privacy_en: 'سياسة الخصوصية (بالإنجليزية)',
    subscription_monthly_price: 'سعر الاشتراك الشهري',
    subscription_yearly_price: 'سعر الاشتراك السنوي',
    platform_vat_number: 'الرقم الضريبي',
    platform_legal_name_ar: 'الاسم القانوني (بالعربية)',
    platform_legal_name_en: 'الاسم القانوني (بالإنجليزية)',
    default_commission_rate: 'نسبة العمولة الافتراضية',
    default_commission_amount: 'مبلغ العمولة الافتراضي لكل طلب',
    support_email: 'البريد الإلكتروني للدعم',
    support_phone: 'هاتف الدعم',
    support_whatsapp: 'واتساب الدعم',
    support_address_ar: 'العنوان (بالعربية)',
    support_address_en: 'العنوان (بالإنجليزية)',
  },
};

// Plurals of things agree in the feminine ("الشروط والأحكام مطلوبة").
declareArabicGender({
  'الشروط والأحكام (بالعربية)': 'feminine',
  'الشروط والأحكام (بالإنجليزية)': 'feminine',
});

/** A setting's label in a language. */
export function settingLabel(locale: Locale, key: string): string {
  return settingLabels[locale][key] ?? key;
}
