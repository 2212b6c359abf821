// One invoice's own page (/app/finance/invoices/<id>) [13.5, 13.11]: state, customer, dates,
// terms, the lines with their accounts, projects and funds, total, paid and balance due from the
// database, the payments with their entries, and the actions. An unknown id, or one of another
// organization, shows "not found".
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Breadcrumb, Button, Card, Col, Descriptions, Flex, PageFrame, Result, Row, Skeleton, Statistic, Table, Typography, formatMoney, serverErrorMessage,
} from '@missionbase/ui';
import { DocumentPaymentsList } from '../../documents-shared/components/DocumentPaymentsList';
import { DocumentStateTag } from '../../documents-shared/components/DocumentStateTag';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { useInvoice } from '../data/invoice-detail-query';
import type { InvoiceLine } from '../data/invoice-detail-query';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceEditorDrawer } from './InvoiceEditorDrawer';
import { InvoicePaymentDrawer } from './InvoicePaymentDrawer';

const BACK = <Link to="/app/finance/invoices">All invoices</Link>;

export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const invoice = useInvoice(organizationId, invoiceId);
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);

  if (invoice.isPending) {
    return (
      <PageFrame title="Invoice">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  }
  if (invoice.isError) {
    return (
      <PageFrame title="Invoice">
        <Result status="warning" title="This invoice could not be loaded" subTitle={serverErrorMessage(invoice.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void invoice.refetch()}>Retry</Button>{BACK}</Flex>} />
      </PageFrame>
    );
  }
  const data = invoice.data;
  if (!data) {
    return (
      <PageFrame title="Invoice not found">
        <Result status="404" title="Invoice not found" subTitle="There is no invoice at this address in this organization. It may have been deleted, or the link is for another organization." extra={BACK} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`Invoice ${data.invoice_number}`}>
      <Breadcrumb items={[{ title: <Link to="/app/finance/invoices">Invoices</Link> }, { title: data.invoice_number }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <DocumentStateTag state={data.state} />
        <Typography.Text>{data.customer_name}</Typography.Text>
      </Flex>
      <InvoiceActions invoice={data} canEdit={canEdit} onEdit={() => setEditing(true)} onPay={() => setPaying(true)} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}><Card><Statistic title="Total" value={formatMoney(data.total)} /></Card></Col>
        <Col xs={24} sm={8}><Card><Statistic title="Paid" value={formatMoney(data.amount_paid)} /></Card></Col>
        <Col xs={24} sm={8}>
          <Card><Statistic title="Balance due" value={formatMoney(data.state === 'void' || data.state === 'draft' ? '0' : data.balance)} /></Card>
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }} items={[
        { key: 'customer', label: 'Customer', children: data.customer_name },
        { key: 'email', label: 'E-mail', children: data.customer_email ?? '—' },
        { key: 'issued', label: 'Issue date', children: data.issue_date },
        { key: 'due', label: 'Due date', children: data.due_date },
        { key: 'terms', label: 'Terms', children: data.terms ?? '—' },
        { key: 'fund', label: 'Default fund', children: data.fund_name ?? '—' },
        {
          key: 'entry',
          label: 'Ledger',
          children: data.journal_entry_id ? (
            <Flex gap={8} wrap>
              <Link to={`/app/finance/journal-entries/${data.journal_entry_id}`}>Receivable entry</Link>
              {data.void_entry_id ? <Link to={`/app/finance/journal-entries/${data.void_entry_id}`}>Void entry</Link> : null}
            </Flex>
          ) : 'Posts when issued',
        },
      ]} />
      <section aria-labelledby="invoice-lines" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="invoice-lines" style={{ fontSize: 18 }}>Lines</Typography.Title>
        {/* Scrolls sideways inside itself on a phone; focusable so the keyboard can scroll it. */}
        <div tabIndex={0} role="region" aria-label="Invoice lines" style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: 640 }}>
            <Table<InvoiceLine>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.lines}
              columns={[
                { key: 'description', title: 'Description', dataIndex: 'description' },
                { key: 'quantity', title: 'Quantity', align: 'right', render: (_, line) => String(Number(line.quantity)) },
                { key: 'rate', title: 'Rate', align: 'right', render: (_, line) => formatMoney(line.unit_price) },
                { key: 'account', title: 'Revenue account', render: (_, line) => line.account_label ?? 'Default revenue account' },
                { key: 'project', title: 'Project', render: (_, line) => line.project_name ?? '—' },
                { key: 'fund', title: 'Fund', render: (_, line) => line.fund_name ?? '—' },
                { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount)}</span> },
              ]}
            />
          </div>
        </div>
      </section>
      {data.notes ? <Typography.Paragraph>Notes: {data.notes}</Typography.Paragraph> : null}
      <section aria-labelledby="invoice-payments">
        <Typography.Title level={2} id="invoice-payments" style={{ fontSize: 18 }}>Payments</Typography.Title>
        <DocumentPaymentsList payments={data.payments} accountWord="into" />
      </section>
      <InvoiceEditorDrawer state={editing ? { mode: 'edit', invoice: data } : null} onClose={() => setEditing(false)} />
      {data.state !== 'void' && data.state !== 'draft' ? <InvoicePaymentDrawer invoice={data} open={paying} onClose={() => setPaying(false)} /> : null}
    </PageFrame>
  );
}
