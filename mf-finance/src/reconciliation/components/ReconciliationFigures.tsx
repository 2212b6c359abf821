// The reconciliation's figures, all from SQL: opening balance, cleared deposits and
// payments, cleared balance, the statement's ending balance and the difference (announced to
// screen readers as it changes).
import { Flex, formatMoney } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Statistic } from '@missionbase/ui/statistic';
import type { ReconciliationSummary } from '../data/reconciliation-detail-query';

export function ReconciliationFigures({ summary }: { summary: ReconciliationSummary }) {
  const zero = Number(summary.difference) === 0;
  // A missing figure shows as a dash (formatMoney).
  const figures: Array<[string, number | null]> = [
    ['Opening balance', summary.opening_balance],
    ['Cleared deposits', summary.cleared_deposits],
    ['Cleared payments', summary.cleared_payments],
    ['Cleared balance', summary.cleared_balance],
    ['Statement ending balance', summary.ending_balance],
  ];
  return (
    <Flex wrap gap="small" style={{ marginBottom: 16 }}>
      {figures.map(([label, value]) => (
        <Card key={label} size="small" style={{ minWidth: 150, flex: '1 1 150px' }}>
          <Statistic title={label} value={formatMoney(value)} />
        </Card>
      ))}
      <Card size="small" style={{ minWidth: 150, flex: '1 1 150px', borderColor: zero ? '#389e0d' : '#cf1322' }}>
        <div aria-live="polite" data-testid="reconciliation-difference">
          <Statistic title="Difference" value={formatMoney(summary.difference)} valueStyle={{ color: zero ? '#237804' : '#a8071a' }} />
        </div>
      </Card>
    </Flex>
  );
}
