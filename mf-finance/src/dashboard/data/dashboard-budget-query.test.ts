import { describe, expect, it } from 'vitest';
import { readBudgetCard } from './dashboard-budget-query';

describe('readBudgetCard', () => {
  it('reads the database figures as cents, never working them out', () => {
    const card = readBudgetCard({
      organization_id: 'o1',
      as_of: '2026-11-24',
      fiscal_year: { start: '2026-01-01', end: '2026-12-31' },
      budget: {
        id: 'b1', name: 'FY2026', fiscal_year: 2026, start_date: '2026-01-01', end_date: '2026-12-31',
        lines: {
          revenue: { budget_year: 1200, budget_to_date: 1100, actual_to_date: 900.5, variance: -199.5, variance_percent: -18.1, favourable: false },
          expenses: { budget_year: 480.0, budget_to_date: 440.0, actual_to_date: 250.0, variance: -190.0, variance_percent: null, favourable: true },
        },
      },
    });
    expect(card.budget?.revenue).toEqual({ budgetYearCents: 120000, budgetToDateCents: 110000, actualToDateCents: 90050, varianceCents: -19950, variancePercent: -18.1, favourable: false });
    expect(card.budget?.expenses.variancePercent).toBeNull();
    expect(card.budget?.expenses.favourable).toBe(true);
  });

  it('has no budget when the database has none', () => {
    expect(readBudgetCard({ organization_id: 'o1', as_of: '2026-11-24', fiscal_year: { start: '2026-01-01', end: '2026-12-31' }, budget: null }).budget).toBeNull();
  });
});
