import * as endpoints from '@sufra/contract/endpoints/commission-invoices';
import {
  commissionInvoices,
  commissionMonthResult,
  platformUnitRecord,
} from '@sufra/contract/resources/commission-invoices';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditRequest } from '../../core/http/http.ts';
import { idParam, parseInput, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { CommissionInvoicesRepository } from './commission-invoices.repository.ts';
import { clearInvoices, issueMonth, signInvoices } from './commission-invoices.service.ts';
import {
  clearedInvoice,
  clearedInvoicePdf,
  commissionInvoicesService,
} from './commission-invoices-documents.ts';
import { onboardPlatformUnit } from './commission-invoices-unit.ts';
import type { ZatcaApiOf } from './onboarding.ts';
import { unitSecrets } from './unit-secrets.ts';
import { zatcaApiFor } from './zatca-connection.ts';

const tags = ['commission-invoices'];
const fileName = (number: string, extension: string) => `${number.replace(/[^\w.-]/g, '_')}.${extension}`;

/**
 * The platform's commission invoices (issue 29): the list (every brand's for the platform, its own
 * for a brand) with export, each cleared invoice's XML and PDF/A-3; for the platform, its e-invoicing
 * unit (read, onboard with an OTP) and issuing a month now.
 */
export function registerCommissionInvoiceRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const apiOf: ZatcaApiOf = (environment) => zatcaApiFor(deps, environment);
  const now = () => deps.clock?.now() ?? new Date();

  route(app, 'admin', {
    endpoint: endpoints.platformUnitRead,
    access: { permission: 'read-settings' },
    tags,
    summary: 'The platform’s e-invoice generation unit in use (null before it is onboarded)',
    operation: 'unit',
    handler: async (request) => {
      const unit = await new CommissionInvoicesRepository(request.ctx().db).unitInUse(request.ctx().db);
      return { data: unit ? serialize(platformUnitRecord, unit) : null };
    },
  });

  route(app, 'admin', {
    endpoint: endpoints.platformUnitOnboard,
    access: { permission: 'update-settings' },
    tags,
    summary:
      'Onboard (or replace) the platform’s e-invoice generation unit with the one-time password from the Fatoora portal: its key and CSR are made here, the compliance CSID got, the standard documents’ compliance checks passed, the production CSID got (ZATCA unreachable: 503, nothing changed)',
    operation: 'onboard-unit',
    errors: [503],
    labels: commissionInvoices.labels,
    handler: async (request) => {
      const ctx = request.ctx();
      const input = parseInput(endpoints.platformUnitOnboard.body, request.body, commissionInvoices.labels);
      const secrets = await unitSecrets(deps);
      const { environment = 'stand-in', ...address } = input;
      const api = await apiOf(environment);
      const unit = await onboardPlatformUnit(ctx.db, secrets, api, environment, address, now());
      await auditRequest(request, {
        action: 'commission_invoices.unit_onboarded',
        entity: 'platform_zatca_units',
        entityId: unit.id,
      });
      return {
        message: request.t('commission_invoices.unit_onboarded'),
        data: serialize(platformUnitRecord, unit),
      };
    },
  });

  route(app, 'admin', {
    endpoint: endpoints.commissionMonthIssue,
    access: { permission: 'create-reports' },
    tags,
    summary:
      'Issue a month’s commission invoices now (one per brand with commission that month; those issued before stay as they are), sign them and send them for clearance',
    operation: 'issue',
    labels: commissionInvoices.labels,
    handler: async (request) => {
      const ctx = request.ctx();
      const { month } = parseInput(
        endpoints.commissionMonthIssue.body,
        request.body,
        commissionInvoices.labels,
      );
      const issued = await issueMonth(ctx.db, month, now());
      const secrets = await unitSecrets(deps);
      await signInvoices(ctx.db, secrets, now());
      await clearInvoices(ctx.db, secrets, apiOf, now);
      return {
        message: request.t('commission_invoices.issued', {
          month,
          created: issued.created,
          existing: issued.existing,
        }),
        data: serialize(commissionMonthResult, issued),
      };
    },
  });

  registerResource(app, commissionInvoices, commissionInvoicesService);

  for (const userType of commissionInvoices.userTypes) {
    route(app, userType, {
      method: 'GET',
      path: endpoints.commissionInvoiceXmlPath,
      access: { permission: 'read-reports' },
      tags,
      summary: 'A commission invoice as ZATCA cleared it: the UBL 2.1 XML (409 before it is cleared)',
      operation: 'xml',
      errors: [409],
      responses: { 200: z.string().describe('The cleared UBL 2.1 document') },
      produces: ['application/xml'],
      handler: async (request, reply) => {
        const ctx = request.ctx();
        const invoice = await clearedInvoice(ctx.db, ctx.scope, idParam(request));
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(invoice.number, 'xml')}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(invoice.cleared_xml);
      },
    });
    route(app, userType, {
      method: 'GET',
      path: endpoints.commissionInvoicePdfPath,
      access: { permission: 'read-reports' },
      tags,
      summary:
        'A commission invoice as a PDF/A-3 (bilingual) with the cleared XML embedded as its associated file (409 before it is cleared)',
      operation: 'pdf',
      errors: [409],
      responses: { 200: z.string().describe('PDF/A-3b') },
      produces: ['application/pdf'],
      handler: async (request, reply) => {
        const ctx = request.ctx();
        const { number, pdf } = await clearedInvoicePdf(ctx.db, ctx.scope, idParam(request));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName(number, 'pdf')}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    });
  }
}
