// Trial Balance (/app/reports/trial-balance): every account's opening balance, debits, credits and
// closing balance in debit and credit columns for a period (?from=&to=), optionally of one fund or
// project, with the comparison period's closing balances. Figures from report_trial_balance; every
// amount opens the ledger lines behind it. "Post-closing" (?closing=1) counts the year-end closing
// entries: as of a closed year's last day no revenue or expense is left.
import { useSearchParams } from '@missionbase/router';
import { Flex, PageFrame, Typography } from '@missionbase/ui';
import { Switch } from '@missionbase/ui/toggles';
import { useTrialBalance } from '../data/trial-balance-query';
import { ReportTableFrame } from '../shared/ReportTableFrame';
import { useReportParams } from '../shared/ReportControls';

const TITLE = 'Trial Balance';

export function TrialBalancePage() {
  const params = useReportParams({ fund: true, project: true });
  const [search, setSearch] = useSearchParams();
  const postClosing = search.get('closing') === '1';
  const handlePostClosing = (checked: boolean) => {
    const next = new URLSearchParams(search);
    if (checked) next.set('closing', '1');
    else next.delete('closing');
    setSearch(next);
  };
  const query = useTrialBalance({ period: params.period, compareTo: params.compare?.to ?? null, fund: params.fund, project: params.project, closingEntries: postClosing });
  const balanced = query.data?.extra.balanced;
  return (
    <PageFrame title={TITLE} description="Every account's balance in debit and credit columns, from the general ledger.">
      {params.controls}
      <Flex gap={8} align="center" className="mb-no-print" style={{ marginBottom: 12 }}>
        <Switch aria-label="Post-closing (year-end closing entries included)" checked={postClosing} onChange={handlePostClosing} />
        <span>Post-closing (year-end closing entries included)</span>
      </Flex>
      <ReportTableFrame
        title={postClosing ? `${TITLE} (post-closing)` : TITLE}
        fileName={params.fileName(postClosing ? 'post-closing-trial-balance' : 'trial-balance')}
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
