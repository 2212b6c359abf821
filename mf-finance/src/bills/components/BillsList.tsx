// The Bills tab: the document-screen kit's list with the bills' columns (number, bill
// date, vendor; vendor's reference and attachment hidden), the vendor filter, and New
// bill and Pay bills (one or a batch of due bills).
import { useState } from 'react';
import { Button, formatMoney } from '@missionbase/ui';
import { DocumentsList } from '../../documents-shared/components/DocumentsList';
import type { DocumentListScreen } from '../../documents-shared/components/DocumentsList';
import { stateLabel } from '../../documents-shared/utils/document-state';
import { VendorSelect } from '../../vendors/components/VendorSelect';
import { BILL_KIND } from '../bill-kind';
import type { BillTypes } from '../bill-kind';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The editor and Pay bills (their forms, pickers and zod schemas) load on first open.
const BillEditorDrawer = lazyPanel(() => import('./BillEditorDrawer').then((module) => module.BillEditorDrawer));
const PayBillsDrawer = lazyPanel(() => import('./PayBillsDrawer').then((module) => module.PayBillsDrawer));

const BILLS_SCREEN: DocumentListScreen<BillTypes> = {
  documentKind: BILL_KIND,
  columns: {
    leading: [
      { key: 'number', title: 'Number', sortable: true, width: 110, value: (row) => row.bill_number },
      { key: 'date', title: 'Bill date', sortable: true, width: 112, value: (row) => row.bill_date },
      { key: 'vendor', title: 'Vendor', sortable: true, value: (row) => row.vendor_name },
      { key: 'reference', title: 'Vendor ref.', hiddenByDefault: true, value: (row) => row.vendor_reference ?? '' },
    ],
    afterStatus: [{ key: 'attachment', title: 'Attachment', hiddenByDefault: true, value: (row) => row.attachment_name ?? '' }],
    afterFund: [],
  },
  party: (row) => ({ id: row.vendor_id, name: row.vendor_name ?? '' }),
  rowLabel: (row) => `Bill ${row.bill_number ?? ''} from ${row.vendor_name ?? ''}, ${stateLabel(row.state)}, ${formatMoney(row.total)}`,
  openWord: 'to pay',
  searchLabel: 'Search number, vendor, reference or notes',
  partyPicker: (value, onChange, currentName) => <VendorSelect aria-label="Vendor" placeholder="Any vendor" value={value} currentName={currentName} onChange={onChange} />,
};

export function BillsList() {
  const [paying, setPaying] = useState(false);
  return (
    <DocumentsList
      screen={BILLS_SCREEN}
      slots={{
        buttons: ({ create }) => (
          <>
            <Button type="primary" onClick={create} onPointerEnter={BillEditorDrawer.preload} onFocus={BillEditorDrawer.preload}>New bill</Button>
            <Button onClick={() => setPaying(true)} onPointerEnter={PayBillsDrawer.preload} onFocus={PayBillsDrawer.preload}>Pay bills</Button>
          </>
        ),
        drawers: ({ creating, closeCreate, openRecord }) => (
          <>
            <BillEditorDrawer opened={creating} state={creating ? { mode: 'new' } : null} onClose={closeCreate} onSaved={openRecord} />
            <PayBillsDrawer opened={paying} open={paying} onClose={() => setPaying(false)} />
          </>
        ),
      }}
    />
  );
}
