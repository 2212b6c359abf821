// The payroll runs: newest first, paged in the database, status filter in the URL; a row
// opens the run. New run for owners and admins only (the database refuses anyone else anyway).
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, Typography } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState, Select } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { fetchPayrollRuns, usePayrollRuns } from '../data/payroll-run-list-query';
import type { PayrollRunListParams, PayrollRunRow } from '../data/payroll-run-list-query';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { RUN_STATUS_LABELS, RunStatusTag } from './RunStatusTag';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const NewRunDrawer = lazyPanel(() => import('./NewRunDrawer').then((module) => module.NewRunDrawer));

const SORT_KEYS = ['pay_date', 'total_gross', 'total_net'] as const;

export function PayrollRunsList() {
  const organizationId = useActiveOrganizationId();
  const { canManagePayroll } = useHrPermissions();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'pay_date', direction: 'desc' }, pageSize: 25, filterKeys: ['status'] as const, sortKeys: SORT_KEYS });
  const sortKey = (SORT_KEYS as readonly string[]).includes(table.sort?.key ?? '') ? (table.sort?.key as PayrollRunListParams['sort']) : 'pay_date';
  const params: PayrollRunListParams = { status: table.filters.status, sort: sortKey, direction: table.sort?.direction ?? 'desc', from: table.range.from, to: table.range.to };
  const runs = usePayrollRuns(organizationId, params);
  const [creating, setCreating] = useState(false);

  const columns = useMemo((): DataTableColumn<PayrollRunRow>[] => [
    { key: 'pay_date', title: 'Pay date', sortable: true, width: 112, value: (row) => row.pay_date },
    { key: 'period', title: 'Pay period', value: (row) => `${row.period_start} to ${row.period_end}` },
    { key: 'status', title: 'Status', render: (row) => <RunStatusTag status={row.status} />, value: (row) => RUN_STATUS_LABELS[row.status] ?? row.status },
    { key: 'total_gross', title: 'Gross', sortable: true, money: true, value: (row) => String(row.total_gross) },
    { key: 'taxes', title: 'Taxes withheld', money: true, value: (row) => String(row.total_employee_taxes) },
    { key: 'deductions', title: 'Deductions', money: true, hiddenByDefault: true, value: (row) => String(row.total_deductions) },
    { key: 'total_net', title: 'Net pay', sortable: true, money: true, value: (row) => String(row.total_net) },
    { key: 'employer', title: 'Employer taxes', money: true, hiddenByDefault: true, value: (row) => String(row.total_employer_taxes) },
    { key: 'notes', title: 'Note', hiddenByDefault: true, value: (row) => row.notes ?? '' },
  ], []);

  return (
    <>
      {canManagePayroll ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setCreating(true)} onPointerEnter={NewRunDrawer.preload} onFocus={NewRunDrawer.preload}>New payroll run</Button>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">Only owners and admins run payroll.</Typography.Paragraph>
      )}
      <DataTable<PayrollRunRow>
        id="payroll-runs"
        caption="Payroll runs"
        rowKey="id"
        columns={columns}
        rows={runs.data?.rows}
        total={runs.data?.total}
        loading={runs.isFetching}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        table={table}
        onRowClick={(row) => navigate(`/app/hr/payroll/${row.id}`)}
        rowLabel={(row) => `Payroll run paid ${row.pay_date}, ${RUN_STATUS_LABELS[row.status] ?? row.status}`}
        emptyText={<Typography.Text type="secondary">{table.filters.status ? 'No runs with this status.' : 'No payroll runs yet.'}</Typography.Text>}
        toolbar={
          <Select
            aria-label="Status"
            allowClear
            placeholder="Any status"
            value={table.filters.status ?? null}
            onChange={(value: string | null | undefined) => table.setFilter('status', value ?? null)}
            options={Object.entries(RUN_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            style={{ width: 150 }}
          />
        }
        exportOptions={{
          title: 'Payroll runs',
          fileName: 'payroll-runs',
          period: 'All runs',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchPayrollRuns(organizationId ?? '', { ...params, from, to })).rows),
          disabled: !runs.data || runs.data.total === 0,
        }}
      />
      <NewRunDrawer opened={creating} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
