import { z } from 'zod';
import { APPROVAL_STATUSES, approvalLabels } from '../approval.ts';
import { approvalRecord } from '../approval-input.ts';
import { namePair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource, type FilterDef } from '../resource.ts';
import {
  bilingualText,
  commercialRegister,
  email,
  flag,
  id,
  money,
  optionalSaudiIban,
  optionalSaudiMobile,
  optionalText,
  optionalUrl,
  saudiMobile,
  strongPassword,
  taxNumber,
  text,
} from '../validation.ts';
import { imageRecord } from './menu-fields.ts';

export const brandName = namePair('brand_ar', 'brand_en', 150, {
  en: 'Brand name',
  ar: 'اسم العلامة التجارية',
});

/**
 * Brands (vendors), SPEC §3 and issue 8: the admin lists, adds (with the brand's manager account),
 * edits, blocks, deletes and takes through approval (`POST …/vendors/{id}/status`, see
 * approval.ts); the vendor reads and completes its own brand at `/api/v1/vendor/vendors/{own id}`.
 * Files come as multipart: `bank_account_letter` (PDF or image, ≤ 5 MB) and `logo_1` … `logo_5`
 * (images, ≤ 2 MB each).
 */

/** The five logo fields of SPEC §3 (`logo_1` … `logo_5`), each one image at its position. */
export const LOGO_FIELDS = ['logo_1', 'logo_2', 'logo_3', 'logo_4', 'logo_5'] as const;
export type LogoField = (typeof LOGO_FIELDS)[number];

/** The brand categories a brand picks from. */
export const VENDOR_CATEGORIES = ['restaurant', 'cafe', 'bakery', 'sweets', 'fast_food', 'juices'] as const;

/** A category of {@link VENDOR_CATEGORIES}; blank is none. */
export function optionalCategory() {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.enum(VENDOR_CATEGORIES, { error: 'validation.in' }).nullable(),
  );
}

/** One uploaded file: the server receives `{ kind: 'file', … }`, the dashboard holds a `File`. */
const uploadedFile = z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  error: 'validation.invalid',
});

/** A single-file field, sent as one multipart part: a list of at most one (blank is none). */
export function oneFile() {
  return z.preprocess(
    (v) => {
      const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
      return list.filter((item) => !(typeof item === 'string' && item.trim() === ''));
    },
    z.array(uploadedFile).max(1, { error: 'validation.max_items' }),
  );
}

const logoFiles = Object.fromEntries(LOGO_FIELDS.map((field) => [field, oneFile()])) as Record<
  LogoField,
  ReturnType<typeof oneFile>
>;

/** The files a brand takes (registration too): the bank account letter and the five logos. */
export const brandFileFields = { bank_account_letter: oneFile(), ...logoFiles };

/** Logos to remove on update, by position (1 … 5); a new file at a position replaces the old one. */
const deletedLogos = z.preprocess(
  (v) => {
    const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
    return list.filter((item) => !(typeof item === 'string' && item.trim() === ''));
  },
  z.array(z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(5)).max(5),
);

/** Bank and social fields: what the vendor itself may complete on its own brand. */
const ownFields = {
  bank: optionalText({ max: 100 }),
  bank_account: optionalText({ max: 34 }),
  iban: optionalSaudiIban(),
  bank_account_holder_name: optionalText({ max: 150 }),
  whatsapp_number: optionalSaudiMobile('validation.whatsapp'),
  facebook: optionalUrl(),
  twitter: optionalUrl(),
  linkedin: optionalUrl(),
};

/** Every brand field the admin sets, without defaults (an update changes only what it sends). */
const brandFields = {
  ...brandName.input(),
  commercial_register: commercialRegister(),
  tax_no: taxNumber(),
  category: optionalCategory(),
  /** Percent of each completed order's total, 0 – 100. */
  commission_rate: money({ max: 100, allowZero: true }),
  /** A fixed SAR amount per order. */
  commission_amount: money({ allowZero: true }),
  owners: optionalText({ max: 500 }),
  ...ownFields,
  single_branch: flag(),
  blocked: flag(),
};

/** The brand manager's account (as registration creates it). */
const managerFields = {
  name: bilingualText({ max: 100 }),
  email: email(),
  phone: saudiMobile(),
};

const isConfirmed = (v: { password?: unknown; password_confirmation?: unknown }) =>
  v.password === v.password_confirmation;
/** Checked even when other fields fail, so the form shows every problem at once. */
const confirmed = {
  error: 'validation.password_not_confirmed',
  path: ['password_confirmation'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const create = z
  .object({
    ...brandFields,
    /** Left out: the platform's default commission (settings, commission group). */
    commission_rate: brandFields.commission_rate.optional(),
    commission_amount: brandFields.commission_amount.optional(),
    single_branch: brandFields.single_branch.default(false),
    blocked: brandFields.blocked.default(false),
    ...managerFields,
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
    bank_account_letter: oneFile(),
    ...logoFiles,
  })
  .refine(isConfirmed, confirmed);

const update = z
  .object({
    ...brandFields,
    ...managerFields,
    bank_account_letter: oneFile(),
    ...logoFiles,
    deleted_logos: deletedLogos,
  })
  .partial();

/**
 * What the dashboard's edit form checks before it sends (every field stays required; the server's
 * update takes any subset). The password is the manager's own to change.
 */
export const vendorEditForm = z.object({ ...brandFields, ...managerFields });

/** What the vendor may change of its own brand: bank and social fields, the letter and the logos. */
export const ownVendorUpdate = z
  .object({ ...ownFields, bank_account_letter: oneFile(), ...logoFiles, deleted_logos: deletedLogos })
  .partial();
export type OwnVendorUpdate = z.output<typeof ownVendorUpdate>;

/** A logo is stored and served as a menu image is. */
export const vendorLogoRecord = imageRecord;

export const vendorDocumentRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  /** The caller's realm's download path (`vendors/{id}/documents/{document id}`), under /api/v1/{userType}/. */
  download_path: z.string(),
  created_at: z.string(),
});

export const vendorRecord = storedRecord({
  /** The brand's name in the request's language. */
  name: z.string(),
  ...brandName.record(),
  commercial_register: z.string(),
  tax_no: z.string(),
  category: z.string().nullable(),
  commission_rate: z.string(),
  commission_amount: z.string(),
  owners: z.string().nullable(),
  bank: z.string().nullable(),
  bank_account: z.string().nullable(),
  iban: z.string().nullable(),
  bank_account_holder_name: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  single_branch: z.boolean(),
  ...approvalRecord(),
  /** The first logo (by position) and its thumbnail. */
  logo_url: z.string().nullable(),
  logo_thumbnail_url: z.string().nullable(),
  logos: z.array(vendorLogoRecord),
  documents: z.array(vendorDocumentRecord),
  /** The brand manager (the brand's first vendor account). */
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  manager_email: z.string().nullable(),
  manager_phone: z.string().nullable(),
  branches_count: z.number().int(),
});
export type VendorRecord = z.output<typeof vendorRecord>;

const filters = {
  name: { type: 'text' },
  status: { type: 'select', options: APPROVAL_STATUSES },
  category: { type: 'select', options: VENDOR_CATEGORIES },
  blocked: { type: 'boolean' },
  single_branch: { type: 'boolean' },
  commission_rate: { type: 'number_range' },
  created_at: { type: 'date_range' },
} as const satisfies Record<string, FilterDef>;

const approval = approvalLabels('معتمدة');

export const vendorLabels = {
  en: {
    ...brandName.labels.en,
    commercial_register: 'Commercial register',
    tax_no: 'VAT number',
    category: 'Category',
    commission_rate: 'Commission rate (%)',
    commission_amount: 'Commission amount (SAR)',
    owners: 'Owners',
    bank: 'Bank',
    bank_account: 'Bank account',
    iban: 'IBAN',
    bank_account_holder_name: 'Account holder name',
    bank_account_letter: 'Bank account letter',
    whatsapp_number: 'WhatsApp number',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    linkedin: 'LinkedIn',
    single_branch: 'Single branch',
    ...approval.en,
    logo_url: 'Logo',
    logos: 'Logos',
    logo_1: 'Logo 1',
    logo_2: 'Logo 2',
    logo_3: 'Logo 3',
    logo_4: 'Logo 4',
    logo_5: 'Logo 5',
    deleted_logos: 'Logos to remove',
    documents: 'Documents',
    manager_name: 'Manager',
    manager_email: 'Manager email',
    manager_phone: 'Manager mobile',
    branches_count: 'Branches',
    restaurant: 'Restaurant',
    cafe: 'Café',
    bakery: 'Bakery',
    sweets: 'Sweets',
    fast_food: 'Fast food',
    juices: 'Juices',
  },
  ar: {
    ...brandName.labels.ar,
    commercial_register: 'السجل التجاري',
    tax_no: 'الرقم الضريبي',
    category: 'التصنيف',
    commission_rate: 'نسبة العمولة (%)',
    commission_amount: 'مبلغ العمولة (ر.س)',
    owners: 'الملاك',
    bank: 'البنك',
    bank_account: 'رقم الحساب البنكي',
    iban: 'رقم الآيبان',
    bank_account_holder_name: 'اسم صاحب الحساب',
    bank_account_letter: 'خطاب الحساب البنكي',
    whatsapp_number: 'رقم الواتساب',
    facebook: 'فيسبوك',
    twitter: 'إكس (تويتر)',
    linkedin: 'لينكدإن',
    single_branch: 'فرع واحد',
    ...approval.ar,
    logo_url: 'الشعار',
    logos: 'الشعارات',
    logo_1: 'الشعار 1',
    logo_2: 'الشعار 2',
    logo_3: 'الشعار 3',
    logo_4: 'الشعار 4',
    logo_5: 'الشعار 5',
    deleted_logos: 'الشعارات المراد حذفها',
    documents: 'المستندات',
    manager_name: 'المدير',
    manager_email: 'البريد الإلكتروني للمدير',
    manager_phone: 'جوال المدير',
    branches_count: 'الفروع',
    restaurant: 'مطعم',
    cafe: 'مقهى',
    bakery: 'مخبز',
    sweets: 'حلويات',
    fast_food: 'وجبات سريعة',
    juices: 'عصائر',
  },
};

export const vendors = defineResource({
  name: 'vendors',
  userTypes: ['admin'],
  record: vendorRecord,
  create,
  update,
  filters,
  sorts: ['id', 'brand_ar', 'brand_en', 'commission_rate', 'commission_amount', 'status', 'created_at'],
  labels: vendorLabels,
});

/** `GET /api/v1/{admin|vendor}/vendors/{id}/documents/{documentId}`: the stored file, as an attachment. */
export const VENDOR_DOCUMENT_PATH = '/vendors/:id/documents/:documentId';
export const vendorDocumentParams = z.object({ id: id(), documentId: id() });
