// The table's order and labels around the SQL figures, and the export's Net totals row.
import { describe, expect, it } from 'vitest';
import { varianceExport, varianceRows } from './variance-rows';

const cell = (budget: string, actual: string) => ({ budget, actual, variance: String(Number(actual) - Number(budget)), variance_percent: null });

describe('varianceRows', () => {
  it('lists revenue, its total, expenses, their total, then net, with links on accounts only', () => {
    const rows = varianceRows(
      [
        { account_id: 'e1', account_code: '6100', account_name: 'Rent', category: 'Expenses', cell: cell('100', '90') },
        { account_id: 'r1', account_code: '4010', account_name: 'Gifts', category: 'Revenue', cell: cell('200', '210') },
      ],
      { Revenue: cell('200', '210'), Expenses: cell('100', '90'), Net: cell('100', '120') },
      (account) => `/ledger/${account.account_id}`,
    );
    expect(rows.map((row) => [row.kind, row.label, row.actualLink ?? null])).toEqual([
      ['heading', 'Revenue', null],
      ['account', '4010 Gifts', '/ledger/r1'],
      ['total', 'Total revenue', null],
      ['heading', 'Expenses', null],
      ['account', '6100 Rent', '/ledger/e1'],
      ['total', 'Total expenses', null],
      ['total', 'Net (revenue less expenses)', null],
    ]);
    const file = varianceExport(rows);
    expect(file.body).toHaveLength(6);
    expect(file.totals).toMatchObject({ budget: '100', actual: '120', status: 'Favourable' });
  });

  it('gives no rows without accounts (the empty state shows instead)', () => {
    expect(varianceRows([], { Net: cell('0', '0') })).toEqual([]);
  });
});
