import type { ResourceDef } from '@sufra/contract/resource';
import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import type { RequestContext } from '../../core/http/context.ts';
import type { ListQuery, ListQueryOf } from '../../core/lists/list-query.ts';
import { ReportsRepository } from './reports.repository.ts';

/** What a report's routes call: a page of rows with the total, or every row (exports). */
export interface ReportService<Q extends ListQuery> {
  list(ctx: RequestContext, q: Q): Promise<{ rows: unknown[]; total: number }>;
  listAll(ctx: RequestContext, q: Q): Promise<unknown[]>;
  /** Every row in batches, with no cap: what the export streams. */
  exportRows(ctx: RequestContext, q: Q): AsyncIterable<readonly unknown[]>;
}

export interface Report<D extends ResourceDef> {
  def: D;
  service: ReportService<ListQueryOf<D>>;
}

const reports = (ctx: RequestContext) => new ReportsRepository(ctx.db, ctx.locale);

/** What one report of the repository gives for a query: its page, every row (capped) and batches. */
interface ReportReads<Q> {
  page(q: Q): Promise<{ rows: unknown[]; total: number }>;
  all(q: Q): Promise<unknown[]>;
  batches(q: Q): AsyncIterable<readonly unknown[]>;
}

/** A report's service: its list, every row and export, all from the same reads of the repository. */
function reportService<Q extends ListQuery>(
  reads: (ctx: RequestContext, q: Q) => ReportReads<Q>,
): ReportService<Q> {
  return {
    list: (ctx, q) => reads(ctx, q).page(q),
    listAll: (ctx, q) => reads(ctx, q).all(q),
    exportRows: (ctx, q) => reads(ctx, q).batches(q),
  };
}

/** The three reports: each reads the caller's tenant only (the repository puts the scope in its SQL). */
export const REPORTS = {
  clients: {
    def: clientsReport,
    service: reportService<ListQueryOf<typeof clientsReport>>((ctx, q) =>
      reports(ctx).clients(ctx.scope, q.filters),
    ),
  },
  vendors: {
    def: vendorsReport,
    service: reportService<ListQueryOf<typeof vendorsReport>>((ctx, q) =>
      reports(ctx).vendors(ctx.scope, q.filters),
    ),
  },
  commission: {
    def: commissionReport,
    service: reportService<ListQueryOf<typeof commissionReport>>((ctx, q) =>
      reports(ctx).commission(ctx.scope, q.filters),
    ),
  },
} as const satisfies {
  clients: Report<typeof clientsReport>;
  vendors: Report<typeof vendorsReport>;
  commission: Report<typeof commissionReport>;
};
