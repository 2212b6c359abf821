// The employees list: paged, filtered and sorted by the database (filters in the URL); pay only
// for whoever may see pay and the tax id masked (last four digits) to owners and admins only, both
// from SQL. A row opens the
// employee's own page; New employee for everyone but viewers.
import { useMemo, useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Flex, PageFrame, Typography, formatMoney } from '@missionbase/ui';
import { DataTable, fetchAllPages, useTableUrlState } from '@missionbase/ui/table';
import type { DataTableColumn } from '@missionbase/ui/table';
import { fetchEmployeeList, useEmployeeList } from '../data/employee-list-query';
import type { EmployeeListRow } from '../data/employee-list-query';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { SCHEDULE_LABELS, STATUS_LABELS, labelOf, payRateText } from '../utils/employee-form';
import { EMPLOYEE_FILTER_KEYS, EMPLOYEE_PAGE_SIZE, employeeListParamsFrom } from '../utils/employee-list-params';
import { EmployeeFilters } from './EmployeeFilters';
import { StatusTag } from './EmployeeStatusTag';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

const EmployeeDrawer = lazyPanel(() => import('./EmployeeDrawer').then((module) => module.EmployeeDrawer));

const SORT_KEYS = ['name', 'position', 'department', 'status', 'hire_date', 'pay_rate'] as const;

export function EmployeesList() {
  const organizationId = useActiveOrganizationId();
  const { canEditEmployees, canManagePayroll, canSeePay } = useHrPermissions();
  const navigate = useNavigate();
  const table = useTableUrlState({ defaultSort: { key: 'name', direction: 'asc' }, pageSize: EMPLOYEE_PAGE_SIZE, filterKeys: EMPLOYEE_FILTER_KEYS, sortKeys: SORT_KEYS });
  // Sorting by pay is for whoever sees pay (the database refuses it to others).
  const params = employeeListParamsFrom(table.filters, canSeePay || table.sort?.key !== 'pay_rate' ? table.sort : null, table.page, table.pageSize);
  const list = useEmployeeList(organizationId, params);
  const [adding, setAdding] = useState(false);

  const columns = useMemo((): DataTableColumn<EmployeeListRow>[] => [
    { key: 'name', title: 'Name', sortable: true, alwaysVisible: true, value: (row) => row.name },
    { key: 'position', title: 'Job title', sortable: true, value: (row) => row.position ?? '' },
    { key: 'department', title: 'Department', sortable: true, value: (row) => row.department ?? '' },
    { key: 'programs', title: 'Allocation', value: (row) => row.programs ?? '' },
    { key: 'manager', title: 'Manager', hiddenByDefault: true, value: (row) => row.manager_name ?? '' },
    { key: 'status', title: 'Status', sortable: true, render: (row) => <StatusTag status={row.status} />, value: (row) => labelOf(STATUS_LABELS, row.status) },
    { key: 'hire_date', title: 'Hired', sortable: true, width: 112, value: (row) => row.hire_date ?? '' },
    ...(canSeePay
      ? [{ key: 'pay_rate', title: 'Pay', sortable: true, align: 'right' as const, value: (row: EmployeeListRow) => payRateText(row.pay_type, formatMoney(row.pay_rate)) }]
      : []),
    { key: 'schedule', title: 'Schedule', hiddenByDefault: true, value: (row) => labelOf(SCHEDULE_LABELS, row.pay_schedule) },
    { key: 'email', title: 'E-mail', hiddenByDefault: true, value: (row) => row.email ?? '' },
    ...(canManagePayroll
      ? [{ key: 'tax_id', title: 'Tax ID', value: (row: EmployeeListRow) => (row.tax_id_last4 ? `•••-••-${row.tax_id_last4}` : '') }]
      : []),
  ], [canManagePayroll, canSeePay]);

  return (
    <PageFrame title="Employees" description="Staff, their pay and how their time is allocated to programs and functions.">
      {canEditEmployees ? (
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setAdding(true)} onPointerEnter={EmployeeDrawer.preload} onFocus={EmployeeDrawer.preload}>New employee</Button>
        </Flex>
      ) : null}
      <DataTable<EmployeeListRow>
        id="employees"
        caption="Employees"
        rowKey="id"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        table={table}
        onRowClick={(row) => {
          if (row.id !== null) navigate(`/app/hr/employees/${row.id}`);
        }}
        rowLabel={(row) => `Employee ${row.name ?? ''}`}
        emptyText={
          <Typography.Text type="secondary">
            {Object.keys(table.filters).length > 0 ? 'No employees match these filters.' : 'No employees yet.'}
          </Typography.Text>
        }
        toolbar={<EmployeeFilters table={table} />}
        exportOptions={{
          title: 'Employees',
          fileName: 'employees',
          period: 'Current',
          fetchAll: () => fetchAllPages(async ({ from, to }) => (await fetchEmployeeList(organizationId ?? '', { ...params, limit: to - from + 1, offset: from })).rows),
          disabled: !list.data || list.data.total === 0,
        }}
      />
      <EmployeeDrawer opened={adding} employee={adding ? 'new' : null} readOnly={!canEditEmployees} onClose={() => setAdding(false)} />
    </PageFrame>
  );
}
