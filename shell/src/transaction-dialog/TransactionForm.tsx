// The transaction form inside the dialog: the fields of SPEC section 3 with their defaults, the
// amount filter and the account picker by type of section 5, and Save / Cancel. Saving writes the
// row, closes the dialog and toasts (section 8); no field is required, an empty amount saves 0.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Button } from '@missionbase/ui';
import { Form, Input, Select } from '@missionbase/ui/forms';
import { DatePicker } from '@missionbase/ui/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { businessDateError } from '@missionbase/domain/business-date';
import {
  TRANSACTION_TYPES,
  accountPickerTree,
  amountInputError,
  emptyTransactionForm,
  readPickerAccounts,
  readPickerProjects,
  sanitizeAmountInput,
  transactionFormFromRecord,
  transactionInsertFromForm,
  transactionWriteFromForm,
  type TransactionFormValues,
  type TransactionRecord,
} from '@missionbase/domain/transaction-form';
import { activeOrganizationIdAtom, organizationDataAtom, reloadActiveOrganizationData, sessionStore, useSessionValue, organizationToday } from '@missionbase/session';
import { useToast } from '@missionbase/ui';
import { AccountSelect } from './AccountSelect';
import { createTransaction, type MutationResult } from './data/transaction-create-mutation';
import { updateTransaction } from './data/transaction-update-mutation';
import { TRANSACTION_MESSAGES } from './transaction-messages';

const DATE_FORMAT = 'YYYY-MM-DD';

/** antd shows a Select's placeholder only for `undefined`. */
function placeholderWhenNull(value: string | null | undefined): { value: string | undefined } {
  return { value: value ?? undefined };
}

/** antd gives a cleared Select `undefined`; the row wants null. */
function nullWhenCleared(value: string | null | undefined): string | null {
  return value ?? null;
}

export interface TransactionFormProps {
  editing: boolean;
  /** The row being edited (null when adding, or when an edited row could not be found). */
  transaction: TransactionRecord | null;
  onDone: () => void;
}

export function TransactionForm({ editing, transaction, onDone }: TransactionFormProps) {
  const [form] = Form.useForm<TransactionFormValues>();
  const [initialValues] = useState<TransactionFormValues>(() =>
    transaction ? transactionFormFromRecord(transaction) : emptyTransactionForm(organizationToday()),
  );
  const [saving, setSaving] = useState(false);
  const organizationData = useSessionValue(organizationDataAtom);
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const toast = useToast();

  const accountTree = useMemo(
    () => accountPickerTree(readPickerAccounts(organizationData?.accounts), type, initialValues.accountId),
    [organizationData, type, initialValues.accountId],
  );
  const projectOptions = useMemo(
    () => readPickerProjects(organizationData?.projects).map((project) => ({ value: project.id, label: project.name })),
    [organizationData],
  );
  const missing = editing && transaction === null;

  function handleValuesChange(changed: Partial<TransactionFormValues>) {
    // SPEC section 4: changing type clears the chosen account (it belongs to another category).
    if ('type' in changed) form.setFieldValue('accountId', null);
  }

  // Enter in a single-line field must not submit a half-filled form: Save is the only submit.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  async function handleSave() {
    let values: TransactionFormValues;
    try {
      values = { ...initialValues, ...(await form.validateFields()) };
    } catch {
      return; // The amount's message shows under the field; the dialog keeps what was typed.
    }
    setSaving(true);
    const today = organizationToday();
    let result: MutationResult;
    try {
      if (editing && transaction) {
        result = await updateTransaction(transaction.id, transaction.organization_id, transactionWriteFromForm(values, today));
      } else {
        const organizationId = sessionStore.get(activeOrganizationIdAtom);
        result = organizationId
          ? await createTransaction(transactionInsertFromForm(values, organizationId, today))
          : { error: TRANSACTION_MESSAGES.noOrganization };
      }
    } catch (error) {
      // supabase-js reports server refusals in its result; this is the network itself failing.
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    setSaving(false);
    // SPEC section 8: the dialog closes either way.
    onDone();
    if (result.error !== null) {
      toast({
        title: editing ? TRANSACTION_MESSAGES.updateFailed : TRANSACTION_MESSAGES.createFailed,
        description: result.error || TRANSACTION_MESSAGES.unknownError,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: TRANSACTION_MESSAGES.successTitle, description: editing ? TRANSACTION_MESSAGES.updated : TRANSACTION_MESSAGES.created, variant: 'success' });
    void reloadActiveOrganizationData();
  }

  return (
    <Form<TransactionFormValues>
      form={form}
      name="transaction"
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={handleValuesChange}
      onKeyDown={handleKeyDown}
      requiredMark={false}
      disabled={saving || missing}
      data-testid="transaction-form"
    >
      {missing ? <Alert type="error" showIcon title={TRANSACTION_MESSAGES.notFound} style={{ marginBottom: 16 }} /> : null}
      <Form.Item<TransactionFormValues>
        label="Date"
        name="date"
        getValueProps={(value: string) => ({ value: value ? dayjs(value, DATE_FORMAT) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : '')}
        rules={[{ validator: (_rule, value: string | undefined) => { const problem = businessDateError(value ?? '', organizationToday()); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }]}
      >
        <DatePicker format={DATE_FORMAT} allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item<TransactionFormValues> label="Description" name="description">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item<TransactionFormValues> label="Type" name="type">
        {/* Short lists render whole (no virtual list), so each option is a real option to assistive technology. */}
        <Select options={TRANSACTION_TYPES.map((value) => ({ value, label: value }))} virtual={false} />
      </Form.Item>
      <Form.Item<TransactionFormValues> label="Account" name="accountId" normalize={nullWhenCleared}>
        <AccountSelect tree={accountTree} />
      </Form.Item>
      <Form.Item<TransactionFormValues>
        label="Amount"
        name="amount"
        normalize={(value: string) => sanitizeAmountInput(value ?? '')}
        rules={[{ validator: (_rule, value: string | undefined) => {
          const message = amountInputError(value ?? '');
          return message ? Promise.reject(new Error(message)) : Promise.resolve();
        } }]}
      >
        <Input inputMode="decimal" placeholder="0.00" autoComplete="off" prefix="$" />
      </Form.Item>
      <Form.Item<TransactionFormValues> label="Project" name="projectId" normalize={nullWhenCleared} getValueProps={placeholderWhenNull}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="No project"
          options={projectOptions}
          notFoundContent="No project found."
          virtual={false}
        />
      </Form.Item>
      <Form.Item<TransactionFormValues> label="Notes" name="notes">
        <Input.TextArea rows={3} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onDone} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" onClick={() => void handleSave()} loading={saving} disabled={missing}>
          Save
        </Button>
      </div>
    </Form>
  );
}

