// One reconciliation (/app/finance/reconciliation/:id) [14.7-14.10]: the figures from SQL, the
// statement lines beside the ledger's lines of the account (cleared here or still open), suggested
// matches with Accept all, matching by hand (a keyboard-usable dialog), a transaction created from
// a line, Finish only at a zero difference, Undo of the last finished one (owners and admins), the
// report. Unknown or other organizations' ids show "not found".
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Alert, Button, Col, Flex, PageFrame, Popconfirm, Result, Row, Skeleton, Table, Tag, Tooltip, Typography, formatMoney, serverErrorMessage, useToast,
} from '@missionbase/ui';
import type { TableColumnsType } from '@missionbase/ui';
import { useReconciliationDetail } from '../data/reconciliation-detail-query';
import type { LedgerLineRow, StatementLineRow } from '../data/reconciliation-detail-query';
import { useDeleteReconciliation } from '../data/reconciliation-delete-mutation';
import { useFinishReconciliation } from '../data/reconciliation-finish-mutation';
import { useUndoReconciliation } from '../data/reconciliation-undo-mutation';
import { useMatchSuggestions } from '../data/reconciliation-suggestions-query';
import { useAcceptSuggestions } from '../data/suggestions-accept-mutation';
import { useUnmatchStatementLine } from '../data/statement-line-unmatch-mutation';
import { useReconcileRights } from '../hooks/use-can-reconcile';
import { useReconciliationRealtime } from '../hooks/use-reconciliation-realtime';
import { CreateFromLineModal } from './CreateFromLineModal';
import { ImportStatementModal } from './ImportStatementModal';
import { MatchLineModal } from './MatchLineModal';
import { RECONCILIATION_BASE } from './ReconciliationList';
import { ReconciliationFigures } from './ReconciliationFigures';
import { ReconciliationReportButtons } from './ReconciliationReportButtons';
import { ScrollRegion } from './ScrollRegion';

export function ReconciliationWorkspace() {
  const { reconciliationId } = useParams();
  const organizationId = useActiveOrganizationId();
  const navigate = useNavigate();
  const toast = useToast();
  const rights = useReconcileRights();
  useReconciliationRealtime(organizationId);
  const detail = useReconciliationDetail(organizationId, reconciliationId);
  const summary = detail.data?.reconciliation;
  const inProgress = summary?.status === 'in_progress';
  const editable = inProgress && rights.canReconcile;
  const suggestions = useMatchSuggestions(organizationId, reconciliationId, Boolean(inProgress));
  const accept = useAcceptSuggestions(organizationId);
  const unmatch = useUnmatchStatementLine(organizationId);
  const finish = useFinishReconciliation(organizationId);
  const undo = useUndoReconciliation(organizationId);
  const remove = useDeleteReconciliation(organizationId);
  const [importOpen, setImportOpen] = useState(false);
  const [matchLine, setMatchLine] = useState<StatementLineRow | null>(null);
  const [createLine, setCreateLine] = useState<StatementLineRow | null>(null);

  const suggestedFor = useMemo(() => new Map((suggestions.data ?? []).map((s) => [s.statement_line_id, s])), [suggestions.data]);
  const suggestedLedger = useMemo(() => new Set((suggestions.data ?? []).flatMap((s) => s.journal_entry_line_ids)), [suggestions.data]);
  const ledgerById = useMemo(() => new Map((detail.data?.ledger_lines ?? []).map((l) => [l.id, l])), [detail.data]);

  const run = async (action: () => Promise<unknown>, success: string | null, failure: string) => {
    try {
      await action();
      if (success) toast({ title: success, variant: 'success' });
    } catch (error) {
      toast({ title: failure, description: serverErrorMessage(error), variant: 'destructive' });
    }
  };

  if (detail.error) {
    const notFound = /not found/i.test((detail.error as { message?: string }).message ?? '');
    return (
      <PageFrame title="Reconciliation">
        {notFound ? (
          <Result status="404" title="Reconciliation not found" subTitle="It may have been deleted, or it belongs to another organization." extra={<Link to={RECONCILIATION_BASE}>Back to the reconciliations</Link>} />
        ) : (
          <Alert type="error" showIcon message="Could not load the reconciliation" description={serverErrorMessage(detail.error)} action={<Button onClick={() => void detail.refetch()}>Retry</Button>} />
        )}
      </PageFrame>
    );
  }
  if (!detail.data || !summary) {
    return (
      <PageFrame title="Reconciliation">
        <Skeleton active />
      </PageFrame>
    );
  }

  const zero = Number(summary.difference) === 0;
  const suggestionCount = suggestions.data?.length ?? 0;

  const statementColumns: TableColumnsType<StatementLineRow> = [
    { key: 'date', title: 'Date', dataIndex: 'line_date', width: 110 },
    {
      key: 'what',
      title: 'Payee and description',
      render: (_, row) => (
        <span>
          {row.payee ? <strong>{row.payee}</strong> : null}
          {row.payee && row.description && row.description !== row.payee ? <br /> : null}
          {row.description !== row.payee ? row.description : null}
        </span>
      ),
    },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => {
        if (row.matched_line_ids.length > 0) {
          const matched = row.matched_line_ids.map((id) => ledgerById.get(id)?.description).filter(Boolean).join('; ');
          return (
            <Tooltip title={matched}>
              <Tag color="green">{row.match_method === 'created' ? 'Created and matched' : row.matched_line_ids.length > 1 ? `Matched to ${row.matched_line_ids.length} lines` : 'Matched'}</Tag>
            </Tooltip>
          );
        }
        const suggestion = suggestedFor.get(row.id);
        if (suggestion) {
          const names = suggestion.journal_entry_line_ids.map((id) => ledgerById.get(id)?.description).filter(Boolean).join('; ');
          return <Tag color="blue">Suggested: {names}</Tag>;
        }
        return <Tag>Unmatched</Tag>;
      },
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: <span className="mb-visually-hidden">Actions</span>,
            render: (_: unknown, row: StatementLineRow) =>
              row.matched_line_ids.length > 0 ? (
                <Button size="small" onClick={() => void run(() => unmatch.mutateAsync(row.id), null, 'Could not unmatch the line')} aria-label={`Unmatch ${row.line_date} ${row.payee ?? row.description} ${formatMoney(row.amount)}`}>
                  Unmatch
                </Button>
              ) : (
                <Flex gap={4} wrap>
                  <Button size="small" onClick={() => setMatchLine(row)} aria-label={`Match ${row.line_date} ${row.payee ?? row.description} ${formatMoney(row.amount)}`}>
                    Match…
                  </Button>
                  <Button size="small" onClick={() => setCreateLine(row)} aria-label={`Create a transaction from ${row.line_date} ${row.payee ?? row.description} ${formatMoney(row.amount)}`}>
                    Create transaction
                  </Button>
                </Flex>
              ),
          },
        ]
      : []),
  ];

  const ledgerColumns: TableColumnsType<LedgerLineRow> = [
    { key: 'date', title: 'Date', dataIndex: 'entry_date', width: 110 },
    { key: 'description', title: 'Description', render: (_, row) => row.description },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => (row.cleared ? <Tag color="green">Cleared</Tag> : suggestedLedger.has(row.id) ? <Tag color="blue">Suggested</Tag> : <Tag>Outstanding</Tag>),
    },
  ];

  return (
    <PageFrame
      title={`Reconcile ${summary.account_name}`}
      description={`Statement ${summary.statement_start_date} – ${summary.statement_end_date}`}
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
        <ReconciliationReportButtons detail={detail.data} />
      </Flex>
      {!rights.canReconcile ? <Alert type="info" showIcon message="You can view this reconciliation; only owners, admins and members change it." style={{ marginBottom: 12 }} /> : null}
      {suggestions.error ? <Alert type="warning" showIcon message="Suggestions could not be loaded" description={serverErrorMessage(suggestions.error)} action={<Button onClick={() => void suggestions.refetch()}>Retry</Button>} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>Bank statement ({summary.matched_lines} of {summary.statement_lines} matched)</Typography.Title>
          <ScrollRegion label="Bank statement lines, scrollable">
          <Table<StatementLineRow>
            rowKey="id"
            size="small"
            columns={statementColumns}
            dataSource={detail.data.statement_lines}
            pagination={detail.data.statement_lines.length > 100 ? { pageSize: 100 } : false}
            aria-label="Bank statement lines"
            locale={{ emptyText: <Typography.Text type="secondary">{editable ? 'No statement lines yet: import the bank statement.' : 'No statement lines.'}</Typography.Text> }}
          />
          </ScrollRegion>
        </Col>
        <Col xs={24} xl={11}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>Ledger lines of {summary.account_code ? `${summary.account_code} ` : ''}{summary.account_name}</Typography.Title>
          <ScrollRegion label="Ledger lines, scrollable">
          <Table<LedgerLineRow>
            rowKey="id"
            size="small"
            columns={ledgerColumns}
            dataSource={detail.data.ledger_lines}
            pagination={detail.data.ledger_lines.length > 100 ? { pageSize: 100 } : false}
            aria-label="Ledger lines"
            locale={{ emptyText: <Typography.Text type="secondary">No ledger lines on this account up to the statement end.</Typography.Text> }}
          />
          </ScrollRegion>
        </Col>
      </Row>
      <ImportStatementModal open={importOpen} organizationId={organizationId} summary={summary} onClose={() => setImportOpen(false)} />
      <MatchLineModal organizationId={organizationId} line={matchLine} ledgerLines={detail.data.ledger_lines} onClose={() => setMatchLine(null)} />
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
