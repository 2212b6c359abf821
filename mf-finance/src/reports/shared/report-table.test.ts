// A report's display table becomes the statement rows with one General Ledger link per money cell.
import { describe, expect, it } from 'vitest';
import { readReportTable, reportRows } from './report-table';

describe('report table', () => {
  it('links every cell with a slice to the ledger lines, labelled by row and column', () => {
    const table = readReportTable({
      columns: [{ key: 'ending', title: 'Ending balance' }, { key: 'revenue', title: 'Revenue' }],
      rows: [{
        key: 'f1', label: 'Youth Meals', kind: 'line', indent: 1, values: { ending: '10.00', revenue: 5 },
        drill: { ending: { categories: ['Net Assets'], to: '2026-03-31', fund: 'f1', sign: 'credit' }, revenue: null },
      }],
    });
    const [row] = reportRows(table);
    expect(row?.links?.ending).toBe('/app/reports/general-ledger?categories=Net+Assets&to=2026-03-31&fund=f1&sign=credit&label=Youth+Meals%2C+Ending+balance');
    expect(row?.links?.revenue).toBeUndefined();
    expect(row?.values).toEqual({ ending: '10.00', revenue: 5 });
  });

  it('reads an empty report (no rows) as an empty table', () => {
    expect(readReportTable({ columns: [], rows: null }).rows).toEqual([]);
  });
});
