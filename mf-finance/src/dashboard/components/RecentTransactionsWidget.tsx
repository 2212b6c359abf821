// The latest posted ledger entries, newest first: date, description, source and amount, green for
// money in and red for money out.
import { entrySourceLabel, formatDay, formatDollars } from '@missionbase/domain/dashboard-format';
import { SummaryGate } from './SummaryGate';

export function RecentTransactionsWidget() {
  return (
    <SummaryGate rows={4}>
      {(summary) =>
        summary.recentTransactions.length === 0 ? (
          <p className="mb-empty">No transactions yet. Gifts, bills and payments you record will show up here.</p>
        ) : (
          <ul className="mb-rows" data-testid="recent-transactions">
            {summary.recentTransactions.map((entry) => {
              const direction = entry.cashChangeCents > 0 ? 'in' : entry.cashChangeCents < 0 ? 'out' : 'none';
              return (
                <li key={entry.id} data-testid="recent-transaction">
                  <span className="mb-row-main mb-row-stack">
                    <span className="mb-row-title">{entry.description || entrySourceLabel(entry.sourceType)}</span>
                    <span className="mb-caption">
                      {formatDay(entry.entryDate)} · {entrySourceLabel(entry.sourceType)}
                    </span>
                  </span>
                  <span className={`mb-amount mb-cash-${direction}`} data-testid="recent-transaction-amount">
                    {direction === 'in' ? '+' : direction === 'out' ? '−' : ''}
                    {formatDollars(direction === 'none' ? entry.amountCents : Math.abs(entry.cashChangeCents))}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      }
    </SummaryGate>
  );
}
