import { z } from 'zod';
import { branchLabels, brandLabels, named } from '../common.ts';
import { defineResource, readOnly } from '../resource.ts';
import { oneOf, text } from '../validation.ts';

/**
 * E-invoicing with ZATCA's integration phase (issue 29, ADR 0015):
 * - each branch is an e-invoice generation unit once its brand manager onboards it with the
 *   one-time password from the Fatoora portal (`zatca-units`);
 * - every hand-over issues a signed simplified tax invoice, every cancel or refund after it a credit
 *   note; each is reported to ZATCA within 24 hours (`zatca-documents`, the compliance page);
 * - the environment a brand's branches onboard with is the brand's choice: the built-in stand-in
 *   (the default on a fresh start), ZATCA's developer portal (sandbox), simulation or production.
 */

export const ZATCA_ENVIRONMENTS = ['stand-in', 'sandbox', 'simulation', 'production'] as const;
export type ZatcaEnvironmentKey = (typeof ZATCA_ENVIRONMENTS)[number];

/** Where a document is: signed after the hand-over, then waiting to be reported, then ZATCA's answer. */
export const ZATCA_DOCUMENT_STATUSES = [
  'pending',
  'waiting',
  'reported',
  'warned',
  'rejected',
  'cleared',
] as const;
export type ZatcaDocumentStatusKey = (typeof ZATCA_DOCUMENT_STATUSES)[number];

export const ZATCA_DOCUMENT_KINDS = ['invoice', 'credit-note', 'debit-note'] as const;
export const ZATCA_PROFILES = ['simplified', 'standard'] as const;

/** ZATCA's limit: a simplified document is reported within 24 hours of issue. */
export const REPORTING_LIMIT_HOURS = 24;
/** A document still unreported this long raises the alert. */
export const LATE_ALERT_HOURS = 6;
/** A certificate this close to its expiry raises the alert. */
export const EXPIRY_ALERT_DAYS = 30;

/** A unit's state at a glance: in use, its certificate within 30 days of expiry, or expired. */
export const ZATCA_UNIT_STATES = ['active', 'expiring', 'expired'] as const;

const digitsPattern = (digits: number, error: string) =>
  text({ max: digits, patterns: [{ regex: new RegExp(`^[0-9]{${digits}}$`), error }] });

/**
 * The brand manager onboards a branch: the OTP from the Fatoora portal (6 digits, valid for an hour),
 * and the branch's national address as its invoices name the seller.
 */
export const zatcaOnboardInput = z.object({
  otp: digitsPattern(6, 'einvoicing.otp_digits'),
  street: text({ max: 127 }),
  building_number: digitsPattern(4, 'einvoicing.building_digits'),
  district: text({ max: 127 }),
  city: text({ max: 127 }),
  postal_code: digitsPattern(5, 'einvoicing.postal_digits'),
  /** The national short address (4 letters, 4 digits: RRRD2929). */
  short_address: text({
    max: 8,
    patterns: [{ regex: /^[A-Za-z]{4}[0-9]{4}$/, error: 'einvoicing.short_address' }],
  }),
  /** The business category the certificate names (مطاعم). */
  business_category: text({ max: 127 }),
});
export type ZatcaOnboardInput = z.output<typeof zatcaOnboardInput>;

/** A new production certificate before the current one expires: a new OTP. */
export const zatcaRenewInput = z.object({ otp: digitsPattern(6, 'einvoicing.otp_digits') });

/** The environment a brand's branches onboard with from now on (the admin names the brand). */
export const zatcaEnvironmentInput = z.object({
  environment: oneOf(ZATCA_ENVIRONMENTS),
  brand_id: z.number().int().min(1).optional().describe('The brand (the admin only; a vendor sets its own)'),
});

export const zatcaUnitRecord = z.object({
  id: z.number().int(),
  ...named('brand'),
  ...named('branch'),
  environment: z.enum(ZATCA_ENVIRONMENTS),
  /** `1-Sufra|2-<version>|3-<uuid>` */
  serial_number: z.string(),
  state: z.enum(ZATCA_UNIT_STATES),
  certificate_expires_at: z.string().nullable(),
  /** The last invoice counter given (ICV). */
  invoice_counter: z.number().int(),
  street: z.string(),
  building_number: z.string(),
  district: z.string(),
  city: z.string(),
  postal_code: z.string(),
  short_address: z.string(),
  business_category: z.string(),
  onboarded_at: z.string(),
  renewed_at: z.string().nullable(),
});
export type ZatcaUnitRecord = z.infer<typeof zatcaUnitRecord>;

/** One of ZATCA's validation messages on a document (a rule it broke or warned about). */
export const zatcaMessage = z.object({
  type: z.string(),
  code: z.string(),
  category: z.string(),
  message: z.string(),
});

export const zatcaDocumentRecord = z.object({
  id: z.number().int(),
  ...named('brand'),
  ...named('branch'),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  kind: z.enum(ZATCA_DOCUMENT_KINDS),
  profile: z.enum(ZATCA_PROFILES),
  /** The document's number (the order's, or a note's own). */
  number: z.string(),
  /** The invoice counter value (ICV) in its unit, given when it is signed (null while pending). */
  counter: z.number().int().nullable(),
  uuid: z.string(),
  status: z.enum(ZATCA_DOCUMENT_STATUSES),
  issued_at: z.string(),
  reported_at: z.string().nullable(),
  /** Tries so far to report it. */
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  /** Why the last try did not get an answer (ZATCA unreachable, …). */
  last_error: z.string().nullable(),
  /** A credit note: the number of the invoice it corrects, and why. */
  corrects_number: z.string().nullable(),
  reason: z.string().nullable(),
  /** The invoice hash (Base64 SHA-256): the next document's PIH. */
  invoice_hash: z.string().nullable(),
  /** The phase-2 QR payload (Base64 TLV, tags 1–9). */
  qr: z.string().nullable(),
  warnings: z.array(zatcaMessage),
  errors: z.array(zatcaMessage),
});
export type ZatcaDocumentRecord = z.infer<typeof zatcaDocumentRecord>;

/** The compliance page's figures, for the platform or one brand. */
export const zatcaSummary = z.object({
  units: z.number().int(),
  /** Units whose certificate expires within 30 days (or has). */
  units_expiring: z.number().int(),
  /** The soonest certificate expiry. */
  next_expiry_at: z.string().nullable(),
  branches_without_unit: z.number().int(),
  pending: z.number().int(),
  waiting: z.number().int(),
  reported: z.number().int(),
  warned: z.number().int(),
  rejected: z.number().int(),
  cleared: z.number().int(),
  /** When the oldest unreported document was issued, and how long it has waited (minutes). */
  oldest_unreported_at: z.string().nullable(),
  oldest_wait_minutes: z.number().int().nullable(),
  /** Something passed 6 hours unreported, or a certificate is within 30 days of expiry. */
  alerts: z.array(z.enum(['late', 'expiring'])),
  /** The brand's environment for new onboardings (a vendor's page; null for the platform's). */
  environment: z.enum(ZATCA_ENVIRONMENTS).nullable(),
});
export type ZatcaSummary = z.infer<typeof zatcaSummary>;

const labels = {
  en: {
    ...brandLabels.en,
    ...branchLabels.en,
    environment: 'Environment',
    'stand-in': 'Built-in stand-in',
    sandbox: 'Developer portal (sandbox)',
    simulation: 'Simulation',
    production: 'Production',
    serial_number: 'Unit serial number',
    state: 'Certificate',
    active: 'Valid',
    expiring: 'Expiring soon',
    expired: 'Expired',
    certificate_expires_at: 'Certificate expires',
    invoice_counter: 'Invoice counter',
    street: 'Street',
    building_number: 'Building number',
    district: 'District',
    city: 'City',
    postal_code: 'Postal code',
    short_address: 'Short address',
    business_category: 'Business category',
    onboarded_at: 'Onboarded',
    renewed_at: 'Renewed',
    otp: 'One-time password (OTP)',
    order_id: 'Order',
    order_number: 'Order number',
    kind: 'Document',
    invoice: 'Tax invoice',
    'credit-note': 'Credit note',
    'debit-note': 'Debit note',
    profile: 'Type',
    simplified: 'Simplified',
    standard: 'Standard',
    number: 'Number',
    counter: 'Counter (ICV)',
    uuid: 'UUID',
    status: 'Status',
    pending: 'Being signed',
    waiting: 'Waiting to be reported',
    reported: 'Reported',
    warned: 'Reported with warnings',
    rejected: 'Rejected',
    cleared: 'Cleared',
    issued_at: 'Issued',
    reported_at: 'Reported at',
    attempts: 'Attempts',
    next_attempt_at: 'Next attempt',
    last_error: 'Last error',
    corrects_number: 'Corrects invoice',
    reason: 'Reason',
    invoice_hash: 'Invoice hash',
    qr: 'QR code',
    warnings: 'Warnings',
    errors: 'Errors',
    search: 'Search',
    search_hint: 'Document or order number',
  },
  ar: {
    ...brandLabels.ar,
    ...branchLabels.ar,
    environment: 'البيئة',
    'stand-in': 'البيئة المدمجة للتجربة',
    sandbox: 'بوابة المطورين (التجريبية)',
    simulation: 'بيئة المحاكاة',
    production: 'بيئة التشغيل الفعلي',
    serial_number: 'الرقم التسلسلي للوحدة',
    state: 'الشهادة',
    active: 'سارية',
    expiring: 'تنتهي قريبًا',
    expired: 'منتهية',
    certificate_expires_at: 'انتهاء الشهادة',
    invoice_counter: 'عداد الفواتير',
    street: 'الشارع',
    building_number: 'رقم المبنى',
    district: 'الحي',
    city: 'المدينة',
    postal_code: 'الرمز البريدي',
    short_address: 'العنوان المختصر',
    business_category: 'نشاط المنشأة',
    onboarded_at: 'تاريخ الربط',
    renewed_at: 'تاريخ التجديد',
    otp: 'رمز التحقق لمرة واحدة (OTP)',
    order_id: 'الطلب',
    order_number: 'رقم الطلب',
    kind: 'المستند',
    invoice: 'فاتورة ضريبية',
    'credit-note': 'إشعار دائن',
    'debit-note': 'إشعار مدين',
    profile: 'النوع',
    simplified: 'مبسطة',
    standard: 'قياسية',
    number: 'الرقم',
    counter: 'العداد (ICV)',
    uuid: 'المعرّف الفريد (UUID)',
    status: 'الحالة',
    pending: 'قيد التوقيع',
    waiting: 'بانتظار الإبلاغ',
    reported: 'مُبلَّغ عنها',
    warned: 'مُبلَّغ عنها مع تحذيرات',
    rejected: 'مرفوضة',
    cleared: 'معتمدة',
    issued_at: 'تاريخ الإصدار',
    reported_at: 'تاريخ الإبلاغ',
    attempts: 'المحاولات',
    next_attempt_at: 'المحاولة التالية',
    last_error: 'آخر خطأ',
    corrects_number: 'الفاتورة المعدَّلة',
    reason: 'السبب',
    invoice_hash: 'بصمة الفاتورة',
    qr: 'رمز الاستجابة السريعة',
    warnings: 'التحذيرات',
    errors: 'الأخطاء',
    search: 'بحث',
    search_hint: 'رقم المستند أو الطلب',
  },
};

/** The branches' e-invoice generation units (the brand's own; every brand's for the platform). */
export const zatcaUnits = defineResource({
  name: 'zatca-units',
  permission: 'branches',
  userTypes: ['admin', 'vendor'],
  record: zatcaUnitRecord,
  ...readOnly(),
  filters: {
    brand_id: { type: 'select', source: 'branch-brands' },
    environment: { type: 'select', options: ZATCA_ENVIRONMENTS },
    state: { type: 'select', options: ZATCA_UNIT_STATES },
  },
  sorts: ['id', 'certificate_expires_at', 'onboarded_at', 'invoice_counter'],
  defaultSort: 'certificate_expires_at',
  labels,
});

/** The documents issued (the brand's own; every brand's for the platform), exported like every list. */
export const zatcaDocuments = defineResource({
  name: 'zatca-documents',
  permission: 'reports',
  userTypes: ['admin', 'vendor'],
  record: zatcaDocumentRecord,
  ...readOnly(),
  filters: {
    search: { type: 'text' },
    brand_id: { type: 'select', source: 'branch-brands' },
    status: { type: 'select', options: ZATCA_DOCUMENT_STATUSES },
    kind: { type: 'select', options: ZATCA_DOCUMENT_KINDS },
    issued_at: { type: 'date_range' },
  },
  sorts: ['id', 'issued_at', 'counter', 'reported_at', 'attempts'],
  defaultSort: 'issued_at',
  labels,
});
