// Bills (/app/finance/bills): the document kit's page with the Bills tab (Pay bills for one or a
// batch), the Vendors tab and the AP aging tab, and a bill's own page at /app/finance/bills/<id>.
import { lazy } from 'react';
import { DocumentsPage } from '../documents-shared/components/DocumentsPage';
import type { DocumentsPageScreen } from '../documents-shared/components/DocumentsPage';
import { BillsList } from './components/BillsList';
import { BILL_KIND } from './bill-kind';
import type { BillTypes } from './bill-kind';

const loadVendorsList = () => import('../vendors/components/VendorsList');

const BILLS_PAGE: DocumentsPageScreen<BillTypes> = {
  documentKind: BILL_KIND,
  description: "What the organization owes its vendors: enter and approve bills, attach the vendor's document, pay one or a batch.",
  List: BillsList,
  parties: { load: loadVendorsList, List: lazy(() => loadVendorsList().then((module) => ({ default: module.VendorsList }))) },
  agingLabel: 'AP aging',
  RecordPage: lazy(() => import('./components/BillDetailPage').then((module) => ({ default: module.BillDetailPage }))),
};

export function BillsPage() {
  return <DocumentsPage screen={BILLS_PAGE} />;
}

export default BillsPage;
