import { permission } from '@sufra/contract/permissions';
import type { ResourceDef } from '@sufra/contract/resource';
import type { FastifyInstance } from 'fastify';
import { serialize } from '../../core/http/serialize.ts';
import { listExportRoute, listPageRoute } from '../../core/lists/crud.ts';
import { mapBatches } from '../../core/lists/export.ts';
import { REPORTS, type Report } from './reports.service.ts';

/**
 * `GET /{admin|vendor}/reports/{clients|vendors|commission}` and `…/export`: the list and export
 * routes of a resource (core/lists/crud.ts), without show or writes. The query schema is the report's
 * declaration's, validated and documented alike.
 */
function registerReport<D extends ResourceDef>(app: FastifyInstance, key: string, report: Report<D>): void {
  const { def, service } = report;
  const read = permission('read', def.permission);
  const one = (row: unknown) => serialize(def.record, row) as Record<string, unknown>;
  for (const userType of def.userTypes) {
    listPageRoute(app, userType, def, {
      path: `/${def.name}`,
      access: { permission: read },
      tags: ['reports'],
      summary: `The ${key} report (page, per_page, sort, filter[…] as SPEC §7 names them); pagination=all gives its rows' { id, name }`,
      operation: `${key}.list`,
      all: async (ctx, q) => {
        const rows = (await service.listAll(ctx, q)).map(one);
        const seen = new Map(rows.map((row) => [row.id as number, { id: row.id, name: row.name }]));
        return [...seen.values()];
      },
      page: (ctx, q) => service.list(ctx, q),
    });
    listExportRoute(app, userType, def, {
      path: `/${def.name}/export`,
      access: { permission: read },
      tags: ['reports'],
      summary: `Export the ${key} report as CSV or XLSX with the list's filters and sort`,
      operation: `${key}.export`,
      name: def.name.replace('/', '-'),
      rows: (ctx, q) => mapBatches(service.exportRows(ctx, q), one),
    });
  }
}

export function registerReportRoutes(app: FastifyInstance): void {
  registerReport(app, 'clients', REPORTS.clients);
  registerReport(app, 'vendors', REPORTS.vendors);
  registerReport(app, 'commission', REPORTS.commission);
}
