// A customer or a vendor in the kit's RecordDrawer (the document-screen kit's party
// drawer): for a saved party its open and overdue balances and document count from SQL, then the
// contact fields (name, e-mail, phone, address), the screen's own fields, and notes. Read-only for
// viewers.
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { formatMoney } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import type { FieldErrorMap } from '@missionbase/ui';
import type { PartyListRow, SavedParty } from './PartiesList';

export interface PartyDrawerProps<Row extends PartyListRow, Values extends object, Output> {
  noun: 'customer' | 'vendor';
  editing: SavedParty<Row> | null;
  open: boolean;
  readOnly: boolean;
  onClose: () => void;
  schema: ZodType<Output, Values>;
  initialValues: Values;
  onSubmit: (values: Output) => Promise<unknown>;
  errorMap: FieldErrorMap;
  documents: { title: 'Invoices' | 'Bills'; count: (row: Row) => number };
  emailExtra?: string;
  addressLabel: string;
  /** Under the balances of a saved party (the customer's statement). */
  afterBalances?: (row: SavedParty<Row>) => ReactNode;
  /** After the address (a vendor's account, 1099 flag and tax id). */
  extraFields?: ReactNode;
}

export function PartyDrawer<Row extends PartyListRow, Values extends object, Output>(props: PartyDrawerProps<Row, Values, Output>) {
  const { noun, editing, readOnly } = props;
  const title = noun === 'customer' ? 'Customer' : 'Vendor';
  return (
    <RecordDrawer<Values, Output>
      key={editing?.id ?? 'new'}
      title={editing ? (editing.name ?? '') : `New ${noun}`}
      open={props.open}
      onClose={props.onClose}
      schema={props.schema}
      initialValues={props.initialValues}
      onSubmit={props.onSubmit}
      errorMap={props.errorMap}
      successMessage={editing ? `${title} saved` : `${title} added`}
      readOnly={readOnly}
      width={560}
    >
      {editing ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
          { key: 'open', label: 'Open balance', children: formatMoney(editing.open_balance) },
          { key: 'overdue', label: 'Overdue', children: formatMoney(editing.overdue_balance) },
          { key: 'count', label: props.documents.title, children: String(props.documents.count(editing)) },
        ]} />
      ) : null}
      {editing ? props.afterBalances?.(editing) : null}
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label="E-mail" extra={props.emailExtra}>
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input type="tel" autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="address" label={props.addressLabel}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      {props.extraFields}
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
