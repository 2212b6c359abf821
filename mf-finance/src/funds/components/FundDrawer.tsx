// Add or edit a fund in the kit's RecordDrawer: name, code, restriction class (ASU 2016-14),
// purpose, description, active. Refusals (a duplicate name, changing the restriction of a fund with
// postings, deactivating the general fund or a fund with a balance) are the database's words.
import { useMemo } from 'react';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { Switch } from '@missionbase/ui/toggles';
import type { FieldErrorMap } from '@missionbase/ui';
import { useSaveFund } from '../data/fund-save-mutation';
import { fundFormSchema, fundValuesOf, NEW_FUND_VALUES } from '../utils/fund-form';
import { RESTRICTION_LABELS, RESTRICTIONS } from '../utils/fund-labels';
import type { FundFormValues, FundLike } from '../utils/fund-form';

const ERROR_FIELDS: FieldErrorMap = {
  'A fund named': 'name',
  'A fund needs a name': 'name',
  'Fund code': 'code',
  'restriction cannot change': 'restriction',
  'cannot be deactivated': 'isActive',
  'before deactivating': 'isActive',
};

export type FundDrawerState = { mode: 'new' } | { mode: 'edit'; fundId: string; fund: FundLike };

export interface FundDrawerProps {
  state: FundDrawerState | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved?: (fundId: string) => void;
}

export function FundDrawer({ state, readOnly, onClose, onSaved }: FundDrawerProps) {
  const save = useSaveFund();
  const editing = state?.mode === 'edit' ? state : null;
  const initialValues = useMemo<FundFormValues>(() => (editing ? fundValuesOf(editing.fund) : NEW_FUND_VALUES), [editing]);
  return (
    <RecordDrawer<FundFormValues>
      key={editing?.fundId ?? 'new'}
      title={editing ? `${readOnly ? '' : 'Edit '}${editing.fund.name}`.trim() : 'New fund'}
      open={state !== null}
      onClose={onClose}
      schema={fundFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({ fundId: editing?.fundId ?? null, values });
        onSaved?.(id);
      }}
      errorMap={ERROR_FIELDS}
      successMessage={editing ? 'Fund saved' : 'Fund added'}
      readOnly={readOnly}
    >
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="code" label="Code" extra="Optional short code for reports (e.g. YM-26).">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="restriction"
        label="Restriction"
        required
        extra="With donor restrictions: the donor limited the gift to a purpose or a time. It cannot change once the fund has postings."
      >
        <Select options={RESTRICTIONS.map((value) => ({ value, label: RESTRICTION_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="purpose" label="Purpose" extra="What the money is for, as the donor or the board set it.">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      {editing ? (
        <Form.Item name="isActive" label="Active" valuePropName="checked" extra="An inactive fund is hidden from pickers; its history stays.">
          <Switch />
        </Form.Item>
      ) : null}
    </RecordDrawer>
  );
}
