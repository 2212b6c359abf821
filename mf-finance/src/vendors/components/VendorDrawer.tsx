// A vendor in the document-screen kit's party drawer: contact details, tax id, default
// expense account, the 1099 flag, and for a saved vendor the open and overdue balances from SQL.
import { useMemo } from 'react';
import { Checkbox, Form, Input } from '@missionbase/ui/forms';
import { AccountPicker } from '@missionbase/ui/pickers';
import { PartyDrawer } from '../../documents-shared/components/PartyDrawer';
import { useSaveVendor } from '../data/vendor-save-mutation';
import type { VendorListRow } from '../data/vendor-list-query';
import type { SavedParty } from '../../documents-shared/components/PartiesList';
import { NEW_VENDOR_VALUES, vendorFormSchema, vendorValuesOf } from '../utils/vendor-form';
import type { VendorFormOutput, VendorFormValues } from '../utils/vendor-form';

export type VendorDrawerState = { mode: 'new' } | { mode: 'edit'; vendor: SavedParty<VendorListRow> };

export function VendorDrawer({ state, readOnly, onClose }: { state: VendorDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const save = useSaveVendor();
  const editing = state?.mode === 'edit' ? state.vendor : null;
  const initialValues = useMemo<VendorFormValues>(() => (editing ? vendorValuesOf(editing) : NEW_VENDOR_VALUES), [editing]);
  return (
    <PartyDrawer<VendorListRow, VendorFormValues, VendorFormOutput>
      noun="vendor"
      editing={editing}
      open={state !== null}
      readOnly={readOnly}
      onClose={onClose}
      schema={vendorFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ vendorId: editing?.id ?? null, values });
      }}
      errorMap={{ email: 'email', name: 'name', tax_id: 'taxId', 'default account': 'defaultExpenseAccountId' }}
      documents={{ title: 'Bills', count: (row) => row.bill_count ?? 0 }}
      addressLabel="Remit-to address"
      extraFields={
        <>
          <Form.Item name="defaultExpenseAccountId" label="Default expense account" extra="Bill lines without an account are debited here.">
            <AccountPicker aria-label="Default expense account" categories={['Expenses', 'Assets']} />
          </Form.Item>
          <Form.Item name="is1099" valuePropName="checked">
            <Checkbox>Gets a 1099 (contractor or service provider)</Checkbox>
          </Form.Item>
          <Form.Item name="taxId" label="Tax id (EIN or SSN)">
            <Input autoComplete="off" maxLength={20} />
          </Form.Item>
        </>
      }
    />
  );
}
