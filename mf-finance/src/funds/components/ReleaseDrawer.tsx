// Release net assets from a donor restriction (ASU 2016-14): the amount whose purpose or time has
// been met moves from the restricted fund to a fund without donor restrictions (the general fund
// unless another is chosen). The database refuses more than the fund holds on that date.
import { useMemo } from 'react';
import { z } from 'zod';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { moneyToCents } from '@missionbase/domain/money';
import { useReleaseRestriction } from '../data/fund-release-mutation';

const releaseSchema = z.object({
  amount: z.string().refine((value) => (moneyToCents(value) ?? 0) > 0, 'Enter the amount released'),
  date: z.string({ message: 'Choose the date' }).min(1, 'Choose the date'),
  description: z.string().max(500, 'At most 500 characters'),
  toFundId: z.string().nullable(),
});

type ReleaseValues = z.infer<typeof releaseSchema>;

const ERROR_FIELDS: FieldErrorMap = {
  'you cannot release': 'amount',
  'amount to release': 'amount',
  'Period locked': 'date',
  'without donor restrictions': 'toFundId',
  'fund to release to': 'toFundId',
};

export interface ReleaseDrawerProps {
  fundId: string;
  fundName: string;
  open: boolean;
  today: string;
  onClose: () => void;
}

export function ReleaseDrawer({ fundId, fundName, open, today, onClose }: ReleaseDrawerProps) {
  const release = useReleaseRestriction();
  const initialValues = useMemo<ReleaseValues>(() => ({ amount: '', date: today, description: '', toFundId: null }), [today]);
  return (
    <RecordDrawer<ReleaseValues>
      title={`Release from restriction: ${fundName}`}
      open={open}
      onClose={onClose}
      schema={releaseSchema}
      initialValues={initialValues}
      onSubmit={(values) => release.mutateAsync({ fundId, amount: values.amount, date: values.date, description: values.description, toFundId: values.toFundId })}
      errorMap={ERROR_FIELDS}
      successMessage="Release posted"
      saveLabel="Post release"
    >
      <Form.Item name="amount" label="Amount released" required extra="What was spent on the donor's purpose, or became available with time.">
        <MoneyInput />
      </Form.Item>
      <Form.Item name="date" label="Date" required>
        <DateInput allowClear={false} />
      </Form.Item>
      <Form.Item name="toFundId" label="Release to" extra="A fund without donor restrictions; the general fund when left empty.">
        <FundPicker restriction="without_donor_restrictions" placeholder="General fund" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input maxLength={500} placeholder={`Released from restriction: ${fundName}`} />
      </Form.Item>
    </RecordDrawer>
  );
}
