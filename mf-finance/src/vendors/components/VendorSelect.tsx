// Picks a vendor: searched by the database (name, e-mail, phone, tax id) as the person types (the
// document-screen kit's party picker over list_vendors).
import { PartySelect } from '../../documents-shared/components/PartySelect';
import type { PartySelectProps, PartySelectScreen } from '../../documents-shared/components/PartySelect';
import { useVendorList } from '../data/vendor-list-query';
import type { VendorListRow } from '../data/vendor-list-query';

const VENDORS: PartySelectScreen<VendorListRow> = { noun: 'vendor', useList: useVendorList };

export function VendorSelect(props: PartySelectProps<VendorListRow>) {
  return <PartySelect screen={VENDORS} {...props} />;
}
