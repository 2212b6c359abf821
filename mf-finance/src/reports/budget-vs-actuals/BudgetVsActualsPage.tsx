// Budget vs. Actuals (/app/reports/budget-vs-actuals): the APPROVED budget of one
// scope (the whole organization, a fund or a project: ?fund=, ?project=) against the ledger for a
// period (?from=&to=, the fiscal year to date by default), per revenue and expense account with
// variance in money and percent, favourable or not in words. Rows and totals come from
// budget_vs_actual_report; the exports' totals row is the screen's Net line. Each actual opens its
// ledger lines. Without an approved budget for the scope and period, the report says so.
import { Link, useSearchParams } from '@missionbase/router';
import { fiscalYearOf } from '@missionbase/domain/fiscal-periods';
import { reportFileName } from '@missionbase/domain/report-periods';
import { useActiveOrganizationId, useOrganizationToday } from '@missionbase/session';
import { Alert, Button, Flex, PageFrame, Skeleton, Typography, periodLabel, serverErrorMessage } from '@missionbase/ui';
import { LazyResult as Result } from '../../lazy/LazyResult';
import { FundPicker, ProjectPicker, useBundleFunds, useBundleProjects, useFiscalYearStartMonth } from '@missionbase/ui/pickers';
import { PeriodPicker } from '@missionbase/ui/periods';
import { ExportMenu, PrintButton, PrintHeader } from '@missionbase/ui/export';
import type { DateRange } from '@missionbase/ui';
import { VarianceTable } from '../../budgeting/components/VarianceTable';
import { useBudgetVsActualReport } from '../../budgeting/data/budget-vs-actual-report-query';
import { VARIANCE_EXPORT_COLUMNS, varianceExport, varianceRows } from '../../budgeting/utils/variance-rows';
import { ledgerLink } from '../general-ledger/ledger-slice';

const TITLE = 'Budget vs. Actuals';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function BudgetVsActualsPage() {
  const organizationId = useActiveOrganizationId();
  const [params, setParams] = useSearchParams();
  const startMonth = useFiscalYearStartMonth();
  const funds = useBundleFunds();
  const projects = useBundleProjects();
  const today = useOrganizationToday();
  const from = params.get('from');
  const to = params.get('to');
  const period: DateRange = from && to && DATE.test(from) && DATE.test(to) && from <= to ? { from, to } : { from: fiscalYearOf(today, startMonth).from, to: today };
  const fund = params.get('fund') || null;
  const project = params.get('project') || null;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const scopeWords = [
    fund ? `Fund: ${funds.find((option) => option.id === fund)?.name ?? fund}` : null,
    project ? `Project: ${projects.find((option) => option.id === project)?.name ?? project}` : null,
  ].filter((part): part is string => part !== null);
  const scope = scopeWords.length > 0 ? scopeWords.join(', ') : 'Whole organization';
  const periodText = `${periodLabel(period, startMonth)}; ${scope}`;

  const query = useBudgetVsActualReport(organizationId, { from: period.from, to: period.to, fund, project });
  const report = query.data;
  const rows = report
    ? varianceRows(
        report.rows.map((row) => ({ ...row, cell: row })),
        report.totals,
        (account) => ledgerLink({
          accounts: [account.account_id],
          from: period.from,
          to: period.to,
          fund,
          project,
          sign: account.category === 'Revenue' ? 'credit' : 'debit',
          label: `${account.account_code} ${account.account_name}, actual`,
        }),
      )
    : [];
  const file = varianceExport(rows);

  return (
    <PageFrame title={TITLE} description="The approved budget against the general ledger, per revenue and expense account, with the variance in money and percent.">
      <Flex gap={12} wrap className="mb-no-print" style={{ marginBottom: 12 }} align="end">
        <label style={{ display: 'grid', gap: 4, minWidth: 220 }}>
          <span>Period</span>
          <PeriodPicker aria-label="Period" allowAllDates={false} value={period} onChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? null })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Fund budget</span>
          <FundPicker aria-label="Fund budget" placeholder="Whole organization" value={fund} onChange={(value) => update({ fund: value })} />
        </label>
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Project budget</span>
          <ProjectPicker aria-label="Project budget" placeholder="Whole organization" includeClosed value={project} onChange={(value) => update({ project: value })} />
        </label>
      </Flex>
      <Flex gap={8} wrap className="mb-no-print" style={{ marginBottom: 12 }}>
        <ExportMenu
          title={TITLE}
          fileName={reportFileName('budget-vs-actuals', period, startMonth)}
          namedForPeriod
          period={periodText}
          columns={VARIANCE_EXPORT_COLUMNS}
          fetchAll={async () => file.body}
          totals={file.totals}
          totalsLabel={file.totalsLabel}
          notes={report && report.budgets.length > 0 ? [`Budget: ${report.budgets.map((budget) => budget.name).join(', ')}`] : []}
          disabled={!report || rows.length === 0}
        />
        <PrintButton />
      </Flex>
      <PrintHeader title={TITLE} period={periodText} />
      {query.error ? (
        <Result status="warning" title={`The ${TITLE} could not be loaded`} subTitle={serverErrorMessage(query.error)} extra={<Button onClick={() => void query.refetch()}>Retry</Button>} />
      ) : !report ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          {report.budgets.length === 0 ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={`No approved budget covers this period for ${scope === 'Whole organization' ? 'the whole organization' : scope}.`}
              description={<>Budgets are planned and approved on <Link to="/app/finance/budgeting">Budgeting</Link>; until then the budget column is zero and the actuals stand alone.</>}
            />
          ) : (
            <Typography.Paragraph type="secondary">
              Budget: {report.budgets.map((budget) => budget.name).join(', ')}. Revenue above budget and expenses below budget are favourable (▲); the opposite is unfavourable (▼).
            </Typography.Paragraph>
          )}
          {rows.length === 0 ? (
            <Alert type="info" showIcon message="Nothing budgeted and nothing posted for this period and scope." />
          ) : (
            <VarianceTable caption={`${TITLE}, ${periodText}`} rows={rows} />
          )}
        </>
      )}
    </PageFrame>
  );
}

export default BudgetVsActualsPage;
