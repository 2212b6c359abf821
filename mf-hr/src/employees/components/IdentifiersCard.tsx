// An employee's personal identifiers: tax id and bank details. Only owners and admins
// get this card (and the database gives the row to no one else); the values show masked until
// "Show" is pressed, and are edited in a small form.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, Skeleton, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { Form, Input } from '@missionbase/ui/forms';
import { useEmployeeIdentifiers } from '../data/employee-identifiers-query';
import { useSaveEmployeeIdentifiers } from '../data/employee-identifiers-save-mutation';
import type { IdentifiersWrite } from '../data/employee-identifiers-save-mutation';
import { maskTail } from '../utils/mask';

interface IdentifierValues {
  taxId: string;
  bankRouting: string;
  bankAccount: string;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function IdentifiersCard({ employeeId, canManage }: { employeeId: string; canManage: boolean }) {
  const organizationId = useActiveOrganizationId();
  const identifiers = useEmployeeIdentifiers(organizationId, employeeId, canManage);
  const save = useSaveEmployeeIdentifiers();
  const toast = useToast();
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<IdentifierValues>();

  if (!canManage) {
    return (
      <Card title="Personal identifiers">
        <Typography.Text type="secondary">Tax ID and bank details are visible to owners and admins only.</Typography.Text>
      </Card>
    );
  }
  if (identifiers.isPending) return <Card title="Personal identifiers"><Skeleton active /></Card>;
  if (identifiers.isError) {
    return (
      <Card title="Personal identifiers">
        <Alert type="error" showIcon message="The identifiers could not be loaded" description={serverErrorMessage(identifiers.error)}
          action={<Button onClick={() => void identifiers.refetch()}>Retry</Button>} />
      </Card>
    );
  }
  const row = identifiers.data;
  const shown = (value: string | null | undefined) => (value ? (revealed ? value : maskTail(value)) : 'Not given');
  return (
    <Card
      title="Personal identifiers"
      extra={editing ? null : (
        <Flex gap={8}>
          <Button size="small" onClick={() => setRevealed(!revealed)} aria-pressed={revealed}>{revealed ? 'Hide' : 'Show'}</Button>
          <Button size="small" onClick={() => {
            form.setFieldsValue({ taxId: row?.tax_id ?? '', bankRouting: row?.bank_routing ?? '', bankAccount: row?.bank_account ?? '' });
            setEditing(true);
          }}>Edit</Button>
        </Flex>
      )}
    >
      {editing ? (
        <Form<IdentifierValues>
          form={form}
          layout="vertical"
          onFinish={(values) => {
            setError(null);
            const write: IdentifiersWrite = { tax_id: orNull(values.taxId), bank_routing: orNull(values.bankRouting), bank_account: orNull(values.bankAccount) };
            save.mutate({ employeeId, values: write }, {
              onSuccess: () => { setEditing(false); toast({ title: 'Identifiers saved', variant: 'success' }); },
              onError: (e) => setError(serverErrorMessage(e)),
            });
          }}
        >
          <Form.Item name="taxId" label="Tax ID (SSN or ITIN)" rules={[{ pattern: /^\d{3}-?\d{2}-?\d{4}$/, message: 'Nine digits, e.g. 123-45-6789.' }]}>
            <Input autoComplete="off" maxLength={11} />
          </Form.Item>
          <Form.Item name="bankRouting" label="Bank routing number" rules={[{ pattern: /^\d{9}$/, message: 'Nine digits.' }]}>
            <Input autoComplete="off" inputMode="numeric" maxLength={9} />
          </Form.Item>
          <Form.Item name="bankAccount" label="Bank account number" rules={[{ pattern: /^\d{4,17}$/, message: '4 to 17 digits.' }]}>
            <Input autoComplete="off" inputMode="numeric" maxLength={17} />
          </Form.Item>
          {error ? <Alert type="error" showIcon message="Could not save" description={error} style={{ marginBottom: 12 }} /> : null}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>Save identifiers</Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Flex>
        </Form>
      ) : (
        <Descriptions column={1} size="small" items={[
          { key: 'tax', label: 'Tax ID', children: <span data-testid="employee-tax-id">{shown(row?.tax_id)}</span> },
          { key: 'routing', label: 'Routing number', children: shown(row?.bank_routing) },
          { key: 'account', label: 'Account number', children: shown(row?.bank_account) },
        ]} />
      )}
    </Card>
  );
}
