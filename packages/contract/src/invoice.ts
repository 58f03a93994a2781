import { z } from 'zod';
import { ZATCA_DOCUMENT_STATUSES } from './resources/e-invoices.ts';
import { DELIVERY_TYPES, PAYMENT_METHODS } from './resources/orders.ts';

/**
 * The simplified tax invoice of a handed-over order (DOMAIN.md "Tax invoice"): bilingual, as a
 * Saudi simplified invoice is printed (Arabic and English side by side), whatever the request's
 * language; amounts exactly as stored on the order; `qr` the ZATCA phase-1 TLV in Base64.
 */
const money = z.string();
const bilingual = { ar: z.string(), en: z.string() };

export const invoiceLine = z.object({
  name: z.object(bilingual),
  size: z.object(bilingual).nullable(),
  extras: z.array(z.object({ name: z.object(bilingual), price: money })),
  quantity: z.number().int(),
  unit_price: money,
  extras_total: money,
  line_total: money,
  /** VAT rate in percent. */
  tax_rate: z.string(),
});

export const orderInvoice = z.object({
  seller: z.object({
    name: z.object(bilingual),
    /** VAT registration number: 15 digits, 3…3. */
    vat_number: z.string(),
    commercial_register: z.string(),
    branch_name: z.object(bilingual),
    branch_address: z.object(bilingual),
    branch_phone: z.string().nullable(),
  }),
  /** The order number. */
  invoice_number: z.string(),
  /** When the order was handed over, in Asia/Riyadh with its offset. */
  issued_at: z.string(),
  customer_name: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  lines: z.array(invoiceLine),
  subtotal: money,
  discounts: money,
  /** subtotal − discounts: what VAT is charged on. */
  taxable_amount: money,
  taxes: money,
  total: money,
  /** The ZATCA phase-1 QR payload (Base64 TLV). */
  qr: z.string(),
  /**
   * The signed e-invoice of ZATCA's integration phase, when the branch is onboarded (issue 29): its
   * phase-2 QR (tags 1–9: what the printed invoice shows instead of `qr`), counter, UUID and where
   * it is with ZATCA. Null for a branch not onboarded (phase 1 only).
   */
  e_invoice: z
    .object({
      id: z.number().int(),
      qr: z.string().nullable(),
      counter: z.number().int().nullable(),
      uuid: z.string(),
      status: z.enum(ZATCA_DOCUMENT_STATUSES),
    })
    .nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;
