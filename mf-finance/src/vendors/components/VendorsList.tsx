// The Vendors tab: the document-screen kit's party list over list_vendors with the vendors'
// default expense account, 1099 flag and bill count; a row opens the vendor's drawer; "Bills"
// filters the Bills tab to the vendor.
import { PartiesList } from '../../documents-shared/components/PartiesList';
import type { PartiesScreen } from '../../documents-shared/components/PartiesList';
import { useVendorList } from '../data/vendor-list-query';
import type { VendorListRow } from '../data/vendor-list-query';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form, account picker and zod schema) loads on first open.
const VendorDrawer = lazyPanel(() => import('./VendorDrawer').then((module) => module.VendorDrawer));

const VENDORS_SCREEN: PartiesScreen<VendorListRow> = {
  noun: 'vendor',
  documents: 'bills',
  useList: useVendorList,
  columns: [
    { key: 'account', title: 'Default account', hiddenByDefault: true, value: (row) => row.default_expense_account_label ?? '' },
    { key: 'is_1099', title: '1099', value: (row) => (row.is_1099 ? 'Yes' : '') },
    { key: 'bill_count', title: 'Bills', align: 'right', value: (row) => row.bill_count ?? 0 },
  ],
  preloadDrawer: VendorDrawer.preload,
  drawer: (state, readOnly, onClose) => (
    <VendorDrawer opened={state !== null} state={state?.mode === 'edit' ? { mode: 'edit', vendor: state.row } : state} readOnly={readOnly} onClose={onClose} />
  ),
};

export function VendorsList() {
  return <PartiesList screen={VENDORS_SCREEN} />;
}
