// Trial Balance (/app/reports/trial-balance): every account's opening balance, debits, credits and
// closing balance in debit and credit columns for a period (?from=&to=), optionally of one fund or
// project, with the comparison period's closing balances. Figures from report_trial_balance; every
// amount opens the ledger lines behind it.
import { PageFrame, Typography } from '@missionbase/ui';
import { useTrialBalance } from '../data/trial-balance-query';
import { ReportTableFrame } from '../shared/ReportTableFrame';
import { useReportParams } from '../shared/ReportControls';

const TITLE = 'Trial Balance';

export function TrialBalancePage() {
  const params = useReportParams({ fund: true, project: true });
  const query = useTrialBalance({ period: params.period, compareTo: params.compare?.to ?? null, fund: params.fund, project: params.project });
  const balanced = query.data?.extra.balanced;
  return (
    <PageFrame title={TITLE} description="Every account's balance in debit and credit columns, from the general ledger.">
      {params.controls}
      <ReportTableFrame
        title={TITLE}
        fileName="trial-balance"
        periodText={params.periodText}
        query={query}
        emptyText="Nothing has been posted to the ledger yet."
        footer={
          query.data ? (
            <Typography.Paragraph style={{ marginTop: 12 }} data-testid="trial-balance-check">
              {balanced ? 'Balanced: the debit balances equal the credit balances.' : 'Out of balance: the debit and credit balances differ.'}
            </Typography.Paragraph>
          ) : null
        }
      />
    </PageFrame>
  );
}

export default TrialBalancePage;
