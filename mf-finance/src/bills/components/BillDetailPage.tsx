// One bill's own page (/app/finance/bills/<id>) [13.8, 13.11]: state, vendor (and its 1099 flag),
// dates, the vendor's reference, the lines with their accounts, projects and funds, total, paid and
// balance due from the database, the vendor's attached document, the payments with their entries,
// and the actions. An unknown id, or one of another organization, shows "not found".
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Breadcrumb, Button, Card, Col, Descriptions, Flex, PageFrame, Result, Row, Skeleton, Statistic, Table, Typography, formatMoney, serverErrorMessage,
} from '@missionbase/ui';
import { DocumentPaymentsList } from '../../documents-shared/components/DocumentPaymentsList';
import { DocumentStateTag } from '../../documents-shared/components/DocumentStateTag';
import { useCanEditDocuments } from '../../documents-shared/hooks/use-can-edit-documents';
import { useBill } from '../data/bill-detail-query';
import type { BillLine } from '../data/bill-detail-query';
import { BillActions } from './BillActions';
import { BillEditorDrawer } from './BillEditorDrawer';
import { BillAttachment } from './BillAttachment';
import { PayBillsDrawer } from './PayBillsDrawer';

const BACK = <Link to="/app/finance/bills">All bills</Link>;

export function BillDetailPage() {
  const { billId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditDocuments();
  const bill = useBill(organizationId, billId);
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);

  if (bill.isPending) {
    return (
      <PageFrame title="Bill">
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  }
  if (bill.isError) {
    return (
      <PageFrame title="Bill">
        <Result status="warning" title="This bill could not be loaded" subTitle={serverErrorMessage(bill.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void bill.refetch()}>Retry</Button>{BACK}</Flex>} />
      </PageFrame>
    );
  }
  const data = bill.data;
  if (!data) {
    return (
      <PageFrame title="Bill not found">
        <Result status="404" title="Bill not found" subTitle="There is no bill at this address in this organization. It may have been deleted, or the link is for another organization." extra={BACK} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`Bill ${data.bill_number}`}>
      <Breadcrumb items={[{ title: <Link to="/app/finance/bills">Bills</Link> }, { title: data.bill_number }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <DocumentStateTag state={data.state} />
        <Typography.Text>{data.vendor_name}</Typography.Text>
      </Flex>
      <BillActions bill={data} canEdit={canEdit} onEdit={() => setEditing(true)} onPay={() => setPaying(true)} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}><Card><Statistic title="Total" value={formatMoney(data.total)} /></Card></Col>
        <Col xs={24} sm={8}><Card><Statistic title="Paid" value={formatMoney(data.amount_paid)} /></Card></Col>
        <Col xs={24} sm={8}>
          <Card><Statistic title="Balance due" value={formatMoney(data.state === 'void' || data.state === 'draft' ? '0' : data.balance)} /></Card>
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }} items={[
        { key: 'vendor', label: 'Vendor', children: `${data.vendor_name}${data.vendor_is_1099 ? ' (1099)' : ''}` },
        { key: 'reference', label: "Vendor's invoice", children: data.vendor_reference ?? '—' },
        { key: 'date', label: 'Bill date', children: data.bill_date },
        { key: 'due', label: 'Due date', children: data.due_date },
        { key: 'fund', label: 'Default fund', children: data.fund_name ?? '—' },
        {
          key: 'entry',
          label: 'Ledger',
          children: data.journal_entry_id ? (
            <Flex gap={8} wrap>
              <Link to={`/app/finance/journal-entries/${data.journal_entry_id}`}>Payable entry</Link>
              {data.void_entry_id ? <Link to={`/app/finance/journal-entries/${data.void_entry_id}`}>Void entry</Link> : null}
            </Flex>
          ) : 'Posts when approved',
        },
      ]} />
      <section aria-labelledby="bill-lines" style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id="bill-lines" style={{ fontSize: 18 }}>Lines</Typography.Title>
        {/* Scrolls sideways inside itself on a phone; focusable so the keyboard can scroll it. */}
        <div tabIndex={0} role="region" aria-label="Bill lines" style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: 640 }}>
            <Table<BillLine>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.lines}
              columns={[
                { key: 'description', title: 'Description', dataIndex: 'description' },
                { key: 'quantity', title: 'Quantity', align: 'right', render: (_, line) => String(Number(line.quantity)) },
                { key: 'rate', title: 'Rate', align: 'right', render: (_, line) => formatMoney(line.unit_price) },
                { key: 'account', title: 'Account', render: (_, line) => line.account_label ?? 'Default expense account' },
                { key: 'project', title: 'Project', render: (_, line) => line.project_name ?? '—' },
                { key: 'fund', title: 'Fund', render: (_, line) => line.fund_name ?? '—' },
                { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount)}</span> },
              ]}
            />
          </div>
        </div>
      </section>
      {data.notes ? <Typography.Paragraph>Notes: {data.notes}</Typography.Paragraph> : null}
      <BillAttachment bill={data} canEdit={canEdit && data.state !== 'void'} />
      <section aria-labelledby="bill-payments">
        <Typography.Title level={2} id="bill-payments" style={{ fontSize: 18 }}>Payments</Typography.Title>
        <DocumentPaymentsList payments={data.payments} accountWord="from" />
      </section>
      <BillEditorDrawer state={editing ? { mode: 'edit', bill: data } : null} onClose={() => setEditing(false)} />
      {paying ? <PayBillsDrawer open onlyBillId={data.id} onClose={() => setPaying(false)} /> : null}
    </PageFrame>
  );
}
