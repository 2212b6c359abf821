// Program Expense Analysis (/app/reports/program-expenses): the functional expense matrix (ASU
// 2016-14): natural expense accounts by rows, functions by columns (each program, other program
// services, management and general, fundraising), its total equal to total expenses on the
// Statement of Activities, and the program expense ratio. Figures from report_program_expenses.
import { PageFrame, Flex } from '@missionbase/ui';
import { Statistic } from '@missionbase/ui/statistic';
import { useProgramExpenses } from '../data/program-expenses-query';
import { ReportTableFrame } from '../shared/ReportTableFrame';
import { useReportParams } from '../shared/ReportControls';

const TITLE = 'Program Expense Analysis';

function percent(value: unknown): string {
  return value === null || value === undefined ? '–' : `${(Number(value) * 100).toFixed(1)}%`;
}

export function ProgramExpensesPage() {
  const params = useReportParams({ fund: true });
  const query = useProgramExpenses({ period: params.period, compare: params.compare, fund: params.fund });
  const extra = query.data?.extra;
  return (
    <PageFrame title={TITLE} description="Expenses by nature and by function: each program, management and general, and fundraising.">
      {params.controls}
      {extra ? (
        <Flex gap={32} wrap style={{ marginBottom: 12 }} data-testid="program-ratio">
          <Statistic title="Program expense ratio" value={percent(extra.program_ratio)} />
          {params.compare ? <Statistic title="Program expense ratio, comparison period" value={percent(extra.compare_program_ratio)} /> : null}
        </Flex>
      ) : null}
      <ReportTableFrame title={TITLE} fileName={params.fileName('program-expense-analysis')} periodText={params.endedText} query={query} emptyText="No expenses were posted in this period." />
    </PageFrame>
  );
}

export default ProgramExpensesPage;
