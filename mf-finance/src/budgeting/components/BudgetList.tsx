// The budgets of the organization: fiscal year, scope, status and version with their revenue,
// expense and net totals (from SQL). A row opens the budget; New budget (not for viewers) creates
// one empty, from last year's actuals or as a copy.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, PageFrame, Tag, Typography } from '@missionbase/ui';
import { DataTable, useTableUrlState } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { useBudgetList } from '../data/budget-list-query';
import type { BudgetSummary } from '../data/budget-summary';
import { useCanEditBudgets } from '../hooks/use-can-edit-budgets';
import { scopeLabel, statusColour, statusLabel } from '../utils/budget-words';
import { lazyComponent } from '@missionbase/app-config/lazy-panel';

// The modal (its form, pickers and the copy/actuals choices) loads when New budget is first chosen.
const NewBudgetModal = lazyComponent(() => import('./NewBudgetModal').then((module) => module.NewBudgetModal));

export function BudgetList() {
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditBudgets();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: null, filterKeys: [] as const, prefix: 'b.' });
  const list = useBudgetList(organizationId);
  const [creating, setCreating] = useState(false);

  const columns = useMemo((): DataTableColumn<BudgetSummary>[] => [
    { key: 'year', title: 'Fiscal year', width: 150, value: (row) => row.fiscal_year_label },
    { key: 'name', title: 'Budget', value: (row) => row.name },
    { key: 'scope', title: 'Scope', value: scopeLabel },
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (row) => <Tag color={statusColour(row.status)}>{statusLabel(row.status)}</Tag>,
      value: (row) => statusLabel(row.status),
    },
    { key: 'version', title: 'Version', width: 90, align: 'right', value: (row) => row.version },
    { key: 'revenue', title: 'Revenue', money: true, width: 140, value: (row) => row.revenue_total },
    { key: 'expenses', title: 'Expenses', money: true, width: 140, value: (row) => row.expense_total },
    { key: 'net', title: 'Net', money: true, width: 140, value: (row) => row.net_total },
  ], []);

  return (
    <PageFrame title="Budgeting" description="Plans per fiscal year, fund and project, with one approved version per scope, compared with the ledger month by month.">
      {canEdit ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)} onPointerEnter={NewBudgetModal.preload} onFocus={NewBudgetModal.preload}>New budget</Button>
        </Flex>
      ) : null}
      <DataTable<BudgetSummary>
        id="budgets"
        caption="Budgets"
        rowKey="id"
        columns={columns}
        rows={list.data}
        total={list.data?.length}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        hidePagination
        onRowClick={(row) => {
          if (row.id !== null) void navigate(row.id);
        }}
        rowLabel={(row) => `Open budget ${row.name ?? ''}, ${statusLabel(row.status)}`}
        emptyText={
          <Typography.Text type="secondary">
            No budgets yet.{canEdit ? ' Choose New budget to start from last year\'s actuals, copy a budget or begin empty.' : ''}
          </Typography.Text>
        }
      />
      {creating ? (
        <NewBudgetModal
          budgets={list.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(id);
          }}
        />
      ) : null}
    </PageFrame>
  );
}
