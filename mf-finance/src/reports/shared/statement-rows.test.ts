// The statements' display rows and comparison dates: the grand totals are the database's figures,
// releases are one line, and the comparison periods are the ones the picker names.
import { describe, expect, it } from 'vitest';
import { activitiesRows } from '../statement-of-activities/activities-rows';
import { positionRows } from '../statement-of-financial-position/position-rows';
import { exportColumns, priorPeriod, sameDayLastYear } from './statement-rows';

const zero = { without: 0, with: 0, total: 0, compare_total: null };

describe('statement rows', () => {
  it('the position ends with total liabilities and net assets from SQL, with the year change under each class', () => {
    const rows = positionRows({
      as_of: '2026-02-28', compare_as_of: null, fiscal_year_start: '2026-01-01', compare_fiscal_year_start: null, balanced: true,
      total_assets: 100, total_liabilities_and_net_assets: 100, compare_total_assets: null, compare_total_liabilities_and_net_assets: null,
      sections: [
        { key: 'assets', title: 'Assets', total: 100, compare_total: null, lines: [{ account_id: 'a', code: '1010', name: 'Cash', amount: '100.00', compare_amount: null }] },
        { key: 'liabilities', title: 'Liabilities', total: 0, compare_total: null, lines: [] },
        { key: 'net_assets', title: 'Net assets', total: 100, compare_total: null, lines: [{ account_id: null, code: null, key: 'without_donor_restrictions', name: 'Without donor restrictions', amount: '100.00', compare_amount: null, current_year_change: '40.00' }] },
      ],
    });
    expect(rows.at(-1)).toMatchObject({ label: 'Total liabilities and net assets', kind: 'total', values: { amount: 100 } });
    expect(rows.find((row) => row.label === 'of which change this fiscal year')?.values.amount).toBe('40.00');
    expect(rows.find((row) => row.key === 'assets:total')?.kind).toBe('total');
  });

  it('a net asset class lists its net assets accounts as the chart shows them and what is not yet closed, linked with the closing entries', () => {
    const rows = positionRows({
      as_of: '2026-02-28', compare_as_of: null, fiscal_year_start: '2026-01-01', compare_fiscal_year_start: null, balanced: true,
      total_assets: 100, total_liabilities_and_net_assets: 100, compare_total_assets: null, compare_total_liabilities_and_net_assets: null,
      sections: [
        { key: 'net_assets', title: 'Net assets', total: 100, compare_total: null, lines: [{
          account_id: null, code: null, key: 'without_donor_restrictions', name: 'Without donor restrictions', amount: '100.00', compare_amount: null, current_year_change: '40.00',
          ledger_accounts: [{ account_id: 'na', code: '3100', name: 'Net Assets Without Donor Restrictions', amount: '60.00', compare_amount: null }], not_closed: '40.00', compare_not_closed: null,
        }] },
      ],
    });
    const account = rows.find((row) => row.label === 'in 3100 Net Assets Without Donor Restrictions');
    expect(account?.values.amount).toBe('60.00');
    expect(account?.links?.amount).toContain('closing=1');
    expect(account?.links?.amount).toContain('restriction=without_donor_restrictions');
    expect(rows.find((row) => row.label === 'in revenue less expenses not yet closed')?.values.amount).toBe('40.00');
  });

  it('releases are one line; the activities end with net assets at the end of the period', () => {
    const rows = activitiesRows({
      from: '2026-01-01', to: '2026-02-28', compare_from: null, compare_to: null,
      sections: [
        { key: 'revenue', title: 'Revenue and support', lines: [], total: zero },
        { key: 'releases', title: 'Net assets released from restrictions', lines: [], total: { without: 5, with: -5, total: 0, compare_total: null } },
        { key: 'expenses', title: 'Expenses', lines: [], total: zero },
      ],
      change_in_net_assets: zero, net_assets_beginning: zero, net_assets_end: { without: 7, with: 3, total: 10, compare_total: null },
    });
    expect(rows.filter((row) => row.key.startsWith('releases'))).toEqual([
      { key: 'releases', label: 'Net assets released from restrictions', kind: 'subtotal', indent: 1, values: { without: 5, with: -5, total: 0, compare_total: null } },
    ]);
    expect(rows.at(-1)).toMatchObject({ label: 'Net assets, end of period', values: { total: 10 } });
  });

  it('export columns give numbers for money and indent the label', () => {
    const [label, amount] = exportColumns([{ key: 'amount', title: 'Amount' }]);
    const row = { key: 'x', label: 'Cash', kind: 'line' as const, indent: 1, values: { amount: '12.50' } };
    expect(label?.value?.(row)).toBe('  Cash');
    expect(amount?.value?.(row)).toBe(12.5);
  });

  it('compares with the previous period of the same length and with the same day last year', () => {
    expect(priorPeriod('2026-02-01', '2026-02-28')).toEqual({ from: '2026-01-04', to: '2026-01-31' });
    expect(priorPeriod('2026-01-01', '2026-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
  });
});
