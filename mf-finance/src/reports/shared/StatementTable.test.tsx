// The statement table rendered to HTML (no DOM): money cells with a drill-down are links to the
// General Ledger named by row and column; counts and ratios keep their format.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@missionbase/router/testing';
import { readReportTable, reportRows } from './report-table';
import { StatementTable } from './StatementTable';

describe('StatementTable', () => {
  it('links a money cell to its ledger lines and names the link by row and column', () => {
    const report = readReportTable({
      columns: [{ key: 'ending', title: 'Ending balance' }],
      rows: [
        { key: 'f1', label: 'Youth Meals', kind: 'line', indent: 1, values: { ending: '1500' }, drill: { ending: { categories: ['Net Assets'], to: '2026-06-30', fund: 'f1', sign: 'credit' } } },
        { key: 'total', label: 'Total net assets', kind: 'total', indent: 0, values: { ending: '1500' }, drill: null },
      ],
    });
    const html = renderToString(<MemoryRouter><StatementTable caption="Funds" columns={report.columns} rows={reportRows(report)} /></MemoryRouter>);
    expect(html).toContain('href="/app/reports/general-ledger?categories=Net+Assets&amp;to=2026-06-30&amp;fund=f1&amp;sign=credit&amp;label=Youth+Meals%2C+Ending+balance"');
    expect(html).toContain('aria-label="$1,500.00: ledger lines of Youth Meals, Ending balance"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('writes counts and ratios in their own format', () => {
    const html = renderToString(
      <MemoryRouter>
        <StatementTable
          caption="Donors"
          columns={[{ key: 'current', title: 'This year' }]}
          rows={[
            { key: 'donors', label: 'Donors', kind: 'line', indent: 0, format: 'count', values: { current: 1234 } },
            { key: 'rate', label: 'Retention', kind: 'line', indent: 0, format: 'percent', values: { current: '0.4567' } },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('>1,234<');
    expect(html).toContain('>45.7%<');
  });
});
