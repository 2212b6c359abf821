// DataTable rendered to HTML (no DOM in this package's tests): what the server gave is what shows.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { DataTable, type DataTableColumn, type DataTableState } from './DataTable';

interface Row {
  id: string;
  date: string;
  description: string;
  amount: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'date', title: 'Date', sortable: true, alwaysVisible: true },
  { key: 'description', title: 'Description' },
  { key: 'amount', title: 'Amount', money: true, sortable: true },
  { key: 'notes', title: 'Notes', hiddenByDefault: true },
];

const table: DataTableState = {
  page: 2,
  pageSize: 2,
  sort: { key: 'amount', direction: 'desc' },
  pageSizeOptions: [2, 10],
  setPage: () => undefined,
  setSort: () => undefined,
};

// The database's order, deliberately not sorted by amount: the table must not reorder it.
const rows: Row[] = [
  { id: 'a', date: '2026-01-02', description: 'Rent', amount: '10.5' },
  { id: 'b', date: '2026-01-01', description: 'Food', amount: '1234.5' },
];

function render(extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderToString(<DataTable<Row> id="test" caption="Transactions" rowKey="id" columns={columns} rows={rows} total={7} table={table} {...extra} />);
}

describe('DataTable', () => {
  it('shows the rows in the order the database gave, money formatted', () => {
    const html = render();
    expect(html.indexOf('Rent')).toBeLessThan(html.indexOf('Food'));
    expect(html).toContain('$10.50');
    expect(html).toContain('$1,234.50');
    expect(html).toContain('mb-money');
  });

  it('names the table and marks the database sort on its header', () => {
    const html = render();
    expect(html).toContain('aria-label="Transactions"');
    expect(html).toMatch(/aria-sort="descending"/);
  });

  it('the totals row shows the totals passed in, never a sum of the page', () => {
    const html = render({ totals: { amount: '99999.99' } });
    expect(html).toContain('$99,999.99');
    expect(html).not.toContain('$1,245.00');
    expect(html).toContain('>Total<');
  });

  it('a column hidden by default is not shown', () => {
    expect(render()).not.toContain('Notes');
  });

  it('the pager counts the filtered rows from the database', () => {
    expect(render()).toContain('3–4 of 7');
  });

  it('an error shows in plain words with Retry instead of the rows', () => {
    const html = render({ error: { code: '57014', message: 'canceling statement due to statement timeout' }, onRetry: () => undefined });
    expect(html).toContain('Transactions could not be loaded');
    expect(html).toContain('This took too long');
    expect(html).toContain('Retry');
    expect(html).not.toContain('Rent');
  });

  it('no rows shows the empty text, in the readable colour of the kit', () => {
    const html = render({ rows: [], total: 0, emptyText: 'No transactions match these filters.' });
    expect(html).toContain('<span class="mb-table-empty">No transactions match these filters.</span>');
  });

  it('the first row is the keyboard entry point', () => {
    const html = render({ onRowClick: () => undefined });
    expect(html.match(/tabindex="0"/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(/data-row-key="a"[^>]*tabindex="0"|tabindex="0"[^>]*data-row-key="a"/);
  });
});

describe('DataTable export', () => {
  it('shows the Export menu and the paper header when given export options', () => {
    const html = render({ exportOptions: { title: 'Transactions', fileName: 'transactions', period: 'FY 2026', organizationName: 'Helping Hands', fetchAll: async () => rows } });
    expect(html).toContain('>Export<');
    expect(html).toContain('mb-print-only');
    expect(html).toContain('Period: <!-- -->FY 2026');
  });

  it('has no Export menu without export options', () => {
    expect(render()).not.toContain('>Export<');
  });
});
