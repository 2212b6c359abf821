// The report readers of the answers that stay json (report tables, budget vs. actuals' totals)
// without zod: the shapes they accept, the conversions they make (budget money becomes text) and the
// sentence for anything else.
import { describe, expect, it } from 'vitest';
import { readBudgetVsActualReport } from '../../budgeting/data/budget-vs-actual-report';
import { readReportTable } from '../shared/report-table';

describe('report readers', () => {
  it('a report table keeps its cells as sent, reads its drill-down slices and an empty report', () => {
    const table = readReportTable({
      columns: [{ key: 'amount', title: 'Amount' }],
      rows: [{ key: 'r', label: 'Rent', kind: 'line', indent: 1, values: { amount: 12.5, other: null }, drill: { amount: { to: '2026-03-31', accounts: ['a1'], sign: 'debit' }, other: null } }],
    });
    expect(table.rows[0]).toEqual({ key: 'r', label: 'Rent', kind: 'line', indent: 1, values: { amount: 12.5, other: null }, drill: { amount: { to: '2026-03-31', accounts: ['a1'], sign: 'debit' }, other: null } });
    expect(readReportTable({ columns: [], rows: null }).rows).toEqual([]);
  });

  it('a wrong shape is refused in a sentence naming the report', () => {
    expect(() => readReportTable({ columns: [], rows: [{ key: 'r', label: 'Rent', kind: 'footnote', indent: 0, values: {} }] }, 'trial balance')).toThrow('The trial balance came back in an unexpected shape.');
  });

  it('budget vs. actuals reads money as text and the variance percent as a number or null', () => {
    const report = readBudgetVsActualReport({
      from: '2026-01-01', to: '2026-12-31', budgets: [{ id: 'b1', name: 'Plan', fiscal_year: 2026 }],
      rows: [{ account_id: 'a', account_code: '6100', account_name: 'Rent', category: 'Expenses', budget: 100, actual: 80, variance: -20, variance_percent: -20 }],
      totals: { expenses: { budget: 100, actual: '80.00', variance: -20, variance_percent: null }, net: { budget: 100, actual: 80, variance: -20, variance_percent: '-20.0' } },
    });
    expect(report.rows[0]).toEqual({ account_id: 'a', account_code: '6100', account_name: 'Rent', category: 'Expenses', budget: '100', actual: '80', variance: '-20', variance_percent: -20 });
    expect(report.totals.expenses).toEqual({ budget: '100', actual: '80.00', variance: '-20', variance_percent: null });
    expect(report.totals.net?.variance_percent).toBe(-20);
  });
});
