import { permission } from '@sufra/contract/permissions';
import type { ResourceDef } from '@sufra/contract/resource';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listBody } from '../../core/http/openapi.ts';
import { route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { EXPORT_TYPES } from '../../core/lists/crud.ts';
import { mapBatches, sendExport } from '../../core/lists/export.ts';
import {
  allowedSorts,
  type ListQueryOf,
  pageMeta,
  parseExportQuery,
  parseListQuery,
} from '../../core/lists/list-query.ts';
import { exportQuerySchema, listQuerySchema } from '../../core/lists/list-query-schema.ts';
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
    route(app, userType, {
      method: 'GET',
      path: `/${def.name}`,
      access: { permission: read },
      tags: ['reports'],
      summary: `The ${key} report (page, per_page, sort, filter[…] as SPEC §7 names them); pagination=all gives its rows' { id, name }`,
      operation: `${key}.list`,
      query: listQuerySchema(def),
      responses: { 200: listBody(def.record) },
      handler: async (request) => {
        const ctx = request.ctx();
        const q = parseListQuery(request.query as Record<string, unknown>, def) as ListQueryOf<D> & {
          pagination?: 'all';
        };
        if (q.pagination === 'all') {
          const rows = (await service.listAll(ctx, q)).map(one);
          const seen = new Map(rows.map((row) => [row.id as number, { id: row.id, name: row.name }]));
          return { data: [...seen.values()] };
        }
        const { rows, total } = await service.list(ctx, q);
        return {
          data: rows.map(one),
          meta: pageMeta(q, total),
          allowed_sorts: allowedSorts(def, request.locale),
        };
      },
    });
    route(app, userType, {
      method: 'GET',
      path: `/${def.name}/export`,
      access: { permission: read },
      tags: ['reports'],
      summary: `Export the ${key} report as CSV or XLSX with the list's filters and sort`,
      operation: `${key}.export`,
      query: exportQuerySchema(def),
      responses: { 200: z.string() },
      produces: EXPORT_TYPES,
      // 429: the account has EXPORTS_AT_ONCE exports under way already.
      errors: [429],
      handler: async (request, reply) => {
        const ctx = request.ctx();
        const { format, ...q } = parseExportQuery(request.query as Record<string, unknown>, def);
        const rows = mapBatches(service.exportRows(ctx, q as ListQueryOf<D>), one);
        return sendExport(reply, {
          format,
          name: def.name.replace('/', '-'),
          locale: request.locale,
          rows,
          record: def.record,
          labels: def.labels,
        });
      },
    });
  }
}

export function registerReportRoutes(app: FastifyInstance): void {
  registerReport(app, 'clients', REPORTS.clients);
  registerReport(app, 'vendors', REPORTS.vendors);
  registerReport(app, 'commission', REPORTS.commission);
}
