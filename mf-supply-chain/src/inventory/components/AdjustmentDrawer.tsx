// An inventory adjustment in the kit's RecordDrawer: distribution to a program, spoilage,
// a count, or donated goods in at fair value, with a reason. What it will post is said in words
// under the kind; the database values and posts it and refuses in its words.
import { useMemo } from 'react';
import { Typography } from '@missionbase/ui';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { FundPicker, MoneyInput, ProjectPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { formatQuantity } from '../../shared/format';
import { ADJUSTMENT_QUANTITY_LABELS, adjustmentFormSchema } from '../data/adjustment-form';
import type { AdjustmentFormOutput, AdjustmentFormValues, AdjustmentKind } from '../data/adjustment-form';
import type { ItemDetail } from '../data/item-detail-query';
import { useAdjustItem } from '../data/adjustment-mutation';
import { organizationToday } from '@missionbase/session';

const ERROR_FIELDS: FieldErrorMap = {
  'on hand': 'quantity',
  'Enter the quantity': 'quantity',
  'Enter a quantity': 'quantity',
  'program (project)': 'projectId',
  'fair value': 'unitCost',
  reason: 'reason',
  locked: 'date',
};

const KIND_OPTIONS: Array<{ value: AdjustmentKind; label: string }> = [
  { value: 'distribution', label: 'Distribution to a program' },
  { value: 'spoilage', label: 'Spoilage or damage' },
  { value: 'count', label: 'Physical count' },
  { value: 'donation_in', label: 'Donated goods received' },
];

const POSTS: Readonly<Record<AdjustmentKind, string>> = {
  distribution: 'Posts the goods\' cost to Program Goods Distributed, on the program\'s project, out of Inventory.',
  spoilage: 'Posts the goods\' cost to Inventory Losses and Adjustments, out of Inventory.',
  count: 'Sets on hand to the quantity counted; the difference at average cost goes to Inventory Losses and Adjustments.',
  donation_in: 'Adds the goods to Inventory at their fair value, credited to In-kind Contributions.',
};

function KindFields({ item }: { item: ItemDetail }) {
  const kind = Form.useWatch<AdjustmentKind | undefined>('kind') ?? 'distribution';
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="adjustment-posts">{POSTS[kind]}</Typography.Paragraph>
      <Form.Item name="quantity" label={`${ADJUSTMENT_QUANTITY_LABELS[kind]} (${item.unit})`} required extra={`On hand now: ${formatQuantity(item.quantity_on_hand)} ${item.unit}`}>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      {kind === 'distribution' ? (
        <Form.Item name="projectId" label="Program (project)" required><ProjectPicker aria-label="Program (project)" /></Form.Item>
      ) : null}
      {kind === 'donation_in' ? (
        <Form.Item name="unitCost" label="Fair value per unit" required><MoneyInput aria-label="Fair value per unit" /></Form.Item>
      ) : null}
    </>
  );
}

export function AdjustmentDrawer({ item, open, onClose }: { item: ItemDetail; open: boolean; onClose: () => void }) {
  const adjust = useAdjustItem();
  const initialValues = useMemo<AdjustmentFormValues>(() => ({
    kind: 'distribution', quantity: '', date: organizationToday(), reason: '', projectId: null, fundId: null, unitCost: '',
  }), []);
  return (
    <RecordDrawer<AdjustmentFormValues, AdjustmentFormOutput>
      key={open ? 'open' : 'closed'}
      title={`Adjust ${item.name}`}
      open={open}
      onClose={onClose}
      schema={adjustmentFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => { await adjust.mutateAsync({ itemId: item.id, values }); onClose(); }}
      errorMap={ERROR_FIELDS}
      successMessage="Adjustment recorded"
      saveLabel="Record adjustment"
    >
      <Form.Item name="kind" label="Adjustment" required>
        <Select aria-label="Adjustment" options={KIND_OPTIONS} />
      </Form.Item>
      <KindFields item={item} />
      <Form.Item name="date" label="Date" required><DateInput aria-label="Date" /></Form.Item>
      <Form.Item name="reason" label="Reason" required><Input.TextArea rows={2} maxLength={1000} /></Form.Item>
      <Form.Item name="fundId" label="Fund" extra="Empty: the general fund."><FundPicker aria-label="Fund" /></Form.Item>
    </RecordDrawer>
  );
}
