import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';
import { EINVOICING_USER_TYPES, zatcaDocumentsKey, zatcaUnitsKey } from './keys.ts';

const DocumentsPage = lazyPage(() => import('./compliance-pages.tsx'), 'EInvoiceDocumentsPage');
const UnitsPage = lazyPage(() => import('./compliance-pages.tsx'), 'EInvoiceUnitsPage');

/**
 * E-invoicing with ZATCA (issue 29): one compliance page for the platform and for each brand, its
 * figures above two tabs, the documents issued (read-reports) and the branches' units (read-branches),
 * each the generic list with its filters, export and drawer. One sidebar link, to the documents.
 */
export const eInvoicingManifest: FeatureManifest = {
  pages: [
    {
      path: zatcaDocumentsKey.route,
      titleKey: 'routes.e_invoicing',
      permission: `read-${zatcaDocumentsKey.resource.permission}`,
      userTypes: EINVOICING_USER_TYPES,
      element: <DocumentsPage />,
      nav: { section: 'report', icon: <SafetyCertificateOutlined /> },
    },
    {
      path: zatcaUnitsKey.route,
      titleKey: 'routes.e_invoicing_units',
      permission: `read-${zatcaUnitsKey.resource.permission}`,
      userTypes: EINVOICING_USER_TYPES,
      element: <UnitsPage />,
    },
  ],
};
