import { zatcaDocuments, zatcaUnits } from '@sufra/contract/resources/e-invoices';
import { pageKey } from '../../components/feature-manifest.tsx';

/**
 * The compliance page's two lists, each a tab of it: the documents (its address `/e-invoicing`) and
 * the branches' units (`/e-invoicing/units`). Its pages and its manifest both read these.
 */
export const zatcaDocumentsKey = pageKey(zatcaDocuments, 'e-invoicing', 'resources.zatca_documents');
export const zatcaUnitsKey = pageKey(zatcaUnits, 'e-invoicing/units', 'resources.zatca_units');

/** Who has e-invoicing pages: the platform (every brand) and a brand manager (its own). */
export const EINVOICING_USER_TYPES = ['admin', 'vendor'] as const;
