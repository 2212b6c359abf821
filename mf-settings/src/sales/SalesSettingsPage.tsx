// /app/settings/sales: invoice numbering, default terms, default revenue account and fund, the
// invoice footer and payment instructions, receipt numbering and wording: fields
// of the organization's settings row, changed by owners and admins, checked by the database.
import { useMemo } from 'react';
import { activeOrganizationAtom, useActiveOrganizationId, useSessionValue } from '@missionbase/session';
import { Alert, Col, PageFrame, Row } from '@missionbase/ui';
import { Form, Input, InputNumber } from '@missionbase/ui/forms';
import { AccountPicker, FundPicker } from '@missionbase/ui/pickers';
import { QueryState } from '../organization/components/QueryState';
import { SettingsSection } from '../organization/components/SettingsSection';
import { useOrganizationSettingsQuery, type OrganizationSettingsRow } from '../organization/data/organization-settings-query';
import { saveOrganizationSettings } from '../organization/data/organization-settings-save-mutation';
import { mayManageSettings } from '../organization/roles';

interface InvoiceValues {
  invoice_prefix: string;
  next_invoice_number: number;
  default_payment_terms_days: number;
  default_revenue_account_id: string | null;
  default_fund_id: string | null;
  invoice_footer: string;
  payment_instructions: string;
}

interface ReceiptValues {
  receipt_prefix: string;
  next_receipt_number: number;
  receipt_wording: string;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function invoiceValues(row: OrganizationSettingsRow): InvoiceValues {
  return {
    invoice_prefix: row.invoice_prefix,
    next_invoice_number: row.next_invoice_number,
    default_payment_terms_days: row.default_payment_terms_days,
    default_revenue_account_id: row.default_revenue_account_id,
    default_fund_id: row.default_fund_id,
    invoice_footer: row.invoice_footer ?? '',
    payment_instructions: row.payment_instructions ?? '',
  };
}

function receiptValues(row: OrganizationSettingsRow): ReceiptValues {
  return { receipt_prefix: row.receipt_prefix, next_receipt_number: row.next_receipt_number, receipt_wording: row.receipt_wording ?? '' };
}

const NUMBER_FIELD_ERRORS = {
  invoice_prefix: 'invoice_prefix',
  next_invoice_number: 'next_invoice_number',
  default_payment_terms_days: 'default_payment_terms_days',
  receipt_prefix: 'receipt_prefix',
  next_receipt_number: 'next_receipt_number',
};

function SalesSettings() {
  const organizationId = useActiveOrganizationId();
  const readOnly = !mayManageSettings(useSessionValue(activeOrganizationAtom)?.role);
  const settings = useOrganizationSettingsQuery(organizationId);
  const invoices = useMemo(() => (settings.data ? invoiceValues(settings.data) : null), [settings.data]);
  const receipts = useMemo(() => (settings.data ? receiptValues(settings.data) : null), [settings.data]);
  return (
    <QueryState organizationId={organizationId} isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()} what="the sales settings">
      {organizationId && invoices && receipts ? (
        <>
          {readOnly ? <Alert type="info" showIcon title="Only owners and admins can change the sales settings." style={{ marginBottom: 16 }} /> : null}
          <SettingsSection<InvoiceValues>
            id="sales-invoices"
            title="Invoices"
            values={invoices}
            readOnly={readOnly}
            fieldErrors={NUMBER_FIELD_ERRORS}
            onSave={(values) =>
              saveOrganizationSettings(organizationId, {
                invoice_prefix: values.invoice_prefix,
                next_invoice_number: values.next_invoice_number,
                default_payment_terms_days: values.default_payment_terms_days,
                default_revenue_account_id: values.default_revenue_account_id ?? null,
                default_fund_id: values.default_fund_id ?? null,
                invoice_footer: blankToNull(values.invoice_footer),
                payment_instructions: blankToNull(values.payment_instructions),
              })
            }
          >
            <Row gutter={12}>
              <Col xs={24} sm={8}>
                <Form.Item name="invoice_prefix" label="Invoice number prefix" rules={[{ max: 20, message: 'At most 20 characters.' }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="next_invoice_number" label="Next invoice number" rules={[{ required: true, message: 'Enter a number.' }]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="default_payment_terms_days" label="Default terms (days)" rules={[{ required: true, message: 'Enter the days.' }]}>
                  <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="default_revenue_account_id" label="Default revenue account">
              <AccountPicker categories={['Revenue']} />
            </Form.Item>
            <Form.Item name="default_fund_id" label="Default fund">
              <FundPicker />
            </Form.Item>
            <Form.Item name="invoice_footer" label="Invoice footer" rules={[{ max: 2000, message: 'At most 2,000 characters.' }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
            <Form.Item name="payment_instructions" label="Payment instructions" rules={[{ max: 2000, message: 'At most 2,000 characters.' }]}>
              <Input.TextArea rows={3} placeholder="Pay by bank transfer to ... or by check to ..." />
            </Form.Item>
          </SettingsSection>
          <SettingsSection<ReceiptValues>
            id="sales-receipts"
            title="Donation receipts"
            values={receipts}
            readOnly={readOnly}
            fieldErrors={NUMBER_FIELD_ERRORS}
            onSave={(values) =>
              saveOrganizationSettings(organizationId, {
                receipt_prefix: values.receipt_prefix,
                next_receipt_number: values.next_receipt_number,
                receipt_wording: blankToNull(values.receipt_wording),
              })
            }
          >
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="receipt_prefix" label="Receipt number prefix" rules={[{ max: 20, message: 'At most 20 characters.' }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="next_receipt_number" label="Next receipt number" rules={[{ required: true, message: 'Enter a number.' }]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="receipt_wording" label="Receipt wording" rules={[{ max: 2000, message: 'At most 2,000 characters.' }]}>
              <Input.TextArea rows={3} placeholder="No goods or services were provided in exchange for this contribution." />
            </Form.Item>
          </SettingsSection>
        </>
      ) : null}
    </QueryState>
  );
}

export function SalesSettingsPage() {
  return (
    <PageFrame title="Sales" description="Invoice and receipt numbering, default terms, accounts and wording.">
      <SalesSettings />
    </PageFrame>
  );
}
