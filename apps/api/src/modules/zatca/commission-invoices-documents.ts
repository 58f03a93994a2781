import type { commissionInvoices } from '@sufra/contract/resources/commission-invoices';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, notFound } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { optionsFromList } from '../../core/lists/service-reads.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import type { Database } from '../../db/database.ts';
import { platformSeller } from '../settings/settings.service.ts';
import { CommissionInvoicesRepository } from './commission-invoices.repository.ts';
import { monthName } from './commission-invoices.service.ts';
import { commissionInvoicePdf } from './pdf-a3-commission-invoice.ts';

/**
 * What the platform and a brand read of the commission invoices: the list (every brand's, or the
 * brand's own), and a cleared invoice's documents: ZATCA's cleared XML and the PDF/A-3 with it
 * embedded. Another brand's invoice is not found; one not cleared yet has no documents (409).
 */

const repo = (ctx: RequestContext) => new CommissionInvoicesRepository(ctx.db);

export const commissionInvoicesService: ServiceOf<typeof commissionInvoices> = {
  list: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).page(q),
  exportRows: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).batches(q),
  options: (ctx) =>
    optionsFromList(
      repo(ctx).list(ctx.scope, ctx.locale, {}),
      { key: 'month', direction: 'desc' },
      (row) => row.number,
    ),
  show: (ctx, id) => repo(ctx).find(ctx.scope, ctx.locale, id),
};

/** A cleared invoice of the caller's tenant: its number and the XML ZATCA cleared. */
export async function clearedInvoice(db: Database, scope: Scope, id: number) {
  const invoice = await new CommissionInvoicesRepository(db).document(scope, id);
  if (!invoice) throw notFound();
  if (invoice.status !== 'cleared' || !invoice.cleared_xml || !invoice.issued_at)
    throw new AppError(409, 'commission_invoices.not_cleared');
  return { ...invoice, cleared_xml: invoice.cleared_xml, issued_at: invoice.issued_at };
}

/** The PDF/A-3 of a cleared invoice of the caller's tenant. */
export async function clearedInvoicePdf(db: Database, scope: Scope, id: number) {
  const invoice = await clearedInvoice(db, scope, id);
  const month = String(invoice.month).slice(0, 7);
  const seller = await platformSeller(db, 'en');
  const brand = await db
    .selectFrom('brands')
    .select('brand_en')
    .where('id', '=', invoice.brand_id)
    .executeTakeFirstOrThrow();
  const pdf = await commissionInvoicePdf({
    clearedXml: invoice.cleared_xml,
    number: invoice.number,
    month,
    monthNames: { ar: monthName(month, 'ar'), en: monthName(month, 'en') },
    ordersCount: invoice.orders_count,
    issuedAt: invoice.issued_at,
    sellerNameEn: seller?.name_en ?? '',
    buyerNameEn: brand.brand_en,
  });
  return { number: invoice.number, pdf };
}
