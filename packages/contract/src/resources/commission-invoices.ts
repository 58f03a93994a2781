import { z } from 'zod';
import { brandLabels, named } from '../common.ts';
import { defineResource, readOnly } from '../resource.ts';
import { oneOf, text } from '../validation.ts';
import { ZATCA_ENVIRONMENTS, zatcaMessage, zatcaOnboardInput } from './e-invoices.ts';

/**
 * The platform's monthly commission invoice to each brand (issue 29): a standard (B2B) tax invoice
 * (388) from the platform to the brand, for the commission on the brand's orders of one Riyadh month
 * plus 15 % VAT, cleared by ZATCA before the brand sees it; the brand downloads the cleared XML and a
 * PDF/A-3 with that XML embedded. One per brand and month. The platform issues it from its own
 * e-invoice generation unit, which an admin onboards with the OTP from the Fatoora portal.
 */

/**
 * Where an invoice is: made with its figures (`pending`), waiting for what it needs to be signed
 * (`held`: the platform's unit, its VAT number, the brand's address), signed and sent for clearance
 * (`signed`), then ZATCA's answer: `cleared` or `rejected`.
 */
export const COMMISSION_INVOICE_STATUSES = ['pending', 'held', 'signed', 'cleared', 'rejected'] as const;
export type CommissionInvoiceStatusKey = (typeof COMMISSION_INVOICE_STATUSES)[number];

/** A Riyadh month, `YYYY-MM`. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const commissionInvoiceRecord = z.object({
  id: z.number().int(),
  ...named('brand'),
  /** The Riyadh month billed, `YYYY-MM`. */
  month: z.string(),
  number: z.string(),
  uuid: z.string(),
  status: z.enum(COMMISSION_INVOICE_STATUSES),
  orders_count: z.number().int(),
  /** The commission before VAT, SAR. */
  commission: z.string(),
  vat_rate: z.string(),
  vat: z.string().nullable(),
  total: z.string().nullable(),
  /** The invoice counter (ICV) in the platform's unit, once signed. */
  counter: z.number().int().nullable(),
  issued_at: z.string().nullable(),
  cleared_at: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  warnings: z.array(zatcaMessage),
  errors: z.array(zatcaMessage),
});
export type CommissionInvoiceRecord = z.infer<typeof commissionInvoiceRecord>;

/** The admin issues a month's invoices now (those already issued stay as they are). */
export const commissionMonthInput = z.object({
  month: text({ max: 7, patterns: [{ regex: MONTH, error: 'commission_invoices.month_format' }] }),
});

/**
 * The admin onboards the platform's unit: the OTP, the platform's national address (a branch's
 * fields) and the ZATCA environment (the built-in stand-in unless told).
 */
export const platformUnitInput = zatcaOnboardInput.extend({
  environment: oneOf(ZATCA_ENVIRONMENTS).optional(),
});

export const platformUnitRecord = z.object({
  id: z.number().int(),
  environment: z.enum(ZATCA_ENVIRONMENTS),
  serial_number: z.string(),
  certificate_expires_at: z.string(),
  invoice_counter: z.number().int(),
  street: z.string(),
  building_number: z.string(),
  district: z.string(),
  city: z.string(),
  postal_code: z.string(),
  short_address: z.string(),
  business_category: z.string(),
  onboarded_at: z.string(),
});
export type PlatformUnitRecord = z.infer<typeof platformUnitRecord>;

/** What a month's issue did: invoices made now, and those that were there already. */
export const commissionMonthResult = z.object({
  month: z.string(),
  created: z.number().int(),
  existing: z.number().int(),
});

const labels = {
  en: {
    ...brandLabels.en,
    month: 'Month',
    number: 'Invoice number',
    uuid: 'UUID',
    status: 'Status',
    pending: 'Being issued',
    held: 'On hold',
    signed: 'Sent for clearance',
    cleared: 'Cleared',
    rejected: 'Rejected',
    orders_count: 'Orders',
    commission: 'Commission',
    vat_rate: 'VAT rate',
    vat: 'VAT',
    total: 'Total with VAT',
    counter: 'Counter (ICV)',
    issued_at: 'Issued',
    cleared_at: 'Cleared at',
    attempts: 'Attempts',
    next_attempt_at: 'Next attempt',
    last_error: 'Last error',
    warnings: 'Warnings',
    errors: 'Errors',
    environment: 'Environment',
    otp: 'One-time password (OTP)',
    street: 'Street',
    building_number: 'Building number',
    district: 'District',
    city: 'City',
    postal_code: 'Postal code',
    short_address: 'Short address',
    business_category: 'Business category',
  },
  ar: {
    ...brandLabels.ar,
    month: 'الشهر',
    number: 'رقم الفاتورة',
    uuid: 'المعرّف الفريد (UUID)',
    status: 'الحالة',
    pending: 'قيد الإصدار',
    held: 'معلّقة',
    signed: 'مرسلة للاعتماد',
    cleared: 'معتمدة',
    rejected: 'مرفوضة',
    orders_count: 'الطلبات',
    commission: 'العمولة',
    vat_rate: 'نسبة الضريبة',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي شامل الضريبة',
    counter: 'العداد (ICV)',
    issued_at: 'تاريخ الإصدار',
    cleared_at: 'تاريخ الاعتماد',
    attempts: 'المحاولات',
    next_attempt_at: 'المحاولة التالية',
    last_error: 'آخر خطأ',
    warnings: 'التحذيرات',
    errors: 'الأخطاء',
    environment: 'البيئة',
    otp: 'رمز التحقق لمرة واحدة (OTP)',
    street: 'الشارع',
    building_number: 'رقم المبنى',
    district: 'الحي',
    city: 'المدينة',
    postal_code: 'الرمز البريدي',
    short_address: 'العنوان المختصر',
    business_category: 'نشاط المنشأة',
  },
};

/** The commission invoices: every brand's for the platform, its own for a brand. */
export const commissionInvoices = defineResource({
  name: 'commission-invoices',
  permission: 'reports',
  userTypes: ['admin', 'vendor'],
  record: commissionInvoiceRecord,
  ...readOnly(),
  filters: {
    brand_id: { type: 'select', source: 'vendors' },
    status: { type: 'select', options: COMMISSION_INVOICE_STATUSES },
  },
  sorts: ['id', 'month', 'commission', 'issued_at'],
  defaultSort: 'month',
  labels,
});
