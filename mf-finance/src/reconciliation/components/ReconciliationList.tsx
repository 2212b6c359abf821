// The reconciliation list: every cash account with its ledger balance, last reconciled
// statement and a Start / Continue button, then every reconciliation (newest first) with its
// difference from SQL. A row opens the reconciliation's own page.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, PageFrame, Skeleton, Tag, Typography, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { Table } from '@missionbase/ui/table';
import type { TableColumnsType } from '@missionbase/ui/table';
import { useReconciliationList } from '../data/reconciliation-list-query';
import type { ReconcilableAccount, ReconciliationListRow, StartableAccount } from '../data/reconciliation-list-query';
import { useReconcileRights } from '../hooks/use-can-reconcile';
import { useReconciliationRealtime } from '../hooks/use-reconciliation-realtime';
import { lazyComponent } from '@missionbase/app-config/lazy-panel';
import { RECONCILIATION_BASE } from '../utils/reconciliation-paths';

/** The workspace's code (a lazy route of ReconciliationPage), fetched when Continue is pointed at or focused. */
function preloadWorkspace(): void {
  import('./ReconciliationWorkspace').catch(() => undefined); // the route's own import retries and reports
}

// The start dialog (its form, date and money inputs) loads when Start reconciliation is first chosen.
const StartReconciliationModal = lazyComponent(() => import('./StartReconciliationModal').then((module) => module.StartReconciliationModal));

/** An account as the list names it; a missing code or name is left out. */
function accountLabel(code: string | null, name: string | null): string {
  return code ? `${code} ${name ?? ''}` : (name ?? '');
}

export function ReconciliationList() {
  const organizationId = useActiveOrganizationId();
  const navigate = useNavigate();
  const { canReconcile } = useReconcileRights();
  const list = useReconciliationList(organizationId);
  useReconciliationRealtime(organizationId);
  const [startAccount, setStartAccount] = useState<StartableAccount | null>(null);
  // A reconciliation without an id cannot be opened.
  const open = (id: string | null) => {
    if (id !== null) void navigate(`${RECONCILIATION_BASE}/${id}`);
  };

  const accountColumns: TableColumnsType<ReconcilableAccount> = [
    { key: 'account', title: 'Account', render: (_, row) => accountLabel(row.code, row.name) },
    { key: 'balance', title: 'Ledger balance', align: 'right', render: (_, row) => formatMoney(row.ledger_balance) },
    { key: 'last', title: 'Reconciled through', render: (_, row) => row.last_reconciled_date ?? <Typography.Text type="secondary">Never</Typography.Text> },
    {
      key: 'action',
      title: <span className="mb-visually-hidden">Action</span>,
      render: (_, row) => {
        const { id, in_progress_id: inProgressId } = row;
        if (inProgressId) {
          return <Button onClick={() => open(inProgressId)} onPointerEnter={preloadWorkspace} onFocus={preloadWorkspace} aria-label={`Continue reconciling ${row.name ?? ''}`}>Continue</Button>;
        }
        // An account without an id cannot be reconciled.
        return canReconcile && id !== null ? (
          <Button type="primary" onClick={() => setStartAccount({ ...row, id })} onPointerEnter={StartReconciliationModal.preload} onFocus={StartReconciliationModal.preload} aria-label={`Start reconciling ${row.name ?? ''}`}>Start reconciliation</Button>
        ) : null;
      },
    },
  ];

  const columns = useMemo((): TableColumnsType<ReconciliationListRow> => [
    { key: 'account', title: 'Account', render: (_, row) => accountLabel(row.account_code, row.account_name) },
    { key: 'period', title: 'Statement', render: (_, row) => `${row.statement_start_date ?? ''} – ${row.statement_end_date ?? ''}` },
    { key: 'ending', title: 'Ending balance', align: 'right', render: (_, row) => formatMoney(row.ending_balance) },
    { key: 'difference', title: 'Difference', align: 'right', render: (_, row) => formatMoney(row.difference) },
    { key: 'lines', title: 'Matched', align: 'right', render: (_, row) => `${row.matched_lines ?? 0} of ${row.statement_lines ?? 0}` },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => (row.status === 'finished' ? <Tag color="green">Finished</Tag> : <Tag color="blue">In progress</Tag>),
    },
    { key: 'by', title: 'Finished by', render: (_, row) => (row.finished_at ? `${row.finished_by_name ?? 'Someone'}, ${row.finished_at.slice(0, 10)}` : '') },
  ], []);

  return (
    <PageFrame title="Reconciliation" description="Prove that the ledger's cash equals the bank's: import the statement, match its lines, finish at a zero difference.">
      {list.isPending && organizationId ? <Skeleton active /> : null}
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message="Could not load the reconciliations"
          description={serverErrorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>Retry</Button>}
        />
      ) : null}
      {list.data ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>Cash accounts</Typography.Title>
          <Table<ReconcilableAccount>
            rowKey="id"
            size="middle"
            columns={accountColumns}
            dataSource={list.data.accounts}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Typography.Text type="secondary">No cash or bank accounts in the chart of accounts.</Typography.Text> }}
            aria-label="Cash accounts"
          />
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>Reconciliations</Typography.Title>
          <Table<ReconciliationListRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data.reconciliations}
            pagination={list.data.reconciliations.length > 25 ? { pageSize: 25 } : false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Typography.Text type="secondary">{canReconcile ? 'No reconciliations yet. Start one for a cash account above.' : 'No reconciliations yet.'}</Typography.Text> }}
            aria-label="Reconciliations"
            onRow={(row) => ({
              onClick: () => open(row.id),
              onKeyDown: (event) => {
                if (event.key === 'Enter') open(row.id);
              },
              tabIndex: 0,
              role: 'link',
              'aria-label': `Reconciliation of ${row.account_name ?? ''} through ${row.statement_end_date ?? ''}`,
              style: { cursor: 'pointer' },
            })}
          />
        </>
      ) : null}
      {startAccount ? (
        <StartReconciliationModal
          organizationId={organizationId}
          account={startAccount}
          onClose={() => setStartAccount(null)}
          onStarted={(id) => {
            setStartAccount(null);
            open(id);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
