import { commissionInvoices } from '@sufra/contract/resources/commission-invoices';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its page and its manifest both read them, neither from the other. */
export const commissionInvoicesKey = pageKey(
  commissionInvoices,
  'commission-invoices',
  'resources.commission_invoices',
);
