// Invoices (/app/finance/invoices): the document kit's page with the Invoices tab, the Customers
// tab and the AR aging tab, and an invoice's own page at /app/finance/invoices/<id>.
import { lazy } from 'react';
import { DocumentsPage } from '../documents-shared/components/DocumentsPage';
import type { DocumentsPageScreen } from '../documents-shared/components/DocumentsPage';
import { InvoicesList } from './components/InvoicesList';
import { INVOICE_KIND } from './invoice-kind';
import type { InvoiceTypes } from './invoice-kind';

const loadCustomersList = () => import('../customers/components/CustomersList');

const INVOICES_PAGE: DocumentsPageScreen<InvoiceTypes> = {
  documentKind: INVOICE_KIND,
  description: 'What customers and grantors owe: issue invoices, record their payments, follow what is overdue.',
  List: InvoicesList,
  parties: { load: loadCustomersList, List: lazy(() => loadCustomersList().then((module) => ({ default: module.CustomersList }))) },
  agingLabel: 'AR aging',
  RecordPage: lazy(() => import('./components/InvoiceDetailPage').then((module) => ({ default: module.InvoiceDetailPage }))),
};

export function InvoicesPage() {
  return <DocumentsPage screen={INVOICES_PAGE} />;
}

export default InvoicesPage;
