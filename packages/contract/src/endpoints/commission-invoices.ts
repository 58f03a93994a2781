import {
  commissionMonthInput,
  commissionMonthResult,
  platformUnitInput,
  platformUnitRecord,
} from '../resources/commission-invoices.ts';
import { dataBody, endpoint, writeBody } from './endpoint.ts';

/** The platform's commission invoices (issue 29): its e-invoicing unit, issuing a month, the documents. */

/** The platform's e-invoice generation unit in use (null before an admin onboards it). */
export const platformUnitRead = endpoint({
  method: 'GET',
  path: '/commission-invoices/unit',
  userTypes: ['admin'],
  responses: { 200: dataBody(platformUnitRecord.nullable()) },
});

/** Onboard (or replace) the platform's unit with the OTP from the Fatoora portal. */
export const platformUnitOnboard = endpoint({
  method: 'POST',
  path: '/commission-invoices/unit',
  userTypes: ['admin'],
  body: platformUnitInput,
  responses: { 200: writeBody(platformUnitRecord) },
});

/** Issue a month's commission invoices now: one per brand with commission that month, once. */
export const commissionMonthIssue = endpoint({
  method: 'POST',
  path: '/commission-invoices/issue',
  userTypes: ['admin'],
  body: commissionMonthInput,
  responses: { 200: writeBody(commissionMonthResult) },
});

/** One invoice as ZATCA cleared it: the XML (`application/xml`). */
export const commissionInvoiceXmlPath = '/commission-invoices/:id/xml';
/** One invoice as a PDF/A-3 with the cleared XML embedded (`application/pdf`). */
export const commissionInvoicePdfPath = '/commission-invoices/:id/pdf';
