import { describe, expect, it } from 'vitest';
import { readBudgetCard } from './dashboard-budget-query';

describe('readBudgetCard', () => {
  it('reads the database figures as cents, never working them out', () => {
    const card = readBudgetCard({
      as_of: '2026-11-24',
      fiscal_year: { start: '2026-01-01', end: '2026-12-31' },
      budget: {
        id: 'b1', name: 'FY2026',
        lines: {
          revenue: { budget_year: 1200, budget_to_date: 1100, actual_to_date: 900.5, variance: -199.5, variance_percent: -18.1, favourable: false },
          expenses: { budget_year: '480.00', budget_to_date: '440.00', actual_to_date: '250.00', variance: '-190.00', variance_percent: null, favourable: true },
        },
      },
    });
    expect(card.budget?.revenue).toEqual({ budgetYearCents: 120000, budgetToDateCents: 110000, actualToDateCents: 90050, varianceCents: -19950, variancePercent: -18.1, favourable: false });
    expect(card.budget?.expenses.variancePercent).toBeNull();
    expect(card.budget?.expenses.favourable).toBe(true);
  });

  it('has no budget when the database has none, and refuses another shape', () => {
    expect(readBudgetCard({ as_of: '2026-11-24', fiscal_year: { start: '2026-01-01', end: '2026-12-31' }, budget: null }).budget).toBeNull();
    expect(() => readBudgetCard(null)).toThrow('unexpected shape');
  });
});
