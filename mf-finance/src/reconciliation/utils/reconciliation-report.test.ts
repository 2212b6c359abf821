// The reconciliation report's content: summary figures as SQL gave them, cleared lines
// before outstanding ones, who prepared and finished it.
import { describe, expect, it } from 'vitest';
import type { ReconciliationDetail } from '../data/reconciliation-detail-query';
import { reconciliationPdfInput, reconciliationSheetRows, reportLines, reportSummary } from './reconciliation-report';

const detail: ReconciliationDetail = {
  reconciliation: {
    id: 'r1', organization_id: 'o1', account_id: 'a1', account_code: '1010', account_name: 'Cash - Operating',
    statement_start_date: '2026-10-01', statement_end_date: '2026-10-31', status: 'finished',
    opening_balance: 1000, ending_balance: 2667.45, cleared_deposits: 2600, cleared_payments: 932.55, cleared_balance: 2667.45, difference: 0,
    statement_lines: 5, matched_lines: 5, outstanding_deposits: 0, outstanding_payments: 300, outstanding_count: 1, ledger_balance: 2367.45,
    created_at: '2026-11-02T09:00:00Z', created_by_name: 'Olga Owner', finished_at: '2026-11-02T10:30:00Z', finished_by_name: 'Olga Owner',
    is_last: true, can_undo: true,
  },
  statement_lines: [],
  ledger_lines: [
    { id: 'l1', entry_id: 'e1', entry_date: '2026-10-30', amount: -300, description: 'Check 1042', reference: null, source_type: 'transaction', source_id: null, statement_line_id: null, cleared: false },
    { id: 'l2', entry_id: 'e2', entry_date: '2026-10-03', amount: -800, description: 'Rent', reference: null, source_type: 'transaction', source_id: null, statement_line_id: 's1', cleared: true },
  ],
};

describe('reconciliation report', () => {
  it('lists the SQL figures in reading order', () => {
    expect(reportSummary(detail)).toEqual([
      ['Opening balance', '1000'], ['Cleared deposits', '2600'], ['Cleared payments', '932.55'], ['Cleared balance', '2667.45'],
      ['Statement ending balance', '2667.45'], ['Difference', '0'], ['Outstanding deposits', '0'], ['Outstanding payments', '300'],
      ['Ledger balance at statement end', '2367.45'],
    ]);
  });

  it('puts cleared lines before outstanding items', () => {
    expect(reportLines(detail).map((r) => [r.description, r.status])).toEqual([['Rent', 'Cleared'], ['Check 1042', 'Outstanding']]);
  });

  it('the PDF names the account, the period, who prepared and finished it, and the totals', () => {
    const pdf = reconciliationPdfInput(detail, { name: 'Harbor Community Food Bank' });
    expect(pdf.meta).toContainEqual(['Account', '1010 Cash - Operating']);
    expect(pdf.meta).toContainEqual(['Finished by', 'Olga Owner, 2026-11-02 10:30 UTC']);
    expect(pdf.totals).toContainEqual(['Outstanding payments', '$300.00']);
    expect(pdf.table?.rows[1]).toEqual(['2026-10-30', 'Check 1042', 'Outstanding', '-$300.00']);
  });

  it('the sheet starts with the summary, then a blank row, then the lines', () => {
    const rows = reconciliationSheetRows(detail);
    expect(rows[0]).toEqual({ date: '', description: 'Opening balance', status: '', amount: '1000' });
    expect(rows.at(-1)).toMatchObject({ description: 'Check 1042', status: 'Outstanding' });
  });
});
