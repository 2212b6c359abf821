// The Invoices tab: the document-screen kit's list with the invoices' columns (number, issue
// date, customer; terms hidden), the customer filter and New invoice.
import { Button, formatMoney } from '@missionbase/ui';
import { CustomerSelect } from '../../customers/components/CustomerSelect';
import { DocumentsList } from '../../documents-shared/components/DocumentsList';
import type { DocumentListScreen } from '../../documents-shared/components/DocumentsList';
import { stateLabel } from '../../documents-shared/utils/document-state';
import { INVOICE_KIND } from '../invoice-kind';
import type { InvoiceTypes } from '../invoice-kind';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The editor (its form, line editor, pickers and zod schema) loads on first open.
const InvoiceEditorDrawer = lazyPanel(() => import('./InvoiceEditorDrawer').then((module) => module.InvoiceEditorDrawer));

const INVOICES_SCREEN: DocumentListScreen<InvoiceTypes> = {
  documentKind: INVOICE_KIND,
  columns: {
    leading: [
      { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.invoice_number },
      { key: 'date', title: 'Issued', sortable: true, width: 112, value: (row) => row.issue_date },
      { key: 'customer', title: 'Customer', sortable: true, value: (row) => row.customer_name },
    ],
    afterStatus: [],
    afterFund: [{ key: 'terms', title: 'Terms', hiddenByDefault: true, value: (row) => row.terms ?? '' }],
  },
  party: (row) => ({ id: row.customer_id, name: row.customer_name ?? '' }),
  rowLabel: (row) => `Invoice ${row.invoice_number ?? ''} to ${row.customer_name ?? ''}, ${stateLabel(row.state)}, ${formatMoney(row.total)}`,
  openWord: 'open',
  searchLabel: 'Search number, customer or notes',
  partyPicker: (value, onChange, currentName) => <CustomerSelect aria-label="Customer" placeholder="Any customer" value={value} currentName={currentName} onChange={onChange} />,
};

export function InvoicesList() {
  return (
    <DocumentsList
      screen={INVOICES_SCREEN}
      slots={{
        buttons: ({ create }) => <Button type="primary" onClick={create} onPointerEnter={InvoiceEditorDrawer.preload} onFocus={InvoiceEditorDrawer.preload}>New invoice</Button>,
        drawers: ({ creating, closeCreate, openRecord }) => (
          <InvoiceEditorDrawer opened={creating} state={creating ? { mode: 'new' } : null} onClose={closeCreate} onSaved={openRecord} />
        ),
      }}
    />
  );
}
