// Inventory items, purchase requests and purchase orders.
import { insertRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { addDays, isoDate, money } from '../random.ts';
import type { Funds, Projects } from './shared.ts';

export async function seedSupplyChain(ctx: OrganizationContext, funds: Funds, projects: Projects, vendorIds: string[]): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const catalog: Array<[string, string, string, number, number, number]> = [
    ['Canned black beans (15 oz)', 'Canned goods', 'case', 420, 1899, 100], ['Canned tuna (5 oz)', 'Canned goods', 'case', 180, 3450, 80],
    ['Peanut butter (16 oz)', 'Shelf-stable', 'case', 35, 2875, 60], ['Brown rice (2 lb)', 'Grains', 'case', 260, 2240, 80],
    ['Whole wheat pasta (1 lb)', 'Grains', 'case', 310, 1560, 80], ['Rolled oats (42 oz)', 'Grains', 'case', 140, 2790, 40],
    ['Shelf-stable milk (32 oz)', 'Dairy', 'case', 22, 2450, 50], ['Canned green beans', 'Canned goods', 'case', 390, 1425, 100],
    ['Canned peaches', 'Canned goods', 'case', 150, 2060, 60], ['Low-sodium soup', 'Canned goods', 'case', 210, 2299, 80],
    ['Cereal, whole grain', 'Breakfast', 'case', 95, 3120, 40], ['Apple sauce cups', 'Snacks', 'case', 120, 1980, 50],
    ['Granola bars', 'Snacks', 'case', 48, 2640, 60], ['Fresh apples', 'Produce', 'crate', 60, 3200, 20],
    ['Potatoes (50 lb)', 'Produce', 'sack', 40, 2150, 15], ['Frozen chicken', 'Frozen', 'case', 55, 6480, 25],
    ['Baby formula', 'Infant', 'case', 12, 8990, 20], ['Diapers (size 4)', 'Hygiene', 'case', 30, 3899, 15],
    ['Toothpaste and brushes kits', 'Hygiene', 'case', 65, 2400, 20], ['Reusable grocery bags', 'Supplies', 'bundle', 800, 45, 200],
    ['Backpacks (weekend meals)', 'Supplies', 'each', 340, 650, 150], ['Cardboard boxes', 'Supplies', 'bundle', 150, 2100, 50],
    ['Pallet wrap', 'Supplies', 'roll', 18, 2350, 10], ['Nitrile gloves', 'Supplies', 'box', 75, 1199, 30],
  ];
  const items = catalog.map(([name, category, unit, qty, costCents, reorder], i) => ({
    id: r.uuid(), organization_id: org, sku: `HFB-${String(i + 1).padStart(4, '0')}`, name, category, unit,
    quantity_on_hand: qty, unit_cost: money(costCents), reorder_level: reorder, location: r.pick(['Warehouse A', 'Warehouse B', 'Cooler', 'Freezer']),
  }));
  await insertRows(ctx.client, 'inventory', items);

  const requests: SeedRow[] = [];
  const requestItems: SeedRow[] = [];
  const orders: SeedRow[] = [];
  const orderItems: SeedRow[] = [];
  const titles = ['Restock canned goods', 'Backpack program supplies', 'Warehouse supplies', 'Senior box staples', 'Infant supplies', 'Holiday distribution', 'Hygiene kits', 'Breakfast items'];
  for (let i = 0; i < 20; i += 1) {
    const id = r.uuid();
    const created = addDays(ctx.today, -r.int(5, 360));
    const status = i < 3 ? 'submitted' : i < 4 ? 'draft' : i < 5 ? 'rejected' : i < 8 ? 'approved' : 'ordered';
    requests.push({ id, organization_id: org, request_number: `PR-${2001 + i}`, title: r.pick(titles), requester_name: r.pick(['James Johnson', 'Aisha Khan', 'Carlos Rivera', 'Wei Chen']), department: r.pick(['Operations', 'Programs']), needed_by: isoDate(addDays(created, 21)), status, project_id: r.pick([projects.pantry, projects.seniors, projects.backpacks]), fund_id: funds.general, justification: 'Stock below reorder level for upcoming distributions.' });
    const chosen = Array.from({ length: r.int(1, 4) }, () => r.pick(items));
    const lines = chosen.map((item) => ({ item, quantity: r.int(5, 60) }));
    for (const { item, quantity } of lines) {
      requestItems.push({ organization_id: org, purchase_request_id: id, inventory_id: item.id, description: item.name, quantity, unit: item.unit, estimated_unit_cost: item.unit_cost });
    }
    if (status === 'ordered') {
      const orderId = r.uuid();
      const vendorIndex = r.pick([2, 3, 7]);
      const orderDate = addDays(created, r.int(2, 10));
      const age = (ctx.today.getTime() - orderDate.getTime()) / 86400000;
      const orderStatus = age > 30 ? 'received' : age > 14 ? 'partially_received' : 'sent';
      orders.push({ id: orderId, organization_id: org, po_number: `PO-${3001 + orders.length}`, vendor_id: vendorIds[vendorIndex] ?? null, vendor_name: ['', '', 'Wholesale Foods Co.', 'Valley Produce Farms', '', '', '', 'Office Depot'][vendorIndex] ?? 'Wholesale Foods Co.', purchase_request_id: id, order_date: isoDate(orderDate), expected_date: isoDate(addDays(orderDate, 14)), status: orderStatus, fund_id: funds.general });
      for (const { item, quantity } of lines) {
        const received = orderStatus === 'received' ? quantity : orderStatus === 'partially_received' ? Math.floor(quantity / 2) : 0;
        orderItems.push({ organization_id: org, purchase_order_id: orderId, inventory_id: item.id, description: item.name, quantity, unit_cost: item.unit_cost, quantity_received: received });
      }
    }
  }
  await insertRows(ctx.client, 'purchase_requests', requests);
  await insertRows(ctx.client, 'purchase_request_items', requestItems);
  await insertRows(ctx.client, 'purchase_orders', orders);
  await insertRows(ctx.client, 'purchase_order_items', orderItems);
}
