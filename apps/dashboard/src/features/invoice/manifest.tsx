import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';

const InvoicePage = lazyPage(() => import('./invoice-page.tsx'), 'InvoicePage');

/** An order's tax invoice, opened from the order (no sidebar link). */
export const invoiceManifest: FeatureManifest = {
  pages: [
    {
      path: 'orders/:id/invoice',
      titleKey: 'invoice.page_title',
      permission: 'read-orders',
      element: <InvoicePage />,
    },
  ],
};
