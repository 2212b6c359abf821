// A vendor in the kit's RecordDrawer [13.8]: contact details, tax id, default expense account, the
// 1099 flag, and for a saved vendor the open and overdue balances from SQL.
import { useMemo } from 'react';
import { AccountPicker, Checkbox, Descriptions, Form, Input, RecordDrawer, formatMoney } from '@missionbase/ui';
import { useSaveVendor } from '../data/vendor-save-mutation';
import type { VendorListRow } from '../data/vendor-list-query';
import { NEW_VENDOR_VALUES, vendorFormSchema, vendorValuesOf } from '../utils/vendor-form';
import type { VendorFormOutput, VendorFormValues } from '../utils/vendor-form';

export type VendorDrawerState = { mode: 'new' } | { mode: 'edit'; vendor: VendorListRow };

export function VendorDrawer({ state, readOnly, onClose }: { state: VendorDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const save = useSaveVendor();
  const editing = state?.mode === 'edit' ? state.vendor : null;
  const initialValues = useMemo<VendorFormValues>(() => (editing ? vendorValuesOf(editing) : NEW_VENDOR_VALUES), [editing]);
  return (
    <RecordDrawer<VendorFormValues, VendorFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? editing.name : 'New vendor'}
      open={state !== null}
      onClose={onClose}
      schema={vendorFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ vendorId: editing?.id ?? null, values });
      }}
      errorMap={{ email: 'email', name: 'name', tax_id: 'taxId', "default account": 'defaultExpenseAccountId' }}
      successMessage={editing ? 'Vendor saved' : 'Vendor added'}
      readOnly={readOnly}
      width={560}
    >
      {editing ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
          { key: 'open', label: 'Open balance', children: formatMoney(editing.open_balance) },
          { key: 'overdue', label: 'Overdue', children: formatMoney(editing.overdue_balance) },
          { key: 'count', label: 'Bills', children: String(editing.bill_count) },
        ]} />
      ) : null}
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input type="tel" autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="address" label="Remit-to address">
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item name="defaultExpenseAccountId" label="Default expense account" extra="Bill lines without an account are debited here.">
        <AccountPicker aria-label="Default expense account" categories={['Expenses', 'Assets']} />
      </Form.Item>
      <Form.Item name="is1099" valuePropName="checked">
        <Checkbox>Gets a 1099 (contractor or service provider)</Checkbox>
      </Form.Item>
      <Form.Item name="taxId" label="Tax id (EIN or SSN)">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
