import { describe, expect, it } from 'vitest';
import { orderPdfInput } from './order-pdf';
import type { OrderDetail } from './order-detail-query';

const ORDER: OrderDetail = {
  id: 'o', organization_id: 'org', po_number: 'PO-1001', vendor_id: 'v', vendor_name: 'Valley Farms', purchase_request_id: null,
  order_date: '2026-03-01', expected_date: '2026-03-10', status: 'sent', fund_id: null, project_id: null, total: 127.5, notes: 'Dock B',
  sent_at: null, vendor: { email: 'orders@valley.example', address: '1 Farm Rd\nSalem, OR' }, request: { request_number: 'PR-1001' },
  project: null, fund: null, bills: [],
  lines: [{ id: 'l', line_number: 1, inventory_id: 'i', description: 'Apples', quantity: 30, unit_cost: 4.25, amount: 127.5, quantity_received: 0, inventory: { name: 'Apples', sku: 'HFB-1', unit: 'crate' } }],
};

describe('orderPdfInput', () => {
  it('lists the vendor, the lines with units and the database total', () => {
    const input = orderPdfInput({ name: 'Harbor Food Bank' }, ORDER);
    expect(input.number).toBe('PO-1001');
    expect(input.parties?.[0]?.lines).toEqual(['Valley Farms', '1 Farm Rd', 'Salem, OR', 'orders@valley.example']);
    expect(input.table?.rows).toEqual([['Apples (HFB-1)', '30 crate', '$4.25', '$127.50']]);
    expect(input.totals).toEqual([['Total', '$127.50']]);
    expect(input.meta).toContainEqual(['Request', 'PR-1001']);
  });
});
