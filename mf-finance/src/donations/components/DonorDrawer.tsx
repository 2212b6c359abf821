// A donor in the kit's RecordDrawer: contact details (the duplicate-donor warning while
// adding or editing), and for a saved donor the giving figures from SQL and the gift history.
import { useMemo } from 'react';
import { Col, Row, Typography, formatMoney } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { useSaveDonor } from '../data/donor-save-mutation';
import type { DonorListRow } from '../data/donor-list-query';
import { NEW_DONOR_VALUES, donorFormSchema, donorValuesOf } from '../utils/donor-form';
import { DONOR_TYPES, DONOR_TYPE_LABELS } from '../utils/donor-labels';
import type { DonorFormOutput, DonorFormValues } from '../utils/donor-form';
import { DonorGiftHistory } from './DonorGiftHistory';
import { GivingStatementActions } from './GivingStatementActions';
import { DuplicateDonorWarning } from './DuplicateDonorWarning';

/** The drawer edits a donor with its id. */
export type DonorDrawerState = { mode: 'new' } | { mode: 'edit'; donor: DonorListRow & { id: string } };

function DuplicateCheck({ excludeId }: { excludeId: string | null }) {
  const name = Form.useWatch<string>('name') ?? '';
  const email = Form.useWatch<string>('email') ?? '';
  const postalCode = Form.useWatch<string>('postalCode') ?? '';
  return <DuplicateDonorWarning name={name} email={email} postalCode={postalCode} excludeId={excludeId} />;
}

export function DonorDrawer({ state, readOnly, onClose }: { state: DonorDrawerState | null; readOnly: boolean; onClose: () => void }) {
  const save = useSaveDonor();
  const editing = state?.mode === 'edit' ? state.donor : null;
  const initialValues = useMemo<DonorFormValues>(() => (editing ? donorValuesOf(editing) : NEW_DONOR_VALUES), [editing]);
  return (
    <RecordDrawer<DonorFormValues, DonorFormOutput>
      key={editing?.id ?? 'new'}
      title={editing ? editing.name : 'New donor'}
      open={state !== null}
      onClose={onClose}
      schema={donorFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await save.mutateAsync({ donorId: editing?.id ?? null, values });
      }}
      errorMap={{ postal_code: 'postalCode', address_line1: 'addressLine1', address_line2: 'addressLine2', city: 'city', region: 'region', country: 'country', email: 'email', name: 'name' }}
      successMessage={editing ? 'Donor saved' : 'Donor added'}
      readOnly={readOnly}
      width={600}
    >
      {editing ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
          { key: 'lifetime', label: 'Lifetime giving', children: formatMoney(editing.lifetime) },
          { key: 'ytd', label: 'This year', children: formatMoney(editing.ytd) },
          { key: 'last', label: 'Last gift', children: editing.last_gift_date ? `${formatMoney(editing.last_gift_amount ?? '0')} on ${editing.last_gift_date}` : 'None yet' },
        ]} />
      ) : null}
      <Form.Item name="name" label="Name" required>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="donorType" label="Type">
        <Select aria-label="Type" options={DONOR_TYPES.map((value) => ({ value, label: DONOR_TYPE_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="email" label="E-mail">
        <Input type="email" autoComplete="off" maxLength={320} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input type="tel" autoComplete="off" maxLength={40} />
      </Form.Item>
      <fieldset aria-label="Mailing address" style={{ border: 0, margin: 0, padding: 0 }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>Mailing address (printed on receipts and statements)</Typography.Text>
        <Form.Item name="addressLine1" label="Street address">
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item name="addressLine2" label="Apartment, suite, unit (line 2)">
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="city" label="City">
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="region" label="State or region">
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="postalCode" label="Postal code">
              <Input autoComplete="off" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="country" label="Country" extra="Empty: United States.">
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      {readOnly ? null : <DuplicateCheck excludeId={editing?.id ?? null} />}
      <Form.Item name="notes" label="Notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      {editing ? <DonorGiftHistory donorId={editing.id} /> : null}
      {editing ? <GivingStatementActions donorId={editing.id} donorEmail={editing.email} readOnly={readOnly} /> : null}
    </RecordDrawer>
  );
}
