// A customer in the kit's RecordDrawer [13.5, 13.6]: contact details, and for a saved customer the
// open and overdue balances from SQL and the statement of open invoices (PDF or e-mail).
import { useMemo } from 'react';
import { Descriptions, Form, Input, RecordDrawer, formatMoney } from '@missionbase/ui';
import { useSaveCustomer } from '../data/customer-save-mutation';
import type { CustomerListRow } from '../data/customer-list-query';
import { CustomerStatementButton } from './CustomerStatementButton';
import { NEW_CUSTOMER_VALUES, customerFormSchema, customerValuesOf } from '../utils/customer-form';
import type { CustomerFormOutput, CustomerFormValues } from '../utils/customer-form';

export type CustomerDrawerState = { mode: 'new' } | { mode: 'edit'; customer: CustomerListRow };

export function CustomerDrawer({ state, readOnly, onClose }: { state: CustomerDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const save = useSaveCustomer();
  const editing = state?.mode === 'edit' ? state.customer : null;
  const initialValues = useMemo<CustomerFormValues>(() => (editing ? customerValuesOf(editing) : NEW_CUSTOMER_VALUES), [editing]);
  return (
    <RecordDrawer<CustomerFormValues, CustomerFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? editing.name : 'New customer'}
      open={state !== null}
      onClose={onClose}
      schema={customerFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ customerId: editing?.id ?? null, values });
      }}
      errorMap={{ email: 'email', name: 'name' }}
      successMessage={editing ? 'Customer saved' : 'Customer added'}
      readOnly={readOnly}
      width={560}
    >
      {editing ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
          { key: 'open', label: 'Open balance', children: formatMoney(editing.open_balance) },
          { key: 'overdue', label: 'Overdue', children: formatMoney(editing.overdue_balance) },
          { key: 'count', label: 'Invoices', children: String(editing.invoice_count) },
        ]} />
      ) : null}
      {editing ? <CustomerStatementButton customer={editing} canEmail={!readOnly} /> : null}
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label="E-mail" extra="Invoices are e-mailed here.">
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input type="tel" autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="address" label="Billing address">
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
