// Cash on hand: the balance of the bank and cash accounts today, with each account below.
import { formatDay, formatDollars } from '@missionbase/domain/dashboard-format';
import { SummaryGate } from './SummaryGate';
import { Figure } from './Figure';

export function CashOnHandWidget() {
  return (
    <SummaryGate>
      {(summary) => (
        <>
          <Figure label={`As of ${formatDay(summary.asOf)}`} cents={summary.cashOnHandCents} testId="cash-on-hand" />
          {summary.hasLedger ? (
            <ul className="mb-rows">
              {summary.cashAccounts.map((account) => (
                <li key={account.id}>
                  <span>
                    {account.code} {account.name}
                  </span>
                  <span className="mb-amount">{formatDollars(account.balanceCents)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mb-empty">No money has been recorded yet. Use New Transaction to record your first gift or payment.</p>
          )}
        </>
      )}
    </SummaryGate>
  );
}
