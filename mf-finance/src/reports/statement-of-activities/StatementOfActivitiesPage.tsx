// Statement of Activities (/app/reports/activities): revenue and support, releases from restriction,
// expenses and the change in net assets in the columns Without / With donor restrictions / Total,
// for a period (?from=&to=, the fiscal year to date by default), an optional comparison
// (?compare=prior-period|prior-year) and optionally one fund (?fund=) or project (?project=).
// Figures and totals come from report_statement_of_activities; every amount opens its ledger lines.
import { PageFrame } from '@missionbase/ui';
import { useStatementOfActivities } from '../data/activities-query';
import { StatementFrame } from '../shared/StatementFrame';
import { useReportParams } from '../shared/ReportControls';
import { activitiesColumns, activitiesRows } from './activities-rows';

const TITLE = 'Statement of Activities';

export function StatementOfActivitiesPage() {
  const params = useReportParams({ fund: true, project: true });
  const scope = { fund: params.fund, project: params.project };
  const query = useStatementOfActivities(params.period, params.compare, scope);
  const report = query.data;
  const empty = report && (report.sections ?? []).every((section) => (section.lines ?? []).length === 0 || section.key === 'releases') && Number(report.change_in_net_assets?.total ?? 0) === 0;

  return (
    <PageFrame title={TITLE} description="Revenue, support, releases from restriction and expenses by donor restriction, from the general ledger.">
      {params.controls}
      <StatementFrame
        title={TITLE}
        fileName={params.fileName('statement-of-activities')}
        period={params.endedText}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={report ? activitiesColumns(report) : null}
        rows={report ? activitiesRows(report, scope) : null}
        emptyText={empty ? 'Nothing has been posted to the ledger in this period.' : null}
      />
    </PageFrame>
  );
}

export default StatementOfActivitiesPage;
