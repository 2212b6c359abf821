// /app/settings/expenses: bill numbering, default expense account, approval thresholds for bills and
// purchase requests, 1099 defaults and the payroll tax rate table HR applies:
// fields of the organization's settings row, changed by owners and admins, checked by the database.
import { useMemo } from 'react';
import { activeOrganizationAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { Alert, Button, Col, PageFrame, Row, Space } from '@missionbase/ui';
import { Form, Input, InputNumber, Select } from '@missionbase/ui/forms';
import { Switch } from '@missionbase/ui/toggles';
import { AccountPicker, MoneyInput } from '@missionbase/ui/pickers';
import { QueryState } from '../organization/components/QueryState';
import { SettingsSection } from '../organization/components/SettingsSection';
import { useOrganizationSettingsQuery, type OrganizationSettingsRow } from '../organization/data/organization-settings-query';
import { saveOrganizationSettings } from '../organization/data/organization-settings-save-mutation';
import { mayManageSettings } from '../organization/roles';
import { readPayrollTaxRates, writePayrollTaxRates, type PayrollTaxRate } from './payroll-tax-rates';

interface BillValues {
  bill_prefix: string;
  next_bill_number: number;
  default_expense_account_id: string | null;
  bill_approval_threshold: string;
  purchase_request_approval_threshold: string;
  purchase_request_self_approval: boolean;
}

interface Form1099Values {
  vendor_1099_default: boolean;
  default_1099_box: string;
  form_1099_threshold: string;
}

interface PayrollValues {
  payroll_tax_rates: Partial<PayrollTaxRate>[];
}

const BOXES = [
  { value: 'NEC-1', label: '1099-NEC box 1: nonemployee compensation' },
  { value: 'MISC-1', label: '1099-MISC box 1: rents' },
  { value: 'MISC-3', label: '1099-MISC box 3: other income' },
  { value: 'MISC-6', label: '1099-MISC box 6: medical and health care payments' },
  { value: 'MISC-10', label: '1099-MISC box 10: gross proceeds paid to an attorney' },
];

const money = (value: number | null): string => (value === null ? '' : String(value));
const moneyOrNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());
const AMOUNT_RULE = { pattern: /^(\d+(\.\d{1,2})?)?$/, message: 'Enter an amount such as 5000 or 5000.00.' };

function billValues(row: OrganizationSettingsRow): BillValues {
  return {
    bill_prefix: row.bill_prefix,
    next_bill_number: row.next_bill_number,
    default_expense_account_id: row.default_expense_account_id,
    bill_approval_threshold: money(row.bill_approval_threshold),
    purchase_request_approval_threshold: money(row.purchase_request_approval_threshold),
    purchase_request_self_approval: row.purchase_request_self_approval,
  };
}

function ExpensesSettings() {
  const organizationId = useActiveOrganizationId();
  const readOnly = !mayManageSettings(useSessionValue(activeOrganizationAtom)?.role);
  const settings = useOrganizationSettingsQuery(organizationId);
  const bills = useMemo(() => (settings.data ? billValues(settings.data) : null), [settings.data]);
  const forms1099 = useMemo<Form1099Values | null>(
    () =>
      settings.data
        ? { vendor_1099_default: settings.data.vendor_1099_default, default_1099_box: settings.data.default_1099_box, form_1099_threshold: money(settings.data.form_1099_threshold) }
        : null,
    [settings.data],
  );
  const payroll = useMemo<PayrollValues | null>(() => (settings.data ? { payroll_tax_rates: readPayrollTaxRates(settings.data.payroll_tax_rates) } : null), [settings.data]);

  return (
    <QueryState organizationId={organizationId} isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()} what="the expense settings">
      {organizationId && bills && forms1099 && payroll ? (
        <>
          {readOnly ? <Alert type="info" showIcon title="Only owners and admins can change the expense settings." style={{ marginBottom: 16 }} /> : null}
          <SettingsSection<BillValues>
            id="expenses-bills"
            title="Bills and approvals"
            values={bills}
            readOnly={readOnly}
            fieldErrors={{ bill_prefix: 'bill_prefix', next_bill_number: 'next_bill_number' }}
            onSave={(values) =>
              saveOrganizationSettings(organizationId, {
                bill_prefix: values.bill_prefix,
                next_bill_number: values.next_bill_number,
                default_expense_account_id: values.default_expense_account_id ?? null,
                bill_approval_threshold: moneyOrNull(values.bill_approval_threshold),
                purchase_request_approval_threshold: moneyOrNull(values.purchase_request_approval_threshold),
                purchase_request_self_approval: values.purchase_request_self_approval,
              })
            }
          >
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="bill_prefix" label="Bill number prefix" rules={[{ max: 20, message: 'At most 20 characters.' }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="next_bill_number" label="Next bill number" rules={[{ required: true, message: 'Enter a number.' }]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="default_expense_account_id" label="Default expense account">
              <AccountPicker categories={['Expenses']} />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="bill_approval_threshold" label="Bills above this amount are approved by owners and admins" extra="Below it, any member but a viewer approves. Empty: no limit." rules={[AMOUNT_RULE]}>
                  <MoneyInput />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="purchase_request_approval_threshold" label="Purchase requests above this amount are approved by owners only" extra="Owners and admins approve requests; above this amount only owners. Empty: no limit." rules={[AMOUNT_RULE]}>
                  <MoneyInput />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="purchase_request_self_approval"
              label="Requesters may approve their own purchase requests"
              extra="Off: an owner or admin other than the person who asked approves a request."
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </SettingsSection>
          <SettingsSection<Form1099Values>
            id="expenses-1099"
            title="1099 defaults"
            values={forms1099}
            readOnly={readOnly}
            onSave={(values) =>
              saveOrganizationSettings(organizationId, {
                vendor_1099_default: values.vendor_1099_default,
                default_1099_box: values.default_1099_box,
                form_1099_threshold: moneyOrNull(values.form_1099_threshold) ?? '0',
              })
            }
          >
            <Form.Item name="vendor_1099_default" label="New vendors receive a 1099" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="default_1099_box" label="Box for their payments">
              <Select options={BOXES} />
            </Form.Item>
            <Form.Item name="form_1099_threshold" label="A 1099 is due from (yearly total)" rules={[AMOUNT_RULE]}>
              <MoneyInput />
            </Form.Item>
          </SettingsSection>
          <SettingsSection<PayrollValues>
            id="expenses-payroll"
            title="Payroll tax rates"
            values={payroll}
            readOnly={readOnly}
            fieldErrors={{ 'payroll tax': 'payroll_tax_rates' }}
            onSave={(values) => saveOrganizationSettings(organizationId, { payroll_tax_rates: writePayrollTaxRates(values.payroll_tax_rates).map((rate) => ({ ...rate })) })}
          >
            <Form.List name="payroll_tax_rates">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} wrap align="start" style={{ display: 'flex', marginBottom: 4 }}>
                      <Form.Item name={[field.name, 'name']} label="Tax" rules={[{ required: true, whitespace: true, message: 'Name the tax.' }]}>
                        <Input placeholder="Social Security (employer)" style={{ width: 220, maxWidth: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'rate']} label="Rate (%)" rules={[{ required: true, pattern: /^\d{1,3}(\.\d{1,4})?$/, message: 'A percentage such as 6.2.' }]}>
                        <Input inputMode="decimal" style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'paid_by']} label="Paid by" initialValue="employer">
                        <Select
                          style={{ width: 130 }}
                          options={[
                            { value: 'employer', label: 'Employer' },
                            { value: 'employee', label: 'Employee' },
                          ]}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'kind']} label="Kind" initialValue="tax">
                        <Select
                          style={{ width: 130 }}
                          options={[
                            { value: 'tax', label: 'Tax' },
                            { value: 'benefit', label: 'Benefit' },
                          ]}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'agency']} label="Paid to">
                        <Input placeholder="Internal Revenue Service" style={{ width: 200, maxWidth: '100%' }} />
                      </Form.Item>
                      {readOnly ? null : (
                        <Form.Item label=" ">
                          <Button onClick={() => remove(field.name)} aria-label={`Remove tax row ${field.name + 1}`}>
                            Remove
                          </Button>
                        </Form.Item>
                      )}
                    </Space>
                  ))}
                  {readOnly ? null : (
                    <Form.Item>
                      <Button onClick={() => add({ name: '', rate: '', paid_by: 'employer', kind: 'tax', agency: '' })}>Add a tax</Button>
                    </Form.Item>
                  )}
                </>
              )}
            </Form.List>
          </SettingsSection>
        </>
      ) : null}
    </QueryState>
  );
}

export function ExpensesSettingsPage() {
  return (
    <PageFrame title="Expenses" description="Bill numbering, approvals, 1099 defaults and payroll tax rates.">
      <ExpensesSettings />
    </PageFrame>
  );
}
