// Each fund's net assets today, with its restriction class.
import { Tag } from '@missionbase/ui';
import { formatDollars } from '@missionbase/domain/dashboard-format';
import { SummaryGate } from './SummaryGate';

export function FundBalancesWidget() {
  return (
    <SummaryGate rows={3}>
      {(summary) =>
        summary.funds.length === 0 ? (
          <p className="mb-empty">No funds yet. Funds you add under Funds appear here with their balances.</p>
        ) : (
          <ul className="mb-rows" data-testid="fund-balances">
            {summary.funds.map((fund) => (
              <li key={fund.id} data-fund={fund.name}>
                <span className="mb-row-main">
                  <span>{fund.name}</span>
                  <Tag color={fund.restriction === 'with_donor_restrictions' ? 'gold' : 'green'} bordered={false}>
                    {fund.restriction === 'with_donor_restrictions' ? 'Restricted' : 'Unrestricted'}
                  </Tag>
                </span>
                <span className={`mb-amount${fund.balanceCents < 0 ? ' mb-negative' : ''}`} data-testid="fund-balance">
                  {formatDollars(fund.balanceCents)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </SummaryGate>
  );
}
