import * as endpoints from '@sufra/contract/endpoints/e-invoices';
import {
  zatcaDocumentRecord,
  zatcaDocuments,
  zatcaSummary,
  zatcaUnitRecord,
  zatcaUnits,
} from '@sufra/contract/resources/e-invoices';
import { orders } from '@sufra/contract/resources/orders';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParam, parseInput, recordWrite, route, writeAnswer } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import {
  complianceSummary,
  documentsService,
  onboard,
  orderDocuments,
  orderDocumentXml,
  renew,
  setEnvironment,
  unitsService,
} from './e-invoices.service.ts';
import type { ZatcaApiOf } from './onboarding.ts';
import { zatcaApiFor } from './zatca-connection.ts';

const tags = ['e-invoicing'];
const xmlSummary =
  'One e-invoicing document of the order (its simplified tax invoice or a credit note) as ZATCA has it: the signed UBL 2.1 XML';

/**
 * E-invoicing (issue 29): the units and documents lists (with export), the compliance figures,
 * onboarding a branch and renewing a unit's certificate with the Fatoora portal's OTP, the brand's
 * environment, and an order's documents (JSON) and their XML for its staff and its customer.
 */
export function registerEInvoiceRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const apiOf: ZatcaApiOf = (environment) => zatcaApiFor(deps, environment);
  registerResource(app, zatcaUnits, unitsService);
  registerResource(app, zatcaDocuments, documentsService);

  for (const userType of endpoints.zatcaSummaryRead.userTypes) {
    route(app, userType, {
      endpoint: endpoints.zatcaSummaryRead,
      access: { permission: 'read-reports' },
      tags,
      summary:
        'The compliance figures: units and their certificates, documents by where they are with ZATCA, the oldest unreported and the alerts (the platform’s, or the vendor’s brand)',
      operation: 'summary',
      handler: async (request) => ({ data: serialize(zatcaSummary, await complianceSummary(request.ctx())) }),
    });

    route(app, userType, {
      endpoint: endpoints.zatcaOnboard,
      access: { permission: 'update-branches' },
      tags,
      summary:
        'Onboard the branch as an e-invoice generation unit with the one-time password from the Fatoora portal: its key and CSR are made here, the compliance CSID got, the compliance checks passed, the production CSID got (ZATCA unreachable: 503, nothing changed)',
      operation: 'onboard',
      errors: [503],
      labels: zatcaUnits.labels,
      handler: async (request) => {
        const { ctx, id, input } = recordWrite(request, endpoints.zatcaOnboard.body, zatcaUnits.labels);
        const unit = await onboard(deps, ctx, id, input, apiOf);
        return writeAnswer(zatcaUnitRecord, unit, request.t('einvoicing.onboarded'));
      },
    });

    route(app, userType, {
      endpoint: endpoints.zatcaRenew,
      access: { permission: 'update-branches' },
      tags,
      summary:
        'Renew the unit’s production certificate with a new one-time password: a new key and CSR (ZATCA unreachable: 503, nothing changed)',
      operation: 'renew',
      errors: [503],
      labels: zatcaUnits.labels,
      handler: async (request) => {
        const { ctx, id, input } = recordWrite(request, endpoints.zatcaRenew.body, zatcaUnits.labels);
        const unit = await renew(deps, ctx, id, input.otp, apiOf);
        return writeAnswer(zatcaUnitRecord, unit, request.t('einvoicing.renewed'));
      },
    });

    route(app, userType, {
      endpoint: endpoints.zatcaEnvironment,
      access: { permission: 'update-branches' },
      tags,
      summary:
        'The ZATCA environment the brand’s branches onboard with from now on (the admin names the brand; onboarded units keep theirs)',
      operation: 'environment',
      labels: zatcaUnits.labels,
      handler: async (request) => {
        const ctx = request.ctx();
        const input = parseInput(endpoints.zatcaEnvironment.body, request.body, zatcaUnits.labels);
        const data = await setEnvironment(ctx, input);
        return { message: request.t('einvoicing.environment_saved'), data };
      },
    });
  }

  for (const userType of orders.userTypes) {
    route(app, userType, {
      endpoint: endpoints.orderEInvoices,
      access: { permission: 'read-orders' },
      tags: ['orders'],
      summary:
        'The e-invoicing documents of an order (its simplified tax invoice, any credit note), each with where it is with ZATCA and ZATCA’s warnings and errors',
      operation: 'eInvoices',
      handler: async (request) => {
        const ctx = request.ctx();
        const documents = await orderDocuments(ctx.db, ctx.locale, ctx.scope, idParam(request));
        return { data: serialize(z.array(zatcaDocumentRecord), documents) };
      },
    });
    xmlRoute(app, userType, 'read-orders');
  }
  route(app, 'client', {
    endpoint: endpoints.orderEInvoices,
    access: { authenticated: true },
    tags: ['client-orders'],
    summary: 'The e-invoicing documents of one of the customer’s orders',
    operation: 'eInvoices',
    handler: async (request) => {
      const ctx = request.clientCtx();
      const scope = { kind: 'client', clientId: ctx.client.clientId } as const;
      const documents = await orderDocuments(ctx.db, ctx.locale, scope, idParam(request));
      return { data: serialize(z.array(zatcaDocumentRecord), documents) };
    },
  });
  xmlRoute(app, 'client', undefined);
}

/** `GET …/orders/{id}/e-invoices/{document}/xml`: the signed XML, as an attachment. */
function xmlRoute(
  app: FastifyInstance,
  userType: 'admin' | 'vendor' | 'branch' | 'client',
  permission?: 'read-orders',
) {
  route(app, userType, {
    method: 'GET',
    path: endpoints.orderEInvoiceXmlPath,
    access: permission ? { permission } : { authenticated: true },
    tags: userType === 'client' ? ['client-orders'] : ['orders'],
    summary: xmlSummary,
    operation: 'eInvoiceXml',
    params: endpoints.orderEInvoiceParams,
    responses: { 200: z.string().describe('The signed UBL 2.1 document') },
    produces: ['application/xml'],
    handler: async (request, reply: FastifyReply) => {
      const scope =
        userType === 'client'
          ? ({ kind: 'client', clientId: request.clientCtx().client.clientId } as const)
          : request.ctx().scope;
      const document = await orderDocumentXml(
        app.deps,
        request.locale,
        scope,
        idParam(request),
        idParam(request, 'document'),
      );
      const name = `${document.number.replace(/[^\w.-]/g, '_')}.xml`;
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(document.xml);
    },
  });
}
