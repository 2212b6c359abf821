// The three record pages rendered to HTML from cached data (no DOM, no network): a purchase order
// with its lines, match flags and the actions a sent order allows; a submitted request with its
// items; an item below its reorder level; and the not-found state of an unknown id.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from '@missionbase/router';
import { MemoryRouter } from '@missionbase/router/testing';
import type { ReactNode } from 'react';
import { OrderDetailPage } from './purchase-orders/components/OrderDetailPage';
import type { OrderDetail } from './purchase-orders/data/order-detail-query';
import type { MatchLine } from './purchase-orders/data/order-match-query';
import { orderKeys } from './purchase-orders/data/keys';
import { RequestDetailPage } from './purchase-requests/components/RequestDetailPage';
import type { RequestDetail } from './purchase-requests/data/request-detail-query';
import { requestKeys } from './purchase-requests/data/keys';
import { ItemDetailPage } from './inventory/components/ItemDetailPage';
import type { ItemDetail } from './inventory/data/item-detail-query';
import { inventoryKeys } from './inventory/data/keys';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const REQUEST_ID = '22222222-2222-4222-8222-222222222222';
const ITEM_ID = '33333333-3333-4333-8333-333333333333';

function render(path: string, pattern: string, page: ReactNode, fill: (client: QueryClient) => void): string {
  const client = new QueryClient();
  fill(client);
  // React separates adjacent text with comments; the words are what a reader gets.
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path={pattern} element={page} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const ORDER: OrderDetail = {
  id: ORDER_ID, organization_id: 'org', po_number: 'PO-1007', vendor_id: 'v', vendor_name: 'Valley Produce Farms', purchase_request_id: REQUEST_ID,
  order_date: '2026-03-01', expected_date: '2026-03-10', status: 'partially_received', fund_id: null, project_id: null, total: 224, notes: null, sent_at: null,
  vendor: { email: 'orders@valley.example', address: null }, request: { request_number: 'PR-1003' }, project: null, fund: null,
  bills: [{ id: 'b', bill_number: 'BILL-9', status: 'open', total: 89.6 }],
  lines: [{ id: 'l1', line_number: 1, inventory_id: ITEM_ID, description: 'Brown rice', quantity: 10, unit_cost: 22.4, amount: 224, quantity_received: 4, inventory: { name: 'Brown rice', sku: 'HFB-4', unit: 'case' } }],
};
const MATCH: MatchLine[] = [{
  line_id: 'l1', description: 'Brown rice', inventory_id: ITEM_ID, quantity_ordered: 10, unit_cost: 22.4, amount_ordered: 224,
  quantity_received: 4, amount_received: 89.6, quantity_billed: 4, amount_billed: 89.6, flags: ['not_fully_received'],
}];

describe('purchase order page', () => {
  it('shows the lines, the match flags and the receiving actions of a partly received order', () => {
    const html = render(`/po/${ORDER_ID}`, '/po/:orderId', <OrderDetailPage />, (client) => {
      client.setQueryData(orderKeys.detail('', ORDER_ID), ORDER);
      client.setQueryData(orderKeys.match('', ORDER_ID), MATCH);
    });
    expect(html).toContain('Purchase order PO-1007');
    expect(html).toContain('Partially received');
    expect(html).toContain('Not fully received');
    expect(html).toContain('$224.00');
    expect(html).toContain('BILL-9');
    expect(html).toContain('Download PDF');
  });

  it('says not found for an unknown order', () => {
    const html = render(`/po/${ORDER_ID}`, '/po/:orderId', <OrderDetailPage />, (client) => client.setQueryData(orderKeys.detail('', ORDER_ID), null));
    expect(html).toContain('Purchase order not found');
  });
});

describe('purchase request page', () => {
  it('shows a submitted request with its items and estimated total', () => {
    const request: RequestDetail = {
      id: REQUEST_ID, organization_id: 'org', request_number: 'PR-1003', title: 'Rice for seniors', status: 'submitted', requested_by: null,
      requester_name: 'Aisha Khan', department: 'Programs', needed_by: '2026-04-01', project_id: null, fund_id: null, estimated_total: 224,
      justification: 'Below reorder level', decision_reason: null, submitted_at: '2026-03-01T10:00:00Z', decided_at: null, created_at: '2026-03-01T09:00:00Z',
      project: { name: 'Senior Grocery Boxes' }, fund: null, orders: [],
      items: [{ id: 'i1', line_number: 1, inventory_id: ITEM_ID, description: 'Brown rice', quantity: 10, unit: 'case', estimated_unit_cost: 22.4, estimated_amount: 224, inventory: { name: 'Brown rice', sku: 'HFB-4' } }],
    };
    const html = render(`/pr/${REQUEST_ID}`, '/pr/:requestId', <RequestDetailPage />, (client) => client.setQueryData(requestKeys.detail('', REQUEST_ID), request));
    expect(html).toContain('Purchase request PR-1003');
    expect(html).toContain('Submitted');
    expect(html).toContain('Brown rice (HFB-4)');
    expect(html).toContain('10 case');
    expect(html).toContain('Senior Grocery Boxes');
  });
});

describe('inventory item page', () => {
  it('flags an item below its reorder level with its value at cost', () => {
    const item: ItemDetail = {
      id: ITEM_ID, organization_id: 'org', sku: 'HFB-4', name: 'Brown rice', category: 'Grains', unit: 'case', quantity_on_hand: 12, unit_cost: 22.4,
      stock_value: 268.8, reorder_level: 20, location: 'Warehouse A', is_active: true, below_reorder_notified_at: null, created_at: '', updated_at: '',
    };
    const html = render(`/inv/${ITEM_ID}`, '/inv/:itemId', <ItemDetailPage />, (client) => client.setQueryData(inventoryKeys.detail('', ITEM_ID), item));
    expect(html).toContain('Below reorder level');
    expect(html).toContain('12 case');
    expect(html).toContain('$268.80');
  });
});
