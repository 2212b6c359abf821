// Picks a donor: searched by the database (name or e-mail, list_donors by name) as the person
// types, so an organization with thousands of donors never downloads them all (the document-screen
// kit's party picker).
import { PartySelect } from '../../documents-shared/components/PartySelect';
import type { PartySelectProps, PartySelectScreen } from '../../documents-shared/components/PartySelect';
import { useDonorList } from '../data/donor-list-query';
import type { DonorListRow } from '../data/donor-list-query';

function useDonorsByName(organizationId: string | null, params: { search?: string; limit: number; offset: number }) {
  return useDonorList(organizationId, { ...params, sort: 'name', direction: 'asc' });
}

const DONORS: PartySelectScreen<DonorListRow> = { noun: 'donor', useList: useDonorsByName };

export function DonorSelect(props: PartySelectProps<DonorListRow>) {
  return <PartySelect screen={DONORS} {...props} />;
}
