// The grid and the variance table rendered to HTML (no DOM): the grid's inputs are named by account
// and month with the row and section totals, read-only shows amounts without inputs; the variance
// table says favourable/unfavourable in words and links the actual to its ledger lines.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@missionbase/router/testing';
import type { BudgetGrid } from '../data/budget-types';
import { BudgetGridEditor } from './BudgetGridEditor';
import { VarianceTable } from './VarianceTable';

const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-01`);
const grid: BudgetGrid = {
  budgetId: 'b1',
  budget: {
    id: 'b1', name: 'FY2026 plan', fiscal_year: 2026, fiscal_year_label: 'FY 2026', start_date: '2026-01-01', end_date: '2026-12-31', status: 'draft', version: 1, notes: null,
    fund_id: null, fund_name: null, project_id: null, project_name: null, approved_at: null, updated_at: '2026-11-24T10:00:00+00:00',
  },
  months,
  rows: [
    { account_id: 'r', account_code: '4100', account_name: 'Grants', category: 'Revenue', months: months.map(() => '100.00'), total: '1200.00', last_year: months.map(() => '0'), last_year_total: '0' },
    { account_id: 'e', account_code: '6100', account_name: 'Rent', category: 'Expenses', months: months.map(() => '50.25'), total: '603.00', last_year: months.map(() => '0'), last_year_total: '0' },
  ],
};

function render(node: React.ReactNode): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BudgetGridEditor', () => {
  it('shows an editable draft with an input per account and month, and the row, section and net totals', () => {
    const html = render(<BudgetGridEditor grid={grid} editable />);
    expect(html).toContain('aria-label="4100 Grants, Jan 2026"');
    expect(html).toContain('aria-label="6100 Rent, Dec 2026"');
    expect(html).toContain('$1,200.00');
    expect(html).toContain('$603.00');
    expect(html).toContain('Net (revenue less expenses)');
    expect(html).toContain('$597.00');
    expect(html).toContain('Save grid');
  });

  it('shows a read-only grid as amounts without inputs and without Save', () => {
    const html = render(<BudgetGridEditor grid={{ ...grid, budget: { ...grid.budget, status: 'approved' } }} editable={false} />);
    expect(html).not.toContain('<input');
    expect(html).not.toContain('Save grid');
    expect(html).toContain('frozen');
  });
});

describe('VarianceTable', () => {
  it('says favourable or unfavourable in words and arrows beside the colour, and links the actual to its ledger lines', () => {
    const html = render(
      <VarianceTable
        caption="Test"
        rows={[
          { key: 'r', kind: 'account', label: '4100 Grants', category: 'Revenue', cell: { budget: '100', actual: '90', variance: '-10', variance_percent: -10 }, actualLink: '/app/reports/general-ledger?accounts=r' },
          { key: 'e', kind: 'account', label: '6100 Rent', category: 'Expenses', cell: { budget: '100', actual: '90', variance: '-10', variance_percent: -10 } },
        ]}
      />,
    );
    expect(html).toMatch(/data-column="status"[^>]*>Unfavourable</);
    expect(html).toMatch(/data-column="status"[^>]*>Favourable</);
    expect(html).toContain('href="/app/reports/general-ledger?accounts=r"');
    expect(html).toContain('-10.0%');
  });
});
