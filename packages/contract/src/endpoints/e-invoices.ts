import { z } from 'zod';
import {
  ZATCA_ENVIRONMENTS,
  zatcaDocumentRecord,
  zatcaEnvironmentInput,
  zatcaOnboardInput,
  zatcaRenewInput,
  zatcaSummary,
  zatcaUnitRecord,
} from '../resources/e-invoices.ts';
import { orders } from '../resources/orders.ts';
import { dataRead, endpoint, pathId, recordStep, writeBody } from './endpoint.ts';

/** E-invoicing (issue 29): onboarding a branch, renewal, the brand's environment, the compliance figures, an order's documents. */

/** The compliance page's figures: the platform's, or the vendor's own brand. */
export const zatcaSummaryRead = dataRead('/zatca/summary', ['admin', 'vendor'], zatcaSummary);

/** Onboard a branch as an e-invoice generation unit with the OTP from the Fatoora portal. */
export const zatcaOnboard = recordStep(
  '/branches/:id/zatca-unit',
  ['admin', 'vendor'],
  zatcaOnboardInput,
  zatcaUnitRecord,
);

/** A new production certificate for a unit (before its certificate expires), with a new OTP. */
export const zatcaRenew = recordStep(
  '/zatca-units/:id/renew',
  ['admin', 'vendor'],
  zatcaRenewInput,
  zatcaUnitRecord,
);

/** The ZATCA environment a brand's branches onboard with from now on. */
export const zatcaEnvironment = endpoint({
  method: 'PUT',
  path: '/zatca/environment',
  userTypes: ['admin', 'vendor'],
  body: zatcaEnvironmentInput,
  responses: {
    200: writeBody(z.object({ brand_id: z.number().int(), environment: z.enum(ZATCA_ENVIRONMENTS) })),
  },
});

/** The e-invoicing documents of an order (its tax invoice, any credit note), with ZATCA's answer. */
export const orderEInvoices = dataRead(
  '/orders/:id/e-invoices',
  [...orders.userTypes, 'client'],
  z.array(zatcaDocumentRecord),
);

/** The path parameters of one document of an order. */
export const orderEInvoiceParams = z.object({ id: pathId, document: pathId.describe('The document id') });

/** One document of an order as ZATCA has it: the signed UBL 2.1 XML (`application/xml`). */
export const orderEInvoiceXmlPath = '/orders/:id/e-invoices/:document/xml';
