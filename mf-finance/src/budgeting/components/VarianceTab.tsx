// Budget vs. actual on the Budgeting screen: this budget (any status) against the ledger in
// its own scope, for a month, a quarter, the year to date or the year, every figure from SQL
// (budget_vs_actual_grid). An actual opens the ledger lines behind it (the General Ledger page).
import { useMemo, useState } from 'react';
import { monthOf } from '@missionbase/domain/fiscal-periods';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { Alert, Button, Flex, Skeleton, Typography, serverErrorMessage } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { ExportMenu, PrintButton, PrintHeader } from '@missionbase/ui/export';
import { Select } from '@missionbase/ui/forms';
import { ledgerLink } from '../../reports/general-ledger/ledger-slice';
import type { BudgetGrid } from '../data/budget-types';
import { useVarianceGrid } from '../data/budget-variance-grid-query';
import { monthTitle } from '../utils/grid-file';
import { VARIANCE_EXPORT_COLUMNS, varianceExport, varianceRows } from '../utils/variance-rows';
import { scopeLabel } from '../utils/budget-words';
import { VarianceTable } from './VarianceTable';

/** Cells 0-11 months, 12-15 quarters, 16 year to date, 17 the year (the RPC's order). */
export function periodRange(index: number, months: readonly string[], yearEnd: string, asOf: string): { from: string; to: string } {
  const first = months[0] ?? '';
  if (index < 12) return monthOf(months[index] ?? first);
  if (index < 16) {
    const quarter = index - 12;
    return { from: months[quarter * 3] ?? first, to: monthOf(months[quarter * 3 + 2] ?? first).to };
  }
  if (index === 16) return { from: first, to: asOf };
  return { from: first, to: yearEnd };
}

export function VarianceTab({ grid }: { grid: BudgetGrid }) {
  const organizationId = useActiveOrganizationId();
  const budget = grid.budget;
  const asOf = useOrganizationToday();
  const variance = useVarianceGrid(organizationId, grid.budgetId, asOf);
  const yearStart = budget.start_date ?? '';
  const yearEnd = budget.end_date ?? '';
  const inYear = asOf >= yearStart && asOf <= yearEnd;
  const [period, setPeriod] = useState<number>(inYear ? 16 : 17);
  const data = variance.data;
  const range = data ? periodRange(period, data.months, yearEnd, data.as_of) : null;

  const options = useMemo(() => [
    { value: 16, label: 'Year to date' },
    { value: 17, label: 'Full year' },
    ...[0, 1, 2, 3].map((quarter) => ({ value: 12 + quarter, label: `Q${quarter + 1} (${monthTitle(grid.months[quarter * 3] ?? '')} – ${monthTitle(grid.months[quarter * 3 + 2] ?? '')})` })),
    ...grid.months.map((month, index) => ({ value: index, label: monthTitle(month) })),
  ], [grid.months]);
  const periodName = options.find((option) => option.value === period)?.label ?? '';
  const title = `${budget.name ?? ''}: budget vs. actual`;
  const yearLabel = budget.fiscal_year_label ?? '';
  const periodText = data && period === 16 ? `${yearLabel}, year to date through ${data.as_of}` : `${yearLabel}, ${periodName}`;

  const rows = useMemo(() => {
    if (!data || !range) return [];
    return varianceRows(
      data.rows.map((row) => ({ ...row, cell: row.cells[period] ?? { budget: '0', actual: '0', variance: '0', variance_percent: null } })),
      Object.fromEntries(Object.entries(data.totals).map(([key, cells]) => [key, cells[period]])),
      (account) => ledgerLink({
        accounts: [account.account_id],
        from: range.from,
        to: range.to,
        fund: budget.fund_id,
        project: budget.project_id,
        sign: account.category === 'Revenue' ? 'credit' : 'debit',
        label: `${account.account_code} ${account.account_name}, ${periodName}`,
      }),
    );
  }, [data, range, period, budget.fund_id, budget.project_id, periodName]);
  const file = varianceExport(rows);

  return (
    <>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }} className="mb-no-print">
        <label htmlFor="variance-period">Period</label>
        <Select id="variance-period" value={period} onChange={setPeriod} options={options} style={{ minWidth: 220 }} />
        <ExportMenu
          title={title}
          fileName="budget-vs-actual"
          period={periodText}
          columns={VARIANCE_EXPORT_COLUMNS}
          fetchAll={async () => file.body}
          totals={file.totals}
          totalsLabel={file.totalsLabel}
          notes={[`Scope: ${scopeLabel(budget)}`]}
          disabled={rows.length === 0}
        />
        <PrintButton />
      </Flex>
      <Typography.Paragraph type="secondary">
        Actuals are this budget&apos;s scope ({scopeLabel(budget)}) in the ledger. Revenue above budget and expenses below budget are favourable (▲); the opposite is unfavourable (▼).
      </Typography.Paragraph>
      <PrintHeader title={title} period={periodText} />
      {variance.error ? (
        <Result status="warning" title="Budget vs. actual could not be loaded" subTitle={serverErrorMessage(variance.error)} extra={<Button onClick={() => void variance.refetch()}>Retry</Button>} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : rows.length === 0 ? (
        <Alert type="info" showIcon message="Nothing budgeted and nothing posted in this budget's scope for its year yet." />
      ) : (
        <VarianceTable caption={`${title}, ${periodText}`} rows={rows} />
      )}
    </>
  );
}
