import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { documentsPage } from './documents-page.tsx';
import { unitsPage } from './units-page.tsx';
import './e-invoicing.css';

/** `/e-invoicing`: the compliance figures, then the documents issued. */
export function EInvoiceDocumentsPage() {
  return <ResourceListPage config={documentsPage} />;
}

/** `/e-invoicing/units`: the compliance figures, then the branches' units. */
export function EInvoiceUnitsPage() {
  return <ResourceListPage config={unitsPage} />;
}
