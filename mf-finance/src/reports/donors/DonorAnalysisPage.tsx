// Donor Analysis (/app/reports/donors): giving of a period from the donations: donors by status
// (new, retained, recaptured, lapsed LYBUNT / SYBUNT), the retention rate, average and median gift,
// giving by level and by month, and the top donors; a comparison period and one fund optionally.
// Figures from report_donor_analysis; each table prints and exports as shown.
import { PageFrame, Typography, periodLabel } from '@missionbase/ui';
import { useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import { useDonorAnalysis } from '../data/donor-analysis-query';
import { StatementFrame } from '../shared/StatementFrame';
import { useReportParams } from '../shared/ReportControls';
import { LEVEL_COLUMNS, MONTH_COLUMNS, TOP_COLUMNS, levelRows, monthRows, summaryColumns, summaryRows, topRows } from './donor-rows';

const TITLE = 'Donor Analysis';

export function DonorAnalysisPage() {
  const startMonth = useFiscalYearStartMonth();
  const params = useReportParams({ fund: true });
  const query = useDonorAnalysis({ period: params.period, compare: params.compare, fund: params.fund });
  const report = query.data;
  // The period's figures; none while loading (or if the database sent none).
  const current = report?.current ?? null;
  const frame = { period: params.periodText, loading: query.isPending, error: query.error, onRetry: () => void query.refetch() };
  const heading = (text: string) => <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>{text}</Typography.Title>;
  const empty = current?.summary?.gifts === 0;
  return (
    <PageFrame title={TITLE} description="Who gives, how much and how loyally, from the donations.">
      {params.controls}
      {current ? (
        <Typography.Paragraph type="secondary">
          Retention compares with the prior fiscal year, {periodLabel({ from: current.base_from ?? undefined, to: current.base_to ?? undefined }, startMonth)}.
        </Typography.Paragraph>
      ) : null}
      <StatementFrame
        {...frame}
        title={`${TITLE}: summary`}
        fileName={params.fileName('donor-analysis-summary')}
        columns={report ? summaryColumns(report) : null}
        rows={report ? summaryRows(report) : null}
        totalRow={false}
        emptyText={empty ? 'No donations were recorded in this period.' : null}
      />
      <StatementFrame {...frame} heading={heading('Giving by level')} title={`${TITLE}: giving by level`} fileName={params.fileName('donor-analysis-levels')} columns={LEVEL_COLUMNS} rows={current ? levelRows(current) : null} />
      <StatementFrame {...frame} heading={heading('Giving by month')} title={`${TITLE}: giving by month`} fileName={params.fileName('donor-analysis-months')} columns={MONTH_COLUMNS} rows={current ? monthRows(current) : null} />
      <StatementFrame
        {...frame}
        heading={heading('Top donors')}
        title={`${TITLE}: top donors`}
        fileName={params.fileName('donor-analysis-top-donors')}
        columns={TOP_COLUMNS}
        rows={current ? topRows(current) : null}
        totalRow={false}
      />
    </PageFrame>
  );
}

export default DonorAnalysisPage;
