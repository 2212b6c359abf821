// Add or edit one account in the kit's RecordDrawer: code, name, parent, category, type, normal
// balance, placeholder and description (with the standard description library as help). Edit mode
// also offers Deactivate / Reactivate and Delete; every refusal is the database's, in its words.
import { useMemo, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Form, Input, Radio, RecordDrawer, Select } from '@missionbase/ui/forms';
import { Switch } from '@missionbase/ui/toggles';
import { AccountPicker } from '@missionbase/ui/pickers';
import type { FieldErrorMap } from '@missionbase/ui';
import { useDeleteAccount } from '../data/account-delete-mutation';
import { useSaveAccount } from '../data/account-save-mutation';
import { useSetAccountActive } from '../data/account-set-active-mutation';
import { useAccountLibrary } from '../hooks/use-account-library';
import type { AccountTypeOption, DescriptionEntry } from '../hooks/use-account-library';
import { accountFormSchema, accountValuesOf, newAccountValues } from '../utils/account-form';
import type { AccountFormValues } from '../utils/account-form';
import { CATEGORIES, defaultNormalBalance } from '../utils/chart-tree';
import type { ChartAccount } from '../utils/chart-tree';

export type AccountDrawerState = { mode: 'new'; parent: ChartAccount | null } | { mode: 'edit'; account: ChartAccount };

const ERROR_FIELDS: FieldErrorMap = {
  'Account code': 'code',
  'An account code': 'code',
  'account type': 'accountTypeId',
  "parent's category": 'parentId',
  'parent account': 'parentId',
  'cannot become a placeholder': 'isPlaceholder',
  'cannot be a placeholder': 'isPlaceholder',
  'its category cannot change': 'category',
  'before changing its category': 'category',
  'locked period': 'category',
};

/** The description library's entries for a type (all when no type is chosen), as help text. */
function LibraryHelp({ entries, onUse, disabled }: { entries: DescriptionEntry[]; onUse: (text: string) => void; disabled: boolean }) {
  if (entries.length === 0) return null;
  return (
    <div className="mb-account-library">
      <Typography.Text type="secondary">Standard descriptions:</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Typography.Text strong>{entry.name}</Typography.Text>: {entry.description}{' '}
            {disabled ? null : (
              <Button type="link" size="small" onClick={() => onUse(entry.description)} aria-label={`Use the description ${entry.name}`}>
                Use
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface AccountFieldsProps {
  editing: ChartAccount | null;
  accounts: readonly ChartAccount[];
  types: AccountTypeOption[];
  descriptions: DescriptionEntry[];
  readOnly: boolean;
}

function AccountFields({ editing, accounts, types, descriptions, readOnly }: AccountFieldsProps) {
  const form = Form.useFormInstance();
  // A category brings its usual normal balance and its own types; a sub-account takes its parent's category.
  const handleCategory = (value: string) => {
    const type = types.find((option) => option.id === form.getFieldValue('accountTypeId'));
    form.setFieldsValue({ category: value, normalBalance: defaultNormalBalance(value), ...(type && type.category !== value ? { accountTypeId: null } : {}) });
  };
  const handleParent = (parentId: string | null) => {
    const parent = accounts.find((account) => account.id === parentId);
    if (parent && parent.category !== form.getFieldValue('category')) handleCategory(parent.category);
  };
  const category = Form.useWatch('category', form) as string | undefined;
  const typeId = Form.useWatch('accountTypeId', form) as string | null | undefined;
  const typeOptions = types.filter((type) => type.category === category);
  const chosenType = types.find((type) => type.id === typeId);
  const library = descriptions.filter((entry) => !typeId || entry.accountTypeId === typeId);
  return (
    <>
      <Form.Item name="code" label="Code" required extra="Letters, digits, dots or dashes, unique in the chart (e.g. 6150).">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="parentId" label="Parent account" extra="A sub-account sits under its parent and takes its category.">
        <AccountPicker allowPlaceholder excludeIds={editing ? [editing.id] : []} placeholder="None (top level)" allowClear onChange={handleParent} />
      </Form.Item>
      <Form.Item name="category" label="Category" required>
        <Select options={CATEGORIES.map((value) => ({ value, label: value }))} onChange={handleCategory} />
      </Form.Item>
      <Form.Item name="accountTypeId" label="Account type" extra={chosenType?.description ?? undefined}>
        <Select allowClear placeholder="Choose a type" options={typeOptions.map((type) => ({ value: type.id, label: type.name }))} />
      </Form.Item>
      <Form.Item name="normalBalance" label="Normal balance" extra="The side that increases it. Contra accounts (such as Accumulated Depreciation) take the opposite side of their category.">
        <Radio.Group options={[{ value: 'debit', label: 'Debit' }, { value: 'credit', label: 'Credit' }]} />
      </Form.Item>
      <Form.Item name="isPlaceholder" label="Placeholder (parent only)" valuePropName="checked" extra="A placeholder groups sub-accounts and takes no postings.">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <LibraryHelp entries={library} disabled={readOnly} onUse={(text) => form.setFieldValue('description', text)} />
    </>
  );
}

export interface AccountDrawerProps {
  state: AccountDrawerState | null;
  accounts: readonly ChartAccount[];
  readOnly: boolean;
  onClose: () => void;
}

export function AccountDrawer({ state, accounts, readOnly, onClose }: AccountDrawerProps) {
  const { types, descriptions } = useAccountLibrary();
  const save = useSaveAccount();
  const setActive = useSetAccountActive();
  const remove = useDeleteAccount();
  const toast = useToast();
  const editing = state?.mode === 'edit' ? state.account : null;
  // A refused deactivation or deletion, shown inside the drawer (a toast would cover its buttons).
  const [actionError, setActionError] = useState<{ accountId: string; message: string } | null>(null);
  const shownError = actionError && editing && actionError.accountId === editing.id ? actionError.message : null;
  const initialValues = useMemo<AccountFormValues>(
    () => (state?.mode === 'edit' ? accountValuesOf(state.account) : newAccountValues(state?.parent ?? null)),
    [state],
  );

  const handleToggleActive = async () => {
    if (!editing) return;
    setActionError(null);
    try {
      await setActive.mutateAsync({ accountId: editing.id, active: !editing.is_active });
      toast({ title: editing.is_active ? 'Account deactivated' : 'Account reactivated', variant: 'success' });
      onClose();
    } catch (error) {
      setActionError({ accountId: editing.id, message: serverErrorMessage(error) });
    }
  };

  const handleDelete = async () => {
    if (!editing) return;
    setActionError(null);
    try {
      await remove.mutateAsync(editing.id);
      toast({ title: 'Account deleted', variant: 'success' });
      onClose();
    } catch (error) {
      setActionError({ accountId: editing.id, message: serverErrorMessage(error) });
    }
  };

  const footerExtra = editing && !readOnly ? (
    <Space wrap>
      <Popconfirm
        title={editing.is_active ? `Deactivate ${editing.code} ${editing.name}?` : `Reactivate ${editing.code} ${editing.name}?`}
        description={editing.is_active ? 'It disappears from pickers; its history stays.' : undefined}
        okText={editing.is_active ? 'Deactivate' : 'Reactivate'}
        onConfirm={handleToggleActive}
      >
        <Button loading={setActive.isPending}>{editing.is_active ? 'Deactivate' : 'Reactivate'}</Button>
      </Popconfirm>
      <Popconfirm
        title={`Delete ${editing.code} ${editing.name}?`}
        description="Only an account nothing uses can be deleted."
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={handleDelete}
      >
        <Button danger loading={remove.isPending}>Delete</Button>
      </Popconfirm>
    </Space>
  ) : null;

  return (
    <RecordDrawer<AccountFormValues>
      key={state?.mode === 'edit' ? state.account.id : `new-${state?.parent?.id ?? ''}`}
      title={editing ? `${readOnly ? '' : 'Edit '}${editing.code} ${editing.name}`.trim() : 'New account'}
      open={state !== null}
      onClose={onClose}
      schema={accountFormSchema}
      initialValues={initialValues}
      onSubmit={(values) => save.mutateAsync({ accountId: editing?.id ?? null, values })}
      errorMap={ERROR_FIELDS}
      successMessage={editing ? 'Account saved' : 'Account added'}
      readOnly={readOnly}
      footerExtra={footerExtra}
    >
      {shownError ? <Alert type="error" showIcon role="alert" message={shownError} style={{ marginBottom: 16 }} /> : null}
      <AccountFields editing={editing} accounts={accounts} types={types} descriptions={descriptions} readOnly={readOnly} />
    </RecordDrawer>
  );
}
