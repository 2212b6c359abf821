// This fiscal year's approved organization-wide budget against the ledger, to date: for revenue
// and for expenses the budget of the months so far, the actual and the variance
// with its percent, favourable or not in words and an arrow as well as colour. Every figure is the
// database's (get_dashboard_budget). Without an approved budget it says so and links to Budgeting.
import { Link } from '@missionbase/router';
import { Button, Skeleton } from '@missionbase/ui';
import { fiscalYearLabel, formatDollars } from '@missionbase/domain/dashboard-format';
import { useBudgetCard } from '../data/dashboard-budget-query';
import type { BudgetCardLine } from '../data/dashboard-budget-query';
import { Figure } from './Figure';

export const BUDGETING_PATH = '/app/finance/budgeting';

function Variance({ line, kind }: { line: BudgetCardLine; kind: 'revenue' | 'expenses' }) {
  const words = line.favourable ? 'favourable' : 'unfavourable';
  const percent = line.variancePercent === null ? '' : ` (${line.variancePercent > 0 ? '+' : ''}${line.variancePercent.toFixed(1)}%)`;
  return (
    <p className="mb-budget-variance" data-testid={`budget-${kind}-variance`} data-favourable={line.favourable}>
      <span className={line.favourable ? 'mb-cash-in' : 'mb-negative'} aria-hidden="true">{line.favourable ? '▲' : '▼'} </span>
      Variance <span className="mb-amount" data-testid={`budget-${kind}-variance-amount`}>{formatDollars(line.varianceCents)}</span>
      {percent}, {words}
    </p>
  );
}

function BudgetLine({ line, kind, label }: { line: BudgetCardLine; kind: 'revenue' | 'expenses'; label: string }) {
  return (
    <section aria-label={label} className="mb-budget-line">
      <h3 className="mb-budget-heading">{label}</h3>
      <div className="mb-figure-pair">
        <Figure label="Budget to date" cents={line.budgetToDateCents} testId={`budget-${kind}-budget`} size="medium" />
        <Figure label="Actual to date" cents={line.actualToDateCents} testId={`budget-${kind}-actual`} size="medium" />
      </div>
      <Variance line={line} kind={kind} />
    </section>
  );
}

export function ApprovedBudgetWidget() {
  const card = useBudgetCard();
  if (card.error && !card.data) {
    return (
      <div className="mb-widget-error" role="status">
        <span>The budget could not be loaded.</span>
        <Button size="small" onClick={() => void card.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!card.data) return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-busy="true" />;
  const { budget, fiscalYear } = card.data;
  const year = fiscalYearLabel(fiscalYear.start, fiscalYear.end);
  if (!budget) {
    return (
      <p className="mb-empty" data-testid="budget-card-empty">
        No approved budget for {year}. <Link to={BUDGETING_PATH}>Set one up in Budgeting</Link> to follow revenue and expenses against it here.
      </p>
    );
  }
  return (
    <div aria-busy={card.isFetching} data-testid="budget-card">
      <p className="mb-caption">
        <Link to={BUDGETING_PATH}>{budget.name}</Link>, {year}, to date
      </p>
      <BudgetLine line={budget.revenue} kind="revenue" label="Revenue" />
      <BudgetLine line={budget.expenses} kind="expenses" label="Expenses" />
    </div>
  );
}
