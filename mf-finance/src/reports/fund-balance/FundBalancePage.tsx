// Fund Balance Report (/app/reports/fund-balance): per fund, by net asset class, the balance at the
// start of the period, revenue, expenses, releases from restriction, transfers and other changes,
// and the ending balance; the total equals net assets on the Statement of Financial Position.
// Figures from report_fund_balances; every amount opens the ledger lines behind it.
import { PageFrame } from '@missionbase/ui';
import { useFundBalances } from '../data/fund-balances-query';
import { ReportTableFrame } from '../shared/ReportTableFrame';
import { useReportParams } from '../shared/ReportControls';

const TITLE = 'Fund Balance Report';

export function FundBalancePage() {
  const params = useReportParams();
  const query = useFundBalances({ period: params.period, compareTo: params.compare?.to ?? null });
  return (
    <PageFrame title={TITLE} description="Each fund's balance, what came in, what was spent and released, by donor restriction.">
      {params.controls}
      <ReportTableFrame title={TITLE} fileName={params.fileName('fund-balance-report')} periodText={params.endedText} query={query} emptyText="No funds have balances or activity in this period." />
    </PageFrame>
  );
}

export default FundBalancePage;
