// The filtered set's totals, as search_transactions computed them in SQL (never added up here):
// income, expenses, net (income - expenses) and the change in cash all filtered rows explain.
import { Flex, Skeleton, formatMoney } from '@missionbase/ui';
import { Statistic } from '@missionbase/ui/statistic';
import type { TransactionListTotals } from '../data/transaction-list-query';

export interface TransactionTotalsProps {
  totals: TransactionListTotals | undefined;
  loading: boolean;
}

/** Zero, or no figure at all. */
function isZero(amount: string | null): boolean {
  return amount === null || /^-?0*(\.0+)?$/.test(amount);
}

export function TransactionTotals({ totals, loading }: TransactionTotalsProps) {
  if (!totals) {
    return loading ? <Skeleton active paragraph={false} style={{ marginBottom: 16 }} /> : null;
  }
  const figures: Array<{ key: string; title: string; value: string }> = [
    { key: 'count', title: 'Transactions', value: (totals.count ?? 0).toLocaleString('en-US') },
    { key: 'income', title: 'Income', value: formatMoney(totals.income) },
    { key: 'expense', title: 'Expenses', value: formatMoney(totals.expense) },
    { key: 'net', title: 'Net (income − expenses)', value: formatMoney(totals.net) },
  ];
  // Asset purchases and liabilities (e.g. a loan received) only when the filtered rows have some.
  if (!isZero(totals.asset)) figures.push({ key: 'asset', title: 'Assets bought', value: formatMoney(totals.asset) });
  if (!isZero(totals.liability)) figures.push({ key: 'liability', title: 'Liabilities received', value: formatMoney(totals.liability) });
  figures.push({ key: 'cash', title: 'Net change in cash', value: formatMoney(totals.cash_change) });
  return (
    <section aria-label="Totals of the filtered transactions" data-testid="transaction-totals">
      <Flex wrap gap="large" style={{ marginBottom: 16 }}>
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`total-${figure.key}`}>
            <Statistic title={figure.title} value={figure.value} />
          </div>
        ))}
      </Flex>
    </section>
  );
}
