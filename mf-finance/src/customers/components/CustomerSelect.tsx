// Picks a customer: searched by the database (name, e-mail, phone) as the person types (the
// document-screen kit's party picker over list_customers).
import { PartySelect } from '../../documents-shared/components/PartySelect';
import type { PartySelectProps, PartySelectScreen } from '../../documents-shared/components/PartySelect';
import { useCustomerList } from '../data/customer-list-query';
import type { CustomerListRow } from '../data/customer-list-query';

const CUSTOMERS: PartySelectScreen<CustomerListRow> = { noun: 'customer', useList: useCustomerList };

export function CustomerSelect(props: PartySelectProps<CustomerListRow>) {
  return <PartySelect screen={CUSTOMERS} {...props} />;
}
