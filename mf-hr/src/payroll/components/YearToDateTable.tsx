// Year-to-date payroll per employee: approved and paid runs with a pay date in the chosen
// year, summed by the database.
import { useMemo, useState } from 'react';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { useOrganizationLetterhead } from '@missionbase/session/documents';
import { Alert, Button, Flex, Typography, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { Table, Select } from '@missionbase/ui/table';
import { exportTable } from '@missionbase/ui/export';
import type { TableColumnsType } from '@missionbase/ui/table';
import { usePayrollYearToDate } from '../data/payroll-ytd-query';
import type { YearToDateRow } from '../data/payroll-ytd-query';
import { yearOfIsoDate } from '@missionbase/domain/organization-today';

/** A sum from the database; none (no lines) is shown as nothing. */
const money = (value: number | null) => formatMoney(value === null ? null : String(value));

export function YearToDateTable() {
  const organizationId = useActiveOrganizationId();
  const letterhead = useOrganizationLetterhead(organizationId);
  const thisYear = yearOfIsoDate(useOrganizationToday());
  const [year, setYear] = useState(thisYear);
  const ytd = usePayrollYearToDate(organizationId, year);
  const columns = useMemo((): TableColumnsType<YearToDateRow> => [
    { key: 'name', title: 'Employee', dataIndex: 'employee_name' },
    { key: 'runs', title: 'Runs', dataIndex: 'runs', align: 'right' },
    { key: 'gross', title: 'Gross', align: 'right', render: (_, row) => money(row.gross) },
    { key: 'taxes', title: 'Taxes withheld', align: 'right', render: (_, row) => money(row.employee_taxes) },
    { key: 'deductions', title: 'Deductions', align: 'right', render: (_, row) => money(row.deductions) },
    { key: 'net', title: 'Net pay', align: 'right', render: (_, row) => money(row.net) },
    { key: 'employer', title: 'Employer taxes', align: 'right', render: (_, row) => money(row.employer_taxes) },
    { key: 'benefits', title: 'Benefits', align: 'right', render: (_, row) => money(row.benefits) },
  ], []);
  const download = (format: 'csv' | 'xlsx') => exportTable<YearToDateRow>({
    format,
    fileName: `payroll-year-to-date-${year}`,
    title: 'Payroll year to date',
    organizationName: letterhead?.name ?? '',
    period: String(year),
    columns: [
      { key: 'employee_name', title: 'Employee' },
      { key: 'runs', title: 'Runs' },
      { key: 'gross', title: 'Gross', money: true },
      { key: 'employee_taxes', title: 'Taxes withheld', money: true },
      { key: 'deductions', title: 'Deductions', money: true },
      { key: 'net', title: 'Net pay', money: true },
      { key: 'employer_taxes', title: 'Employer taxes', money: true },
      { key: 'benefits', title: 'Benefits', money: true },
    ],
    rows: ytd.data ?? [],
  });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Select aria-label="Year" value={year} onChange={setYear} options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: y, label: String(y) }))} style={{ width: 110 }} />
        <Button onClick={() => void download('csv')} disabled={!ytd.data?.length}>CSV</Button>
        <Button onClick={() => void download('xlsx')} disabled={!ytd.data?.length}>Excel</Button>
      </Flex>
      {ytd.isError ? (
        <Alert type="error" showIcon message="Year-to-date totals could not be loaded" description={serverErrorMessage(ytd.error)}
          action={<Button onClick={() => void ytd.refetch()}>Retry</Button>} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table<YearToDateRow>
            rowKey="employee_id"
            columns={columns}
            dataSource={ytd.data ?? []}
            loading={ytd.isPending}
            pagination={false}
            size="small"
            aria-label={`Payroll year to date ${year}`}
            locale={{ emptyText: <Typography.Text type="secondary">No approved or paid runs in {year}.</Typography.Text> }}
          />
        </div>
      )}
    </Flex>
  );
}
