// Statement of Financial Position (/app/reports/position): assets, liabilities and net assets
// without and with donor restrictions as of a date (?asOf=), optionally beside a comparison date
// (?compare=prior-year-end|same-day-last-year|yyyy-mm-dd), optionally of one fund (?fund=) or project
// (?project=). Figures and totals come from
// report_statement_of_financial_position; the screen only lays them out.
import { useSearchParams } from '@missionbase/router';
import { fiscalYearOf, previousDay } from '@missionbase/domain/fiscal-periods';
import { asOfHeading, longDay, reportFileName } from '@missionbase/domain/report-periods';
import { Flex, PageFrame, Typography, formatMoney } from '@missionbase/ui';
import { FundPicker, ProjectPicker, useFiscalYearStartMonth, Select } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { useStatementOfFinancialPosition } from '../data/position-query';
import { StatementFrame } from '../shared/StatementFrame';
import { isIsoDate, sameDayLastYear } from '../shared/statement-rows';
import { positionColumns, positionRows } from './position-rows';
import { useOrganizationToday } from '@missionbase/session';

const TITLE = 'Statement of Financial Position';

export function StatementOfFinancialPositionPage() {
  const [params, setParams] = useSearchParams();
  const startMonth = useFiscalYearStartMonth();
  const today = useOrganizationToday();
  const asOfParam = params.get('asOf');
  const asOf = isIsoDate(asOfParam) ? asOfParam : today;
  const compareParam = params.get('compare') ?? 'none';
  const compareAsOf =
    compareParam === 'prior-year-end' ? previousDay(fiscalYearOf(asOf, startMonth).from)
    : compareParam === 'same-day-last-year' ? sameDayLastYear(asOf)
    : isIsoDate(compareParam) ? compareParam
    : null;
  const scope = { fund: params.get('fund') || null, project: params.get('project') || null };
  const query = useStatementOfFinancialPosition(asOf, compareAsOf, scope);
  const report = query.data;

  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  const period = compareAsOf ? `${asOfHeading(asOf)}, compared with ${longDay(compareAsOf)}` : asOfHeading(asOf);
  const empty = report && report.sections.every((section) => section.key === 'net_assets' || section.lines.length === 0) && Number(report.total_assets) === 0;

  return (
    <PageFrame title={TITLE} description="Assets, liabilities and net assets without and with donor restrictions, from the general ledger.">
      <Flex gap={12} wrap className="mb-no-print" style={{ marginBottom: 12 }} align="end">
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>As of</span>
          <DateInput aria-label="As of" allowClear={false} value={asOf} onChange={(value) => update('asOf', value)} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 220 }}>
          <span>Compare with</span>
          <Select
            aria-label="Compare with"
            value={compareParam === 'prior-year-end' || compareParam === 'same-day-last-year' ? compareParam : 'none'}
            onChange={(value: string) => update('compare', value === 'none' ? null : value)}
            options={[
              { value: 'none', label: 'No comparison' },
              { value: 'prior-year-end', label: 'End of the previous fiscal year' },
              { value: 'same-day-last-year', label: 'Same day last year' },
            ]}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Fund</span>
          <FundPicker aria-label="Fund" placeholder="All funds" value={scope.fund} onChange={(value) => update('fund', value)} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Project</span>
          <ProjectPicker aria-label="Project" placeholder="All projects" includeClosed value={scope.project} onChange={(value) => update('project', value)} />
        </label>
      </Flex>
      <StatementFrame
        title={TITLE}
        fileName={reportFileName('statement-of-financial-position', { to: asOf }, startMonth)}
        period={period}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={report ? positionColumns(report) : null}
        rows={report ? positionRows(report, scope) : null}
        emptyText={empty ? 'Nothing has been posted to the ledger as of this date.' : null}
        footer={
          report ? (
            <Typography.Paragraph style={{ marginTop: 12 }} data-testid="position-balance">
              {report.balanced
                ? `Balanced: total assets ${formatMoney(report.total_assets)} equal total liabilities and net assets.`
                : `Out of balance: total assets ${formatMoney(report.total_assets)}, total liabilities and net assets ${formatMoney(report.total_liabilities_and_net_assets)}.`}
            </Typography.Paragraph>
          ) : null
        }
      />
    </PageFrame>
  );
}

export default StatementOfFinancialPositionPage;
