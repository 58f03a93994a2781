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

/** The three reports: each reads the caller's tenant only (the repository puts the scope in its SQL). */
export const REPORTS = {
  clients: {
    def: clientsReport,
    service: {
      list: (ctx, q) => reports(ctx).clients(ctx.scope, q.filters).page(q),
      listAll: (ctx, q) => reports(ctx).clients(ctx.scope, q.filters).all(q),
      exportRows: (ctx, q) => reports(ctx).clients(ctx.scope, q.filters).batches(q),
    },
  },
  vendors: {
    def: vendorsReport,
    service: {
      list: (ctx, q) => reports(ctx).vendors(ctx.scope, q.filters).page(q),
      listAll: (ctx, q) => reports(ctx).vendors(ctx.scope, q.filters).all(q),
      exportRows: (ctx, q) => reports(ctx).vendors(ctx.scope, q.filters).batches(q),
    },
  },
  commission: {
    def: commissionReport,
    service: {
      list: (ctx, q) => reports(ctx).commission(ctx.scope, q.filters).page(q),
      listAll: (ctx, q) => reports(ctx).commission(ctx.scope, q.filters).all(q),
      exportRows: (ctx, q) => reports(ctx).commission(ctx.scope, q.filters).batches(q),
    },
  },
} as const satisfies {
  clients: Report<typeof clientsReport>;
  vendors: Report<typeof vendorsReport>;
  commission: Report<typeof commissionReport>;
};
