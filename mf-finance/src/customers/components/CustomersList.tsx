// The Customers tab: the document-screen kit's party list over list_customers with the
// customers' invoice count; a row opens the customer's drawer; "Invoices" filters the Invoices tab
// to the customer.
import { PartiesList } from '../../documents-shared/components/PartiesList';
import type { PartiesScreen } from '../../documents-shared/components/PartiesList';
import { useCustomerList } from '../data/customer-list-query';
import type { CustomerListRow } from '../data/customer-list-query';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form and zod schema) loads on first open.
const CustomerDrawer = lazyPanel(() => import('./CustomerDrawer').then((module) => module.CustomerDrawer));

const CUSTOMERS_SCREEN: PartiesScreen<CustomerListRow> = {
  noun: 'customer',
  documents: 'invoices',
  useList: useCustomerList,
  columns: [{ key: 'invoice_count', title: 'Invoices', align: 'right', value: (row) => row.invoice_count ?? 0 }],
  preloadDrawer: CustomerDrawer.preload,
  drawer: (state, readOnly, onClose) => (
    <CustomerDrawer opened={state !== null} state={state?.mode === 'edit' ? { mode: 'edit', customer: state.row } : state} readOnly={readOnly} onClose={onClose} />
  ),
};

export function CustomersList() {
  return <PartiesList screen={CUSTOMERS_SCREEN} />;
}
