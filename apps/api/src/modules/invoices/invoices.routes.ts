import { invoice } from '@sufra/contract/endpoints/orders';
import { orderInvoice as invoiceBody } from '@sufra/contract/invoice';
import { orders } from '@sufra/contract/resources/orders';
import type { FastifyInstance } from 'fastify';
import { idParam, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { signUnitDocuments } from '../zatca/issuing.ts';
import { orderInvoice } from './invoices.service.ts';

const summary =
  'The simplified tax invoice of a handed-over order: bilingual seller, lines and totals, and the ZATCA phase-1 QR (Base64 TLV)';

/** The tax invoice of an order for the platform, the brand, the branch, and the customer who placed it. */
export function registerInvoiceRoutes(app: FastifyInstance): void {
  const signPending = (unitId: number) => signUnitDocuments(app.deps, unitId);
  for (const userType of orders.userTypes) {
    route(app, userType, {
      endpoint: invoice,
      access: { permission: 'read-orders' },
      tags: ['orders'],
      summary,
      operation: 'invoice',
      handler: async (request) => {
        const ctx = request.ctx();
        return {
          data: serialize(invoiceBody, await orderInvoice(ctx.db, ctx.scope, idParam(request), signPending)),
        };
      },
    });
  }
  route(app, 'client', {
    endpoint: invoice,
    access: { authenticated: true },
    tags: ['client-orders'],
    summary,
    operation: 'invoice',
    handler: async (request) => {
      const ctx = request.clientCtx();
      const scope = { kind: 'client', clientId: ctx.client.clientId } as const;
      return {
        data: serialize(invoiceBody, await orderInvoice(ctx.db, scope, idParam(request), signPending)),
      };
    },
  });
}
