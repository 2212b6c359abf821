// The record page of an invoice or a bill (/app/finance/<invoices|bills>/<id>),
// parameterised by the kind and the screen: state, party, the actions, total / paid / balance due
// from the database, the header facts, the lines with their accounts, projects and funds, notes,
// the payments with their entries, and the editor and payment drawers. Loading, error with Retry, and
// "not found" for an unknown id or one of another organization.
import { recordTitle } from '@missionbase/app-config/page-title';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Button,
  Col,
  Flex,
  PageFrame,
  Row,
  Skeleton,
  Typography,
  formatMoney,
  serverErrorMessage,
} from '@missionbase/ui';
import { Breadcrumb, Descriptions, Result } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { Statistic } from '@missionbase/ui/statistic';
import { Table } from '@missionbase/ui/table';
import { useDocument } from '../data/document-detail-query';
import { capitalized } from '../data/document-kind';
import type { DocumentKindDescription, DocumentTypes } from '../data/document-kind';
import type { DocumentLine } from '../data/document-record';
import { useCanEditDocuments } from '../hooks/use-can-edit-documents';
import { DocumentPaymentsList } from './DocumentPaymentsList';
import { DocumentStateTag } from './DocumentStateTag';

export interface DocumentFact {
  key: string;
  label: string;
  children: ReactNode;
}

/** What the page shows of one kind of document beyond its kind's words. */
export interface DocumentDetailScreen<T extends DocumentTypes> {
  documentKind: DocumentKindDescription<T>;
  /** The header facts before the fund and the ledger links. */
  facts: (record: T['record']) => DocumentFact[];
  accountTitle: string;
  defaultAccount: string;
  paymentWord: 'into' | 'from';
}

export interface DocumentDetailSlots<T extends DocumentTypes> {
  actions: (record: T['record'], open: { canEdit: boolean; edit: () => void; pay: () => void }) => ReactNode;
  /** Between the lines and the payments (the bill's attached document). */
  beforePayments?: (record: T['record'], canEdit: boolean) => ReactNode;
  drawers: (record: T['record'], state: { editing: boolean; paying: boolean; closeEditor: () => void; closePayment: () => void }) => ReactNode;
}

export function DocumentDetailPage<T extends DocumentTypes>({ screen, slots }: { screen: DocumentDetailScreen<T>; slots: DocumentDetailSlots<T> }) {
  const { documentKind } = screen;
  const { documentId = '' } = useParams();
  const query = useDocument(documentKind, useActiveOrganizationId(), documentId);
  const canEdit = useCanEditDocuments();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const listPath = `/app/finance/${documentKind.plural}`;
  const noun = documentKind.kind;
  const back = <Link to={listPath}>All {documentKind.plural}</Link>;

  if (query.isPending) {
    return (
      <PageFrame title={documentKind.noun}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={documentKind.noun}>
        <Result status="warning" title={`This ${noun} could not be loaded`} subTitle={serverErrorMessage(query.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void query.refetch()}>Retry</Button>{back}</Flex>} />
      </PageFrame>
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <PageFrame title={`${documentKind.noun} not found`}>
        <Result status="404" title={`${documentKind.noun} not found`} subTitle={`There is no ${noun} at this address in this organization. It may have been deleted, or the link is for another organization.`} extra={back} />
      </PageFrame>
    );
  }
  const number = documentKind.number(data);
  return (
    <PageFrame title={recordTitle(documentKind.noun, number, documentKind.partyName(data))}>
      <Breadcrumb items={[{ title: <Link to={listPath}>{documentKind.noun}s</Link> }, { title: number }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <DocumentStateTag state={data.state} />
        <Typography.Text>{documentKind.partyName(data)}</Typography.Text>
      </Flex>
      {slots.actions(data, { canEdit, edit: () => setEditing(true), pay: () => setPaying(true) })}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}><Card><Statistic title="Total" value={formatMoney(data.total)} /></Card></Col>
        <Col xs={24} sm={8}><Card><Statistic title="Paid" value={formatMoney(data.amount_paid)} /></Card></Col>
        <Col xs={24} sm={8}>
          <Card><Statistic title="Balance due" value={formatMoney(data.balance)} /></Card>
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }} items={[
        ...screen.facts(data),
        { key: 'fund', label: 'Default fund', children: data.fund_name ?? '—' },
        {
          key: 'entry',
          label: 'Ledger',
          children: data.journal_entry_id ? (
            <Flex gap={8} wrap>
              <Link to={`/app/finance/journal-entries/${data.journal_entry_id}`}>{capitalized(documentKind.entry)} entry</Link>
              {data.void_entry_id ? <Link to={`/app/finance/journal-entries/${data.void_entry_id}`}>Void entry</Link> : null}
            </Flex>
          ) : `Posts when ${documentKind.finalizedWord}`,
        },
      ]} />
      <section aria-labelledby={`${noun}-lines`} style={{ marginBottom: 24 }}>
        <Typography.Title level={2} id={`${noun}-lines`} style={{ fontSize: 18 }}>Lines</Typography.Title>
        {/* Scrolls sideways inside itself on a phone; focusable so the keyboard can scroll it. */}
        <div tabIndex={0} role="region" aria-label={`${documentKind.noun} lines`} style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: 640 }}>
            <Table<DocumentLine>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.lines ?? []}
              columns={[
                { key: 'description', title: 'Description', dataIndex: 'description' },
                { key: 'quantity', title: 'Quantity', align: 'right', render: (_, line) => String(Number(line.quantity)) },
                { key: 'rate', title: 'Rate', align: 'right', render: (_, line) => formatMoney(line.unit_price) },
                { key: 'account', title: screen.accountTitle, render: (_, line) => line.account_label ?? screen.defaultAccount },
                { key: 'project', title: 'Project', render: (_, line) => line.project_name ?? '—' },
                { key: 'fund', title: 'Fund', render: (_, line) => line.fund_name ?? '—' },
                { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => <span className="mb-money">{formatMoney(line.amount)}</span> },
              ]}
            />
          </div>
        </div>
      </section>
      {data.notes ? <Typography.Paragraph>Notes: {data.notes}</Typography.Paragraph> : null}
      {slots.beforePayments?.(data, canEdit)}
      <section aria-labelledby={`${noun}-payments`}>
        <Typography.Title level={2} id={`${noun}-payments`} style={{ fontSize: 18 }}>Payments</Typography.Title>
        <DocumentPaymentsList payments={data.payments ?? []} accountWord={screen.paymentWord} />
      </section>
      {slots.drawers(data, { editing, paying, closeEditor: () => setEditing(false), closePayment: () => setPaying(false) })}
    </PageFrame>
  );
}
