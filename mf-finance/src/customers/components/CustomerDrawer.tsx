// A customer in the document-screen kit's party drawer: contact details, and for a
// saved customer the open and overdue balances from SQL and the statement of open invoices (PDF or
// e-mail).
import { useMemo } from 'react';
import { PartyDrawer } from '../../documents-shared/components/PartyDrawer';
import { useSaveCustomer } from '../data/customer-save-mutation';
import type { CustomerListRow } from '../data/customer-list-query';
import type { SavedParty } from '../../documents-shared/components/PartiesList';
import { CustomerStatementButton } from './CustomerStatementButton';
import { NEW_CUSTOMER_VALUES, customerFormSchema, customerValuesOf } from '../utils/customer-form';
import type { CustomerFormOutput, CustomerFormValues } from '../utils/customer-form';

export type CustomerDrawerState = { mode: 'new' } | { mode: 'edit'; customer: SavedParty<CustomerListRow> };

export function CustomerDrawer({ state, readOnly, onClose }: { state: CustomerDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const save = useSaveCustomer();
  const editing = state?.mode === 'edit' ? state.customer : null;
  const initialValues = useMemo<CustomerFormValues>(() => (editing ? customerValuesOf(editing) : NEW_CUSTOMER_VALUES), [editing]);
  return (
    <PartyDrawer<CustomerListRow, CustomerFormValues, CustomerFormOutput>
      noun="customer"
      editing={editing}
      open={state !== null}
      readOnly={readOnly}
      onClose={onClose}
      schema={customerFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ customerId: editing?.id ?? null, values });
      }}
      errorMap={{ email: 'email', name: 'name' }}
      documents={{ title: 'Invoices', count: (row) => row.invoice_count ?? 0 }}
      emailExtra="Invoices are e-mailed here."
      addressLabel="Billing address"
      afterBalances={(row) => <CustomerStatementButton customer={row} canEmail={!readOnly} />}
    />
  );
}
