// One reconciliation (/app/finance/reconciliation/:id): the figures from SQL, the
// statement lines and the ledger's lines of the account (cleared here, suggested or outstanding),
// each table paged, filtered, searched and sorted by the database (URL state: `s.` and `l.`
// parameters); suggested matches with Accept all (every page), matching by hand (a keyboard-usable
// dialog that searches the open lines), a transaction created from a line, a line added by hand,
// the statement's end date and ending balance edited while in progress, Finish only at a zero
// difference, Undo of the last finished one (owners and admins), the report. Unknown or other
// organizations' ids show "not found".
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Alert,
  Button,
  Col,
  Flex,
  PageFrame,
  Popconfirm,
  Row,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
  formatMoney,
  serverErrorMessage,
  useToast,
} from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { DataTable, useTableUrlState, Select, Input } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useReconciliationSummary } from '../data/reconciliation-summary-query';
import { useStatementPage } from '../data/statement-lines-query';
import { lineWithId } from '../data/statement-lines-query';
import type { StatementPageLine, StatementPageRow } from '../data/statement-lines-query';
import { useLedgerPage } from '../data/ledger-lines-query';
import type { LedgerPageRow } from '../data/ledger-lines-query';
import { useDeleteReconciliation } from '../data/reconciliation-delete-mutation';
import { useFinishReconciliation } from '../data/reconciliation-finish-mutation';
import { useUndoReconciliation } from '../data/reconciliation-undo-mutation';
import { useAcceptSuggestions } from '../data/suggestions-accept-mutation';
import { useUnmatchStatementLine } from '../data/statement-line-unmatch-mutation';
import { useReconcileRights } from '../hooks/use-can-reconcile';
import { useReconciliationRealtime } from '../hooks/use-reconciliation-realtime';
import { AddStatementLineModal } from './AddStatementLineModal';
import { CreateFromLineModal } from './CreateFromLineModal';
import { EditReconciliationModal } from './EditReconciliationModal';
import { ImportStatementModal } from './ImportStatementModal';
import { MatchLineModal } from './MatchLineModal';
import { ReconciliationFigures } from './ReconciliationFigures';
import { ReconciliationReportButtons } from './ReconciliationReportButtons';
import { ScrollRegion } from './ScrollRegion';
import { RECONCILIATION_BASE } from '../utils/reconciliation-paths';

function lineLabel(row: StatementPageRow): string {
  return `${row.line_date ?? ''} ${row.payee ?? row.description ?? ''} ${formatMoney(row.amount)}`;
}

export function ReconciliationWorkspace() {
  const { reconciliationId } = useParams();
  const organizationId = useActiveOrganizationId();
  const navigate = useNavigate();
  const toast = useToast();
  const rights = useReconcileRights();
  useReconciliationRealtime(organizationId);
  const summaryQuery = useReconciliationSummary(organizationId, reconciliationId);
  const summary = summaryQuery.data;
  const statementTable = useTableUrlState({ prefix: 's.', defaultSort: { key: 'date', direction: 'asc' }, pageSize: 50, filterKeys: ['state', 'q'] as const });
  const ledgerTable = useTableUrlState({ prefix: 'l.', defaultSort: { key: 'date', direction: 'asc' }, pageSize: 50, filterKeys: ['state', 'q'] as const });
  const statement = useStatementPage(organizationId, reconciliationId, { page: statementTable.page, pageSize: statementTable.pageSize, sort: statementTable.sort, filters: statementTable.filters });
  const ledger = useLedgerPage(organizationId, reconciliationId, { page: ledgerTable.page, pageSize: ledgerTable.pageSize, sort: ledgerTable.sort, filters: ledgerTable.filters });
  const inProgress = summary?.status === 'in_progress';
  const editable = inProgress && rights.canReconcile;
  const accept = useAcceptSuggestions(organizationId);
  const unmatch = useUnmatchStatementLine(organizationId);
  const finish = useFinishReconciliation(organizationId);
  const undo = useUndoReconciliation(organizationId);
  const remove = useDeleteReconciliation(organizationId);
  const [importOpen, setImportOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const [matchLine, setMatchLine] = useState<StatementPageLine | null>(null);
  const [createLine, setCreateLine] = useState<StatementPageLine | null>(null);

  const run = async (action: () => Promise<unknown>, success: string | null, failure: string) => {
    try {
      await action();
      if (success) toast({ title: success, variant: 'success' });
    } catch (error) {
      toast({ title: failure, description: serverErrorMessage(error), variant: 'destructive' });
    }
  };

  if (summaryQuery.error) {
    const notFound = /not found/i.test((summaryQuery.error as { message?: string }).message ?? '');
    return (
      <PageFrame title="Reconciliation">
        {notFound ? (
          <Result status="404" title="Reconciliation not found" subTitle="It may have been deleted, or it belongs to another organization." extra={<Link to={RECONCILIATION_BASE}>Back to the reconciliations</Link>} />
        ) : (
          <Alert type="error" showIcon message="Could not load the reconciliation" description={serverErrorMessage(summaryQuery.error)} action={<Button onClick={() => void summaryQuery.refetch()}>Retry</Button>} />
        )}
      </PageFrame>
    );
  }
  if (!summary) {
    return (
      <PageFrame title="Reconciliation">
        <Skeleton active />
      </PageFrame>
    );
  }

  const zero = Number(summary.difference) === 0;
  const counts = statement.data?.counts;
  const suggestionCount = inProgress ? counts?.suggested ?? 0 : 0;

  const statementColumns: DataTableColumn<StatementPageRow>[] = [
    { key: 'date', title: 'Date', sortable: true, alwaysVisible: true, width: 110, value: (row) => row.line_date },
    {
      key: 'payee',
      title: 'Payee and description',
      sortable: true,
      value: (row) => [row.payee, row.description].filter(Boolean).join(' '),
      render: (row) => (
        <span>
          {row.payee ? <strong>{row.payee}</strong> : null}
          {row.payee && row.description && row.description !== row.payee ? <br /> : null}
          {row.description !== row.payee ? row.description : null}
          {row.reference ? <Typography.Text type="secondary"> · Ref. {row.reference}</Typography.Text> : null}
        </span>
      ),
    },
    { key: 'amount', title: 'Amount', sortable: true, money: true },
    {
      key: 'status',
      title: 'Status',
      value: (row) => row.state,
      render: (row) => {
        const names = (row.linked_descriptions ?? []).join('; ');
        const matched = row.matched_line_ids?.length ?? 0;
        if (row.state === 'matched') {
          return (
            <Tooltip title={names}>
              <Tag color="green">{row.match_method === 'created' ? 'Created and matched' : matched > 1 ? `Matched to ${matched} lines` : 'Matched'}</Tag>
            </Tooltip>
          );
        }
        if (row.state === 'suggested') return <Tag color="blue">Suggested: {names}</Tag>;
        return <Tag>Unmatched</Tag>;
      },
    },
    ...(editable
      ? [{
          key: 'actions',
          title: 'Actions',
          exportable: false,
          render: (row: StatementPageRow) => {
            // A line without an id offers nothing.
            const line = lineWithId(row);
            if (line === null) return null;
            return line.state === 'matched' ? (
              <Button size="small" onClick={() => void run(() => unmatch.mutateAsync(line.id), null, 'Could not unmatch the line')} aria-label={`Unmatch ${lineLabel(line)}`}>
                Unmatch
              </Button>
            ) : (
              <Flex gap={4} wrap>
                <Button size="small" onClick={() => setMatchLine(line)} aria-label={`Match ${lineLabel(line)}`}>
                  Match…
                </Button>
                <Button size="small" onClick={() => setCreateLine(line)} aria-label={`Create a transaction from ${lineLabel(line)}`}>
                  Create transaction
                </Button>
              </Flex>
            );
          },
        } satisfies DataTableColumn<StatementPageRow>]
      : []),
  ];

  const ledgerColumns: DataTableColumn<LedgerPageRow>[] = [
    { key: 'date', title: 'Date', sortable: true, alwaysVisible: true, width: 110, value: (row) => row.entry_date },
    { key: 'description', title: 'Description', sortable: true },
    { key: 'amount', title: 'Amount', sortable: true, money: true },
    {
      key: 'status',
      title: 'Status',
      value: (row) => row.state,
      render: (row) => (row.state === 'cleared' ? <Tag color="green">Cleared</Tag> : row.state === 'suggested' ? <Tag color="blue">Suggested</Tag> : <Tag>Outstanding</Tag>),
    },
  ];

  const statementStates = [
    { value: 'suggested', label: `Suggested (${counts?.suggested ?? '…'})` },
    { value: 'unmatched', label: `Unmatched (${counts?.unmatched ?? '…'})` },
    { value: 'matched', label: `Matched (${counts?.matched ?? '…'})` },
  ];
  const ledgerCounts = ledger.data?.counts;
  const ledgerStates = [
    { value: 'outstanding', label: `Outstanding (${ledgerCounts?.outstanding ?? '…'})` },
    { value: 'suggested', label: `Suggested (${ledgerCounts?.suggested ?? '…'})` },
    { value: 'cleared', label: `Cleared (${ledgerCounts?.cleared ?? '…'})` },
  ];

  return (
    <PageFrame
      title={`Reconcile ${summary.account_name ?? ''}`}
      description={`Statement ${summary.statement_start_date ?? ''} – ${summary.statement_end_date ?? ''}`}
    >
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <Link to={RECONCILIATION_BASE}>All reconciliations</Link>
        {inProgress ? <Tag color="blue">In progress</Tag> : <Tag color="green">Finished{summary.finished_at ? ` by ${summary.finished_by_name ?? 'someone'} on ${summary.finished_at.slice(0, 10)}` : ''}</Tag>}
      </Flex>
      <ReconciliationFigures summary={summary} />
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        {editable ? (
          <>
            <Button onClick={() => setImportOpen(true)}>Import statement</Button>
            <Button onClick={() => setAddOpen(true)}>Add line</Button>
            <Button onClick={() => setEditOpen(true)}>Edit statement</Button>
            <Button
              disabled={suggestionCount === 0}
              loading={accept.isPending}
              onClick={() => void run(async () => {
                const n = await accept.mutateAsync(summary.id);
                toast({ title: `${n} statement ${n === 1 ? 'line' : 'lines'} matched`, variant: 'success' });
              }, null, 'Could not accept the suggestions')}
            >
              Accept all suggestions ({suggestionCount})
            </Button>
            <Tooltip title={zero ? '' : 'Finish is possible when the difference is zero.'}>
              <Button
                type="primary"
                disabled={!zero}
                loading={finish.isPending}
                onClick={() => void run(() => finish.mutateAsync(summary.id), 'Reconciliation finished: its cleared lines are now locked', 'Could not finish the reconciliation')}
              >
                Finish
              </Button>
            </Tooltip>
            <Popconfirm
              title="Delete this reconciliation?"
              description="Its imported statement lines and matches are removed. The ledger does not change."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => void run(async () => {
                await remove.mutateAsync(summary.id);
                navigate(RECONCILIATION_BASE);
              }, 'Reconciliation deleted', 'Could not delete the reconciliation')}
            >
              <Button danger>Delete</Button>
            </Popconfirm>
          </>
        ) : null}
        {!inProgress && summary.is_last && rights.canUndo ? (
          <Popconfirm
            title="Undo this reconciliation?"
            description="It goes back in progress and its cleared lines can be changed again."
            okText="Undo"
            onConfirm={() => void run(() => undo.mutateAsync(summary.id), 'Reconciliation undone: it is in progress again', 'Could not undo the reconciliation')}
          >
            <Button>Undo reconciliation</Button>
          </Popconfirm>
        ) : null}
        <ReconciliationReportButtons summary={summary} />
      </Flex>
      {!rights.canReconcile ? <Alert type="info" showIcon message="You can view this reconciliation; only owners, admins and members change it." style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>Bank statement ({summary.matched_lines ?? 0} of {summary.statement_lines ?? 0} matched)</Typography.Title>
          <ScrollRegion label="Bank statement lines, scrollable">
            <DataTable<StatementPageRow>
              id="reconciliation-statement"
              caption="Bank statement lines"
              rowKey="id"
              columns={statementColumns}
              rows={statement.data?.rows}
              total={statement.data?.total}
              loading={statement.isFetching}
              error={statement.error}
              onRetry={() => void statement.refetch()}
              table={statementTable}
              rowLabel={lineLabel}
              emptyText={summary.statement_lines === 0 ? (editable ? 'No statement lines yet: import the bank statement or add a line.' : 'No statement lines.') : 'No statement line matches these filters.'}
              toolbar={
                <>
                  <Select
                    aria-label="Statement line status"
                    allowClear
                    placeholder={`All lines (${counts?.all ?? '…'})`}
                    value={statementTable.filters.state}
                    onChange={(value: string | null | undefined) => statementTable.setFilter('state', value ?? null)}
                    options={statementStates}
                    style={{ width: 190 }}
                  />
                  <Input.Search
                    aria-label="Search statement lines"
                    placeholder="Payee, amount or reference"
                    defaultValue={statementTable.filters.q}
                    onSearch={(q) => statementTable.setFilter('q', q.trim() || null)}
                    allowClear
                    style={{ width: 220 }}
                  />
                </>
              }
            />
          </ScrollRegion>
        </Col>
        <Col xs={24} xl={11}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>Ledger lines of {summary.account_code ? `${summary.account_code} ` : ''}{summary.account_name}</Typography.Title>
          <ScrollRegion label="Ledger lines, scrollable">
            <DataTable<LedgerPageRow>
              id="reconciliation-ledger"
              caption="Ledger lines"
              rowKey="id"
              columns={ledgerColumns}
              rows={ledger.data?.rows}
              total={ledger.data?.total}
              loading={ledger.isFetching}
              error={ledger.error}
              onRetry={() => void ledger.refetch()}
              table={ledgerTable}
              rowLabel={(row) => `${row.entry_date ?? ''} ${row.description ?? ''} ${formatMoney(row.amount)}`}
              emptyText={ledgerCounts?.all === 0 ? 'No ledger lines on this account up to the statement end.' : 'No ledger line matches these filters.'}
              toolbar={
                <>
                  <Select
                    aria-label="Ledger line status"
                    allowClear
                    placeholder={`All lines (${ledgerCounts?.all ?? '…'})`}
                    value={ledgerTable.filters.state}
                    onChange={(value: string | null | undefined) => ledgerTable.setFilter('state', value ?? null)}
                    options={ledgerStates}
                    style={{ width: 190 }}
                  />
                  <Input.Search
                    aria-label="Search ledger lines"
                    placeholder="Description or amount"
                    defaultValue={ledgerTable.filters.q}
                    onSearch={(q) => ledgerTable.setFilter('q', q.trim() || null)}
                    allowClear
                    style={{ width: 200 }}
                  />
                </>
              }
            />
          </ScrollRegion>
        </Col>
      </Row>
      <ImportStatementModal open={importOpen} organizationId={organizationId} summary={summary} onClose={() => setImportOpen(false)} />
      <EditReconciliationModal
        open={editOpen}
        organizationId={organizationId}
        summary={summary}
        onClose={() => setEditOpen(false)}
        onSaved={() => {
          setEditOpen(false);
          toast({ title: 'Statement updated', variant: 'success' });
        }}
      />
      <AddStatementLineModal
        open={addOpen}
        organizationId={organizationId}
        summary={summary}
        onClose={() => setAddOpen(false)}
        onAdded={(description) => {
          setAddOpen(false);
          toast({ title: 'Statement line added', description, variant: 'success' });
        }}
      />
      <MatchLineModal organizationId={organizationId} reconciliationId={summary.id} line={matchLine} onClose={() => setMatchLine(null)} />
      <CreateFromLineModal
        organizationId={organizationId}
        line={createLine}
        onClose={() => setCreateLine(null)}
        onCreated={(description) => {
          setCreateLine(null);
          toast({ title: 'Transaction created and matched', description, variant: 'success' });
        }}
      />
    </PageFrame>
  );
}
