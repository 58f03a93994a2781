import type { OrderInvoice } from '@sufra/contract/invoice';
import { sar, toHalalas } from '@sufra/contract/money';
import { riyadhTimestamp } from '@sufra/contract/riyadh';
import { zatcaQr } from '@sufra/contract/zatca';
import { AppError, notFound } from '../../core/http/errors.ts';
import type { Database } from '../../db/database.ts';
import type { OrderScope } from '../orders/order-scope.ts';
import { INVOICED, InvoicesRepository, orderEInvoice } from './invoices.repository.ts';

/**
 * The simplified tax invoice of an order in the caller's scope (404 outside it). Only a handed-over
 * order (completed or delivered) has one (422 otherwise); it is issued at the hand-over. The QR names
 * the brand by its Arabic name and carries the order's stored total and VAT.
 */
export async function orderInvoice(
  db: Database,
  scope: OrderScope,
  id: number,
  /** Signs a unit's pending documents: the invoice asked for before its signer got to it. */
  signPending?: (unitId: number) => Promise<unknown>,
): Promise<OrderInvoice> {
  const repo = new InvoicesRepository(db);
  const order = await repo.order(scope, id);
  if (!order) throw notFound();
  if (!(INVOICED as readonly string[]).includes(order.status) || !order.completed_at)
    throw new AppError(422, 'ordering.invoice_not_yet');
  const issuedAt = riyadhTimestamp(order.completed_at);
  const lines = await repo.lines(order.id);
  let eInvoice = await orderEInvoice(db, order.id);
  if (eInvoice?.status === 'pending' && signPending) {
    await signPending(eInvoice.unit_id);
    eInvoice = await orderEInvoice(db, order.id);
  }
  return {
    seller: {
      name: { ar: order.brand_ar, en: order.brand_en },
      vat_number: order.tax_no,
      commercial_register: order.commercial_register,
      branch_name: { ar: order.branch_ar, en: order.branch_en },
      branch_address: { ar: order.address_ar, en: order.address_en },
      branch_phone: order.branch_phone,
    },
    invoice_number: order.order_number,
    issued_at: issuedAt,
    customer_name: `${order.first_name} ${order.last_name}`,
    delivery_type: order.delivery_type,
    payment_method: order.payment_method,
    lines: lines.map((line) => ({
      name: { ar: line.name_ar, en: line.name_en },
      size: line.size_name_ar && line.size_name_en ? { ar: line.size_name_ar, en: line.size_name_en } : null,
      extras: line.extras.map((extra) => ({
        name: { ar: extra.name_ar, en: extra.name_en },
        price: extra.price,
      })),
      quantity: line.quantity,
      unit_price: line.unit_price,
      extras_total: line.extras_total,
      line_total: line.line_total,
      tax_rate: line.tax_rate,
    })),
    subtotal: order.subtotal,
    discounts: order.discounts,
    taxable_amount: sar(toHalalas(order.subtotal) - toHalalas(order.discounts)),
    taxes: order.taxes,
    total: order.total,
    qr: zatcaQr({
      sellerName: order.brand_ar,
      vatNumber: order.tax_no,
      timestamp: issuedAt,
      total: order.total,
      vat: order.taxes,
    }),
    e_invoice: eInvoice
      ? {
          id: Number(eInvoice.id),
          qr: eInvoice.qr,
          counter: eInvoice.counter,
          uuid: eInvoice.uuid,
          status: eInvoice.status,
        }
      : null,
  };
}
