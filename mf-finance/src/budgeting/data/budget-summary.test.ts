// list_budgets' reader: money from a number or a string comes out as a string; a wrong shape is refused in words.
import { describe, expect, it } from 'vitest';
import { readBudgetSummaries } from './budget-summary';

const row = {
  id: 'b1', name: 'FY2026 plan', fiscal_year: 2026, fiscal_year_label: 'FY 2026', start_date: '2026-01-01', end_date: '2026-12-31',
  status: 'draft', version: 1, notes: null, fund_id: null, fund_name: null, project_id: 'p1', project_name: 'Clinic',
  revenue_total: 1200.5, expense_total: '603.00', net_total: '597.50', updated_at: '2026-11-24T10:00:00Z',
};

describe('readBudgetSummaries', () => {
  it('reads a budget, money as text whether PostgREST sent a number or a string', () => {
    const [budget] = readBudgetSummaries([row]);
    expect(budget).toMatchObject({ id: 'b1', status: 'draft', project_name: 'Clinic', notes: null, revenue_total: '1200.5', expense_total: '603.00' });
  });

  it('refuses an unknown status, a missing field and a non-array', () => {
    expect(() => readBudgetSummaries([{ ...row, status: 'pending' }])).toThrow('The budgets came back in an unexpected shape.');
    expect(() => readBudgetSummaries([{ ...row, name: undefined }])).toThrow('unexpected shape');
    expect(() => readBudgetSummaries({ rows: [row] })).toThrow('unexpected shape');
  });
});
