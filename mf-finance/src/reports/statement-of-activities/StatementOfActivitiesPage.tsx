// Statement of Activities (/app/reports/activities): revenue and support, releases from restriction,
// expenses and the change in net assets in the columns Without / With donor restrictions / Total,
// for a period (?from=&to=, the fiscal year to date by default) and an optional comparison
// (?compare=prior-period|prior-year). Figures and totals come from report_statement_of_activities.
import { useSearchParams } from 'react-router-dom';
import { fiscalYearOf } from '@missionbase/domain/fiscal-periods';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { Flex, PageFrame, PeriodPicker, Select, periodLabel, useFiscalYearStartMonth } from '@missionbase/ui';
import type { DateRange } from '@missionbase/ui';
import { useStatementOfActivities } from '../data/activities-query';
import { StatementFrame } from '../shared/StatementFrame';
import { isIsoDate, priorPeriod, sameDayLastYear } from '../shared/statement-rows';
import { activitiesColumns, activitiesRows } from './activities-rows';

const TITLE = 'Statement of Activities';

export function StatementOfActivitiesPage() {
  const [params, setParams] = useSearchParams();
  const startMonth = useFiscalYearStartMonth();
  const today = localIsoDate(new Date());
  const from = params.get('from');
  const to = params.get('to');
  const period: DateRange = isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : { from: fiscalYearOf(today, startMonth).from, to: today };
  const compareParam = params.get('compare');
  const compare: DateRange | null =
    compareParam === 'prior-period' ? priorPeriod(period.from, period.to)
    : compareParam === 'prior-year' ? { from: sameDayLastYear(period.from), to: sameDayLastYear(period.to) }
    : null;
  const query = useStatementOfActivities(period, compare);
  const report = query.data;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const label = periodLabel(period, startMonth);
  const periodText = compare ? `${label}, compared with ${periodLabel(compare, startMonth)}` : label;
  const empty = report && report.sections.every((section) => section.lines.length === 0 || section.key === 'releases') && Number(report.change_in_net_assets.total) === 0;

  return (
    <PageFrame title={TITLE} description="Revenue, support, releases from restriction and expenses by donor restriction, from the general ledger.">
      <Flex gap={12} wrap className="mb-no-print" style={{ marginBottom: 12 }} align="end">
        <label style={{ display: 'grid', gap: 4, minWidth: 220 }}>
          <span>Period</span>
          <PeriodPicker aria-label="Period" allowAllDates={false} value={period} onChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? null })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 200 }}>
          <span>Compare with</span>
          <Select
            aria-label="Compare with"
            value={compareParam === 'prior-period' || compareParam === 'prior-year' ? compareParam : 'none'}
            onChange={(value: string) => update({ compare: value === 'none' ? null : value })}
            options={[
              { value: 'none', label: 'No comparison' },
              { value: 'prior-period', label: 'Previous period' },
              { value: 'prior-year', label: 'Same period last year' },
            ]}
          />
        </label>
      </Flex>
      <StatementFrame
        title={TITLE}
        fileName="statement-of-activities"
        period={periodText}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={report ? activitiesColumns(report) : null}
        rows={report ? activitiesRows(report) : null}
        emptyText={empty ? 'Nothing has been posted to the ledger in this period.' : null}
      />
    </PageFrame>
  );
}

export default StatementOfActivitiesPage;
