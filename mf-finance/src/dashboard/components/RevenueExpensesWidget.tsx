// This fiscal year's revenue and expenses (from the fiscal year's first day through today) and
// what they leave: the change in net assets.
import { fiscalYearLabel } from '@missionbase/domain/dashboard-format';
import { SummaryGate } from './SummaryGate';
import { Figure } from './Figure';

export function RevenueExpensesWidget() {
  return (
    <SummaryGate rows={3}>
      {(summary) => (
        <>
          <p className="mb-caption" data-testid="fiscal-year">
            {fiscalYearLabel(summary.fiscalYear.start, summary.fiscalYear.end)}, to date
          </p>
          <div className="mb-figure-pair">
            <Figure label="Revenue" cents={summary.revenueCents} testId="fiscal-revenue" size="medium" />
            <Figure label="Expenses" cents={summary.expensesCents} testId="fiscal-expenses" size="medium" />
          </div>
          <Figure label="Change in net assets" cents={summary.revenueCents - summary.expensesCents} testId="fiscal-net" size="medium" />
        </>
      )}
    </SummaryGate>
  );
}
