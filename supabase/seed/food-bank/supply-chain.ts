// Inventory items, purchase requests and purchase orders; then (seedSupplyChainActivity, called
// last so that no other area's random draws move) the stock's life through the ledger: receipts
// on the orders billed by their vendors (clearing Goods Received Not Invoiced), the in-kind
// food gifts received into stock and distributed, monthly distributions to the programs, and one
// item crossing its reorder level (its notification). Opening stock is dated the seed's start, so
// the Inventory Valuation ties to the ledger's Inventory account at every date.
import { insertRows, updateRows } from '../bulk-insert.ts';
import type { SeedRow } from '../bulk-insert.ts';
import type { OrganizationContext } from '../organization-context.ts';
import { SeededRandom, addDays, dayOfMonth, isoDate, money, monthStart } from '../random.ts';
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
  // Opening stock is posted (Dr Inventory, Cr net assets) on the seed's first day, not today.
  await ctx.client.query(`select set_config('mb.opening_date', $1, false)`, [isoDate(ctx.start)]);
  await insertRows(ctx.client, 'inventory', items);
  await ctx.client.query(`select set_config('mb.opening_date', '', false)`);

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
  // Each order's goods arrive a week after it was placed (never after today): its lines are
  // written with that receipt date, which the database's receiving posts at.
  for (const order of orders) {
    const received = addDays(new Date(`${String(order.order_date)}T00:00:00Z`), 7);
    await ctx.client.query(`select set_config('mb.received_on', $1, false)`, [isoDate(received > ctx.today ? ctx.today : received)]);
    await insertRows(ctx.client, 'purchase_order_items', orderItems.filter((item) => item.purchase_order_id === order.id));
  }
  await ctx.client.query(`select set_config('mb.received_on', '', false)`);
}

interface StockRow {
  id: string;
  name: string;
  quantity_on_hand: string;
  reorder_level: string;
}

async function moveStock(ctx: OrganizationContext, itemId: string, kind: string, quantity: number, date: string, reason: string, options: { project?: string | null; donation?: string } = {}): Promise<void> {
  await ctx.client.query(
    `select private.record_stock_movement($1, $2, $3, null, $4::date, $5, $6, null, null, $7)`,
    [itemId, kind, quantity, date, reason, options.project ?? null, options.donation ?? null],
  );
}

export async function seedSupplyChainActivity(ctx: OrganizationContext, projects: Projects): Promise<void> {
  // Its own random source: the organizations seeded after the food bank draw from ctx.random, and
  // this module leaves their draws as they would be without it.
  const r = new SeededRandom(18);
  const org = ctx.organizationId;
  const client = ctx.client;

  // The vendors' bills for what arrived: lines linked to the order lines (debited to Goods
  // Received Not Invoiced, which the receipts credited), paid when older than four weeks.
  const received = await client.query<{ order_id: string; po_number: string; vendor_id: string | null; vendor_name: string; fund_id: string | null; received_on: string; line_id: string; description: string; quantity: string; unit_cost: string }>(
    `select o.id as order_id, o.po_number, o.vendor_id, o.vendor_name, o.fund_id,
            (select max(m.movement_date) from public.stock_movements m where m.purchase_order_id = o.id)::text as received_on,
            i.id as line_id, i.description, i.quantity_received::text as quantity, i.unit_cost::text as unit_cost
       from public.purchase_orders o join public.purchase_order_items i on i.purchase_order_id = o.id
      where o.organization_id = $1 and i.quantity_received > 0
      order by o.po_number, i.line_number, i.created_at, i.id`,
    [org],
  );
  const byOrder = new Map<string, typeof received.rows>();
  for (const row of received.rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  const bills: SeedRow[] = [];
  const billLines: SeedRow[] = [];
  const approvals: SeedRow[] = [];
  for (const lines of byOrder.values()) {
    const first = lines[0];
    if (!first) continue;
    const billDate = addDays(new Date(`${first.received_on}T00:00:00Z`), 3);
    if (billDate > ctx.today) continue;
    const id = r.uuid();
    bills.push({ id, organization_id: org, bill_number: `${first.po_number}-B`, vendor_id: first.vendor_id, vendor_name: first.vendor_name, vendor_reference: `INV-${r.int(10000, 99999)}`, bill_date: isoDate(billDate), due_date: isoDate(addDays(billDate, 30)), fund_id: first.fund_id, purchase_order_id: first.order_id });
    lines.forEach((line, index) => billLines.push({ organization_id: org, bill_id: id, description: line.description, quantity: line.quantity, unit_price: line.unit_cost, purchase_order_item_id: line.line_id, line_number: index + 1 }));
    const age = (ctx.today.getTime() - billDate.getTime()) / 86400000;
    approvals.push(age > 28 ? { id, status: 'paid', paid_date: isoDate(addDays(billDate, 21)) } : { id, status: 'open', paid_date: null });
  }
  await insertRows(client, 'bills', bills);
  await insertRows(client, 'bill_lines', billLines);
  await updateRows(client, 'bills', approvals, ['status', 'paid_date']);

  // Food given in kind (recorded under Donations, which posted Inventory against In-kind
  // Contributions): received into stock by the pound at the gift's value; half goes out at the
  // pantry within days, the rest is kept as the warehouse's donated reserve.
  const produceId = r.uuid();
  await insertRows(client, 'inventory', [{ id: produceId, organization_id: org, sku: 'HFB-0100', name: 'Donated food, mixed (by the pound)', category: 'Donated', unit: 'lb', quantity_on_hand: 0, unit_cost: '0.00', reorder_level: 0, location: 'Warehouse B' }]);
  const gifts = await client.query<{ id: string; donation_date: string; amount: string }>(
    `select id, donation_date::text, amount::text from public.donations where organization_id = $1 and method = 'in_kind' order by donation_date, id`, [org]);
  for (const [index, gift] of gifts.rows.entries()) {
    const pounds = Math.max(1, Math.round(Number(gift.amount) / 1.6));
    await moveStock(ctx, produceId, 'donation_in', pounds, gift.donation_date, 'Donated food received', { donation: gift.id });
    const out = addDays(new Date(`${gift.donation_date}T00:00:00Z`), 2);
    const share = index === gifts.rows.length - 1 ? 0.3 : 0.5;
    if (out <= ctx.today) await moveStock(ctx, produceId, 'distribution', -Math.floor(pounds * share), isoDate(out), 'Pantry distribution of donated food');
  }

  // Monthly distributions of purchased stock to the pantry over the last six months, small
  // shares of what is on hand, valued at moving-average cost.
  const stock = async (): Promise<StockRow[]> => (await client.query<StockRow>(
    `select id, name, quantity_on_hand::text, reorder_level::text from public.inventory where organization_id = $1 and id <> $2 order by sku`, [org, produceId])).rows;
  for (let back = 5; back >= 0; back -= 1) {
    const day = dayOfMonth(monthStart(ctx.today, -back), 15);
    if (day > ctx.today) continue;
    const rows = await stock();
    for (let n = 0; n < 3; n += 1) {
      const item = r.pick(rows);
      const quantity = Math.floor(Number(item.quantity_on_hand) * 0.04);
      if (quantity >= 1 && Number(item.quantity_on_hand) - quantity >= Number(item.reorder_level)) {
        await moveStock(ctx, item.id, 'distribution', -quantity, isoDate(day), 'Monthly pantry distribution', { project: projects.pantry });
      }
    }
  }
  // A little spoilage found in the cooler last month.
  const milk = (await stock()).find((row) => row.name.startsWith('Shelf-stable milk'));
  if (milk && Number(milk.quantity_on_hand) >= 2) await moveStock(ctx, milk.id, 'spoilage', -1, isoDate(addDays(ctx.today, -20)), 'Dented and leaking cartons');

  // Grocery bags run low this week: the distribution takes them below the reorder level, and the
  // database notifies the team once.
  const bags = (await stock()).find((row) => row.name === 'Reusable grocery bags');
  if (bags) {
    const quantity = Math.floor(Number(bags.quantity_on_hand) - Number(bags.reorder_level)) + 20;
    if (quantity > 0 && quantity <= Number(bags.quantity_on_hand)) {
      await moveStock(ctx, bags.id, 'distribution', -quantity, isoDate(addDays(ctx.today, -2)), 'Holiday distribution', { project: projects.pantry });
    }
  }
}
