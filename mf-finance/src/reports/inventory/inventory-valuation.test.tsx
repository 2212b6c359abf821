// The Inventory Valuation page rendered from a cached report (no DOM, no network): the items with
// their values, the items' total beside the ledger's inventory accounts, and the warning only when
// they differ.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@missionbase/router/testing';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { InventoryValuationPage } from './InventoryValuationPage';
import type { InventoryValuation } from './data/inventory-valuation-query';

function render(report: InventoryValuation): string {
  const client = new QueryClient();
  client.setQueryData(['ledger', '', 'report', 'inventory-valuation', { asOf: localIsoDate(new Date()), limit: 100, offset: 0 }], report);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/reports/inventory']}><InventoryValuationPage /></MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const REPORT: InventoryValuation = {
  as_of: '2026-11-24', limit: 100, offset: 0, total: 1, total_quantity: '7.00', total_value: '231.45', items_value: '388.25', ledger_value: '388.25', difference: '0.00',
  ledger_accounts: [{ id: 'a', code: '1300', name: 'Inventory' }],
  rows: [{ id: 'i', sku: 'HFB-1', name: 'Black beans', category: 'Canned goods', unit: 'case', location: null, quantity: '12.00', unit_cost: '19.29', value: '231.45' }],
};

describe('InventoryValuationPage', () => {
  it('shows the items, their total and the ledger side by side, without a warning when they tie', () => {
    const html = render(REPORT);
    expect(html).toContain('Black beans');
    expect(html).toContain('12 case');
    expect(html).toContain('$231.45');
    expect(html).toContain('Ledger: 1300 Inventory');
    expect(html).toContain('$388.25');
    expect(html).not.toContain('do not tie');
  });

  it('warns when something reached the inventory account without moving stock', () => {
    const html = render({ ...REPORT, ledger_value: '400.25', difference: '-12.00' });
    expect(html).toContain('The items do not tie to the ledger');
    expect(html).toContain('-$12.00');
  });
});
