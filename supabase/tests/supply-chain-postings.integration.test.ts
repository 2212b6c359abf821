// Supply chain with postings through supabase-js against the real backend: purchase
// request approval (roles, threshold, reason, requester notified), purchase orders from requests
// (numbered from a sequence), receiving that posts Inventory against Goods Received Not Invoiced,
// the vendor's bill clearing it, adjustments posting program expense / loss / in-kind revenue,
// the refusals in plain words, the reorder notification once, and the Inventory
// Valuation total equal to the ledger's inventory accounts after a generated mix of movements.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '@missionbase/backend/test/supabase-client';
import { createTransactionsFixture } from './support/transactions-fixture.ts';
import type { TransactionsFixture } from './support/transactions-fixture.ts';

let f: TransactionsFixture;
let member: SupabaseClient;
let memberId: string;
let admin: SupabaseClient;
let projectId: string;
let itemSeq = 0;

async function signUpInto(role: 'member' | 'admin'): Promise<{ client: SupabaseClient; id: string }> {
  const client = createTestClient(f.backend.url, f.backend.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `scm-${role}-${randomUUID().slice(0, 8)}@example.org`,
    password: 'supply chain password 1',
    options: { data: { full_name: `Sam ${role}` } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await f.backend.admin.query('insert into public.organization_members (organization_id, user_id, role) values ($1, $2, $3)', [f.orgId, data.user.id, role]);
  return { client, id: data.user.id };
}

function ok<T>(result: { data: T; error: { message: string } | null }): NonNullable<T> {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}

function done(result: { error: { message: string } | null }): void {
  if (result.error) throw new Error(result.error.message);
}

async function sql<R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return f.backend.admin.query<R>(text, params);
}

/** Balance (debit - credit) of the organization's account with this system key. */
async function balance(systemKey: string, orgId = f.orgId): Promise<string> {
  const rows = await sql<{ b: string }>(
    `select coalesce(sum(l.debit - l.credit), 0)::text as b from public.journal_entry_lines l
       join public.accounts a on a.id = l.account_id where a.organization_id = $1 and a.system_key = $2`,
    [orgId, systemKey],
  );
  return rows[0]?.b ?? '';
}

async function newItem(fields: { quantity?: number; cost?: string; reorder?: number } = {}): Promise<string> {
  itemSeq += 1;
  const rows = ok(await f.owner.from('inventory').insert({
    organization_id: f.orgId, sku: `T-${itemSeq}-${randomUUID().slice(0, 4)}`, name: `Test item ${itemSeq}`, unit: 'case',
    quantity_on_hand: fields.quantity ?? 0, unit_cost: fields.cost ?? '0', reorder_level: fields.reorder ?? 0,
  }).select('id').single());
  return rows.id;
}

async function approvedRequest(items: Array<{ inventory_id: string; quantity: number; cost: string }>): Promise<string> {
  const request = ok(await member.from('purchase_requests').insert({ organization_id: f.orgId, title: 'Restock', justification: 'Low' }).select('id, request_number').single());
  done(await member.from('purchase_request_items').insert(items.map((i, n) => ({
    organization_id: f.orgId, purchase_request_id: request.id, inventory_id: i.inventory_id, description: 'Goods', quantity: i.quantity, estimated_unit_cost: i.cost, line_number: n + 1,
  }))));
  ok(await member.from('purchase_requests').update({ status: 'submitted' }).eq('id', request.id).select('id'));
  done(await admin.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: true }));
  return request.id;
}

async function sentOrder(items: Array<{ inventory_id: string; quantity: number; cost: string }>): Promise<{ id: string; lines: Array<{ id: string; inventory_id: string }> }> {
  const requestId = await approvedRequest(items);
  const id = ok(await member.rpc('create_purchase_order_from_requests', { p_organization_id: f.orgId, p_request_ids: [requestId], p_vendor_name: 'Wholesale Foods' })) as string;
  ok(await member.from('purchase_orders').update({ status: 'sent' }).eq('id', id).select('id'));
  const lines = ok(await member.from('purchase_order_items').select('id, inventory_id').eq('purchase_order_id', id).order('line_number'));
  return { id, lines: lines.map((l) => ({ id: l.id, inventory_id: l.inventory_id ?? '' })) };
}

beforeAll(async () => {
  f = await createTransactionsFixture();
  ({ client: member, id: memberId } = await signUpInto('member'));
  ({ client: admin } = await signUpInto('admin'));
  projectId = (await sql<{ id: string }>(`insert into public.projects (organization_id, name) values ($1, 'Weekend Backpacks') returning id`, [f.orgId]))[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await f?.backend.stop();
});

describe('chart', () => {
  it('a new organization has Goods Received Not Invoiced, Program Goods Distributed and Inventory Losses', async () => {
    const rows = await sql<{ code: string; system_key: string; category: string; default_function: string | null }>(
      `select code, system_key, category, default_function from public.accounts where organization_id = $1
         and system_key in ('goods_received_not_invoiced', 'inventory_distributed', 'inventory_loss') order by code`,
      [f.orgId],
    );
    expect(rows).toEqual([
      { code: '2050', system_key: 'goods_received_not_invoiced', category: 'Liabilities', default_function: null },
      { code: '6410', system_key: 'inventory_distributed', category: 'Expenses', default_function: 'program' },
      { code: '6420', system_key: 'inventory_loss', category: 'Expenses', default_function: 'management_general' },
    ]);
  });
});

describe('purchase requests', () => {
  it('a member submits, cannot approve; a rejection needs a reason; the requester is told with a link', async () => {
    const item = await newItem();
    const request = ok(await member.from('purchase_requests').insert({ organization_id: f.orgId, title: 'Rice for seniors' }).select('id, request_number, status').single());
    expect(request.request_number).toMatch(/^PR-\d+$/);
    expect(request.status).toBe('draft');
    done(await member.from('purchase_request_items').insert({ organization_id: f.orgId, purchase_request_id: request.id, inventory_id: item, description: 'Rice', quantity: 10, estimated_unit_cost: '20.00' }));
    ok(await member.from('purchase_requests').update({ status: 'submitted' }).eq('id', request.id).select('id'));

    const skip = await member.from('purchase_requests').update({ status: 'approved' }).eq('id', request.id).select('id');
    expect(skip.error?.message).toBe('Approve or reject a request with Approve or Reject');
    const self = await member.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: true });
    expect(self.error?.message).toBe('Only owners and admins can approve or reject purchase requests');
    const frozen = await member.from('purchase_request_items').update({ quantity: 99 }).eq('purchase_request_id', request.id).select('id');
    expect(frozen.error?.message).toBe('The items of a submitted purchase request cannot be changed; only a draft\'s can');

    const noReason = await admin.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: false, p_reason: ' ' });
    expect(noReason.error?.message).toBe('Give the reason for rejecting the request');
    done(await admin.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: false, p_reason: 'Use the donated rice first' }));
    const after = ok(await member.from('purchase_requests').select('status, decision_reason').eq('id', request.id).single());
    expect(after).toEqual({ status: 'rejected', decision_reason: 'Use the donated rice first' });
    const notes = await sql<{ title: string; link: string; message: string }>('select title, link, message from public.notifications where user_id = $1', [memberId]);
    expect(notes).toContainEqual({ title: `Purchase request ${request.request_number} rejected`, message: 'Rice for seniors was rejected: Use the donated rice first', link: `/app/supply-chain/purchase-requests/${request.id}` });
  });

  it('above the organization\'s threshold only an owner approves', async () => {
    await sql('update public.organization_settings set purchase_request_approval_threshold = 100 where organization_id = $1', [f.orgId]);
    try {
      const item = await newItem();
      const request = ok(await member.from('purchase_requests').insert({ organization_id: f.orgId, title: 'Freezer' }).select('id').single());
      done(await member.from('purchase_request_items').insert({ organization_id: f.orgId, purchase_request_id: request.id, inventory_id: item, description: 'Freezer', quantity: 1, estimated_unit_cost: '500.00' }));
      ok(await member.from('purchase_requests').update({ status: 'submitted' }).eq('id', request.id).select('id'));
      const byAdmin = await admin.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: true });
      expect(byAdmin.error?.message).toBe('Requests above 100.00 need an owner\'s approval');
      done(await f.owner.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: true }));
      expect(ok(await member.from('purchase_requests').select('status').eq('id', request.id).single()).status).toBe('approved');
    } finally {
      await sql('update public.organization_settings set purchase_request_approval_threshold = null where organization_id = $1', [f.orgId]);
    }
  });
});

describe('purchase orders and receiving', () => {
  it('an order from an approved request takes its lines, numbers itself and orders the request', async () => {
    const item = await newItem();
    const requestId = await approvedRequest([{ inventory_id: item, quantity: 12, cost: '3.50' }]);
    const id = ok(await member.rpc('create_purchase_order_from_requests', { p_organization_id: f.orgId, p_request_ids: [requestId], p_vendor_name: 'Valley Farms' })) as string;
    const order = ok(await member.from('purchase_orders').select('po_number, status, total, purchase_request_id').eq('id', id).single());
    expect(order).toMatchObject({ status: 'draft', purchase_request_id: requestId });
    expect(order.po_number).toMatch(/^PO-\d+$/);
    expect(Number(order.total)).toBe(42);
    expect(ok(await member.from('purchase_requests').select('status').eq('id', requestId).single()).status).toBe('ordered');
    const again = await member.rpc('create_purchase_order_from_requests', { p_organization_id: f.orgId, p_request_ids: [requestId], p_vendor_name: 'Valley Farms' });
    expect(again.error?.message).toMatch(/^Only approved requests can be ordered/);
    const jump = await member.from('purchase_orders').update({ status: 'closed' }).eq('id', id).select('id');
    expect(jump.error?.message).toBe('A purchase order cannot go from draft to closed');
  });

  it('a receipt posts Inventory against Goods Received Not Invoiced; more than ordered needs confirming; a received line is final', async () => {
    const item = await newItem();
    const grniBefore = await balance('goods_received_not_invoiced');
    const invBefore = await balance('inventory');
    const order = await sentOrder([{ inventory_id: item, quantity: 10, cost: '4.25' }]);
    const line = order.lines[0]?.id ?? '';

    const over = await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: line, quantity: 11 }] });
    expect(over.error?.message).toBe('Receiving 11 would exceed the 10 ordered on line "Goods"; confirm the over-receipt to record it');
    done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: line, quantity: 4 }] }));
    expect(ok(await member.from('purchase_orders').select('status').eq('id', order.id).single()).status).toBe('partially_received');
    expect(Number(await balance('inventory')) - Number(invBefore)).toBeCloseTo(17, 2);
    expect(Number(await balance('goods_received_not_invoiced')) - Number(grniBefore)).toBeCloseTo(-17, 2);
    const stock = ok(await member.from('inventory').select('quantity_on_hand, unit_cost, stock_value').eq('id', item).single());
    expect(stock).toMatchObject({ quantity_on_hand: 4, unit_cost: 4.25, stock_value: 17 });

    const changed = await member.from('purchase_order_items').update({ unit_cost: '5.00' }).eq('id', line).select('id');
    expect(changed.error?.message).toBe('Line "Goods" has goods received; its item and price cannot be changed');
    const direct = await member.from('inventory').update({ quantity_on_hand: 100 }).eq('id', item).select('id');
    expect(direct.error?.message).toBe('On-hand quantity and cost change only through receipts and adjustments');

    done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: line, quantity: 7 }], p_confirm_over_receipt: true }));
    expect(ok(await member.from('purchase_orders').select('status').eq('id', order.id).single()).status).toBe('received');
    const movements = await sql<{ kind: string; quantity: string; value: string; source_type: string }>(
      `select m.kind, m.quantity::text, m.value::text, e.source_type from public.stock_movements m join public.journal_entries e on e.id = m.journal_entry_id
        where m.inventory_id = $1 order by m.created_at`, [item]);
    expect(movements).toEqual([
      { kind: 'receipt', quantity: '4.00', value: '17.00', source_type: 'inventory_receipt' },
      { kind: 'receipt', quantity: '7.00', value: '29.75', source_type: 'inventory_receipt' },
    ]);
  });

  it('the vendor\'s bill for the order clears Goods Received Not Invoiced; the match view flags differences', async () => {
    const a = await newItem();
    const b = await newItem();
    const order = await sentOrder([{ inventory_id: a, quantity: 10, cost: '2.00' }, { inventory_id: b, quantity: 5, cost: '8.00' }]);
    const lineA = order.lines.find((l) => l.inventory_id === a);
    const lineB = order.lines.find((l) => l.inventory_id === b);
    const grniBefore = Number(await balance('goods_received_not_invoiced'));
    done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: lineA?.id, quantity: 10 }, { line_id: lineB?.id, quantity: 3 }] }));
    expect(Number(await balance('goods_received_not_invoiced')) - grniBefore).toBeCloseTo(-44, 2);

    const bill = ok(await member.from('bills').insert({ organization_id: f.orgId, bill_number: '', vendor_name: 'Wholesale Foods' }).select('id').single());
    done(await member.from('bill_lines').insert([
      { organization_id: f.orgId, bill_id: bill.id, description: 'A', quantity: 10, unit_price: '2.00', purchase_order_item_id: lineA?.id, line_number: 1 },
      { organization_id: f.orgId, bill_id: bill.id, description: 'B', quantity: 3, unit_price: '8.00', purchase_order_item_id: lineB?.id, line_number: 2 },
    ]));
    ok(await member.from('bills').update({ status: 'open' }).eq('id', bill.id).select('id'));
    expect(Number(await balance('goods_received_not_invoiced')) - grniBefore).toBeCloseTo(0, 2);
    expect(ok(await member.from('bills').select('purchase_order_id').eq('id', bill.id).single()).purchase_order_id).toBe(order.id);

    const second = await member.rpc('create_bill_from_purchase_order', { p_purchase_order_id: order.id });
    expect(second.error?.message).toMatch(/^Everything received on PO-\d+ is billed already$/);
    done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: lineB?.id, quantity: 1 }] }));
    const billId = ok(await member.rpc('create_bill_from_purchase_order', { p_purchase_order_id: order.id })) as string;
    const billLines = ok(await member.from('bill_lines').select('quantity, unit_price, purchase_order_item_id').eq('bill_id', billId));
    expect(billLines).toEqual([{ quantity: 1, unit_price: 8, purchase_order_item_id: lineB?.id }]);
    done(await member.from('bills').update({ status: 'open' }).eq('id', billId));
    expect(Number(await balance('goods_received_not_invoiced')) - grniBefore).toBeCloseTo(0, 2);

    const match = ok(await member.rpc('purchase_order_match', { p_purchase_order_id: order.id })) as Array<{ line_id: string; quantity_ordered: number; quantity_received: number; quantity_billed: number; flags: string[] }>;
    expect(match.map((m) => [m.quantity_ordered, m.quantity_received, m.quantity_billed, m.flags])).toEqual([
      [10, 10, 10, []],
      [5, 4, 4, ['not_fully_received']],
    ]);
  });

  it('editing a draft bill made from an order keeps each line matched to its order line', async () => {
    const item = await newItem();
    const order = await sentOrder([{ inventory_id: item, quantity: 4, cost: '3.00' }]);
    done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: order.lines[0]?.id, quantity: 4 }] }));
    const billId = ok(await member.rpc('create_bill_from_purchase_order', { p_purchase_order_id: order.id })) as string;
    const before = ok(await member.from('bill_lines').select('account_id, project_id').eq('bill_id', billId).single());
    // The bill drawer sends its lines without the order links, as any edit of a draft does.
    done(await member.rpc('save_bill', {
      p_organization_id: f.orgId, p_bill_id: billId, p_bill: { vendor_name: 'Wholesale Foods', notes: 'Checked against the packing slip' },
      p_lines: [{ description: 'Rice, 4 cases', quantity: 4, unit_price: 3, account_id: before.account_id, project_id: before.project_id }],
    }));
    const lines = ok(await member.from('bill_lines').select('description, purchase_order_item_id').eq('bill_id', billId));
    expect(lines).toEqual([{ description: 'Rice, 4 cases', purchase_order_item_id: order.lines[0]?.id }]);
    const match = ok(await member.rpc('purchase_order_match', { p_purchase_order_id: order.id })) as Array<{ quantity_billed: number }>;
    expect(match.map((m) => m.quantity_billed)).toEqual([4]);
  });

  it('nothing is received or adjusted in a locked period', async () => {
    const item = await newItem({ quantity: 10, cost: '1.00' });
    const order = await sentOrder([{ inventory_id: item, quantity: 5, cost: '1.00' }]);
    await sql('update public.organization_settings set locked_through = current_date - 1 where organization_id = $1', [f.orgId]);
    try {
      const before = await balance('inventory');
      const receipt = await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: order.lines[0]?.id, quantity: 5 }], p_received_on: '2020-01-15' });
      expect(receipt.error?.message).toMatch(/^Period locked: nothing can be posted on or before/);
      const adjust = await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 1, p_reason: 'Dented', p_date: '2020-01-15' });
      expect(adjust.error?.message).toMatch(/^Period locked: nothing can be posted on or before/);
      expect(await balance('inventory')).toBe(before);
      expect(ok(await member.from('purchase_order_items').select('quantity_received').eq('id', order.lines[0]?.id ?? '').single()).quantity_received).toBe(0);
    } finally {
      await sql('update public.organization_settings set locked_through = null where organization_id = $1', [f.orgId]);
    }
  });
});

describe('adjustments', () => {
  it('a distribution posts program expense on the project; spoilage a loss; donated goods in-kind revenue; never below zero', async () => {
    const item = await newItem({ quantity: 20, cost: '3.00' });
    const noProject = await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 5, p_reason: 'Saturday pantry' });
    expect(noProject.error?.message).toBe('Choose the program (project) the goods were distributed to');
    const noReason = await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 1, p_reason: '' });
    expect(noReason.error?.message).toBe('Give the reason for the adjustment');

    const distribution = ok(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 5, p_reason: 'Saturday pantry', p_project_id: projectId })) as string;
    const lines = await sql<{ code: string; debit: string; credit: string; project_id: string | null; function: string | null }>(
      `select a.code, l.debit::text, l.credit::text, l.project_id, l.function from public.stock_movements m
         join public.journal_entry_lines l on l.journal_entry_id = m.journal_entry_id join public.accounts a on a.id = l.account_id
        where m.id = $1 order by a.code`, [distribution]);
    expect(lines).toEqual([
      { code: '1300', debit: '0.00', credit: '15.00', project_id: null, function: null },
      { code: '6410', debit: '15.00', credit: '0.00', project_id: projectId, function: 'program' },
    ]);

    const spoilage = ok(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 2, p_reason: 'Dented cans' })) as string;
    const spoiled = await sql<{ code: string; debit: string }>(
      `select a.code, l.debit::text from public.stock_movements m join public.journal_entry_lines l on l.journal_entry_id = m.journal_entry_id
         join public.accounts a on a.id = l.account_id where m.id = $1 and l.debit > 0`, [spoilage]);
    expect(spoiled).toEqual([{ code: '6420', debit: '6.00' }]);

    const donated = ok(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'donation_in', p_quantity: 7, p_reason: 'Church food drive', p_unit_cost: '1.00' })) as string;
    const revenue = await sql<{ code: string; credit: string }>(
      `select a.code, l.credit::text from public.stock_movements m join public.journal_entry_lines l on l.journal_entry_id = m.journal_entry_id
         join public.accounts a on a.id = l.account_id where m.id = $1 and l.credit > 0`, [donated]);
    expect(revenue).toEqual([{ code: '4400', credit: '7.00' }]);
    // 13 at 3.00 + 7 at 1.00 = 20 worth 46.00.
    expect(ok(await member.from('inventory').select('quantity_on_hand, stock_value, unit_cost').eq('id', item).single())).toEqual({ quantity_on_hand: 20, stock_value: 46, unit_cost: 2.3 });

    const negative = await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 21, p_reason: 'Too much', p_project_id: projectId });
    expect(negative.error?.message).toBe('Only 20 case of Test item ' + String(itemSeq) + ' are on hand; taking 21 out would leave a negative quantity');
    const counted = ok(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'count', p_quantity: 0, p_reason: 'Year-end count' })) as string;
    expect((await sql<{ value: string }>('select value::text from public.stock_movements where id = $1', [counted]))[0]?.value).toBe('-46.00');
    expect(ok(await member.from('inventory').select('quantity_on_hand, stock_value').eq('id', item).single())).toEqual({ quantity_on_hand: 0, stock_value: 0 });
  });

  it('falling below the reorder level notifies the organization once, with a link to the item', async () => {
    const item = await newItem({ quantity: 60, cost: '2.00', reorder: 50 });
    const count = async (): Promise<number> => Number((await sql<{ n: string }>(`select count(*)::text as n from public.notifications where link = $1`, [`/app/supply-chain/inventory/${item}`]))[0]?.n);
    expect(await count()).toBe(0);
    done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 15, p_reason: 'Pantry', p_project_id: projectId }));
    expect(await count()).toBe(1);
    done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 5, p_reason: 'Pantry', p_project_id: projectId }));
    expect(await count()).toBe(1);
  });

  it('an item whose movements posted cannot be deleted; one without posted value can', async () => {
    const valued = await newItem({ quantity: 3, cost: '2.00' });
    const refused = await member.from('inventory').delete().eq('id', valued).select('id');
    expect(refused.error?.message).toBe('An item whose stock movements are posted cannot be deleted; mark it inactive instead');
    const free = await newItem({ quantity: 3, cost: '0' });
    done(await member.from('inventory').delete().eq('id', free));
    expect(await sql('select id from public.stock_movements where inventory_id = $1', [free])).toEqual([]);
  });

  it('viewers cannot adjust and other organizations see nothing', async () => {
    const item = await newItem({ quantity: 5, cost: '1.00' });
    const viewer = await f.viewer.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 1, p_reason: 'x' });
    expect(viewer.error?.message).toBe('Viewers cannot adjust inventory');
    const outsider = await f.outsider.rpc('list_inventory_items', { p_organization_id: f.orgId });
    expect(outsider.error?.message).toBe('Access denied');
    const rows = ok(await f.outsider.from('stock_movements').select('id').eq('organization_id', f.orgId));
    expect(rows).toEqual([]);
  });
});

describe('lists', () => {
  it('the lists page in the database with a total', async () => {
    const page = ok(await member.rpc('list_purchase_orders', { p_organization_id: f.orgId, p_limit: 2, p_offset: 0, p_sort: 'number', p_direction: 'asc' })) as { total: number; rows: Array<{ po_number: string }> };
    const all = await sql<{ n: string }>('select count(*)::text as n from public.purchase_orders where organization_id = $1', [f.orgId]);
    expect(page.total).toBe(Number(all[0]?.n));
    expect(page.rows).toHaveLength(2);
    const items = ok(await member.rpc('list_inventory_items', { p_organization_id: f.orgId, p_sort: 'value', p_direction: 'desc', p_limit: 1 })) as { total: number; totals: { value: string }; rows: Array<{ stock_value: string }> };
    const value = await sql<{ v: string }>('select sum(stock_value)::text as v from public.inventory where organization_id = $1', [f.orgId]);
    expect(items.totals.value).toBe(value[0]?.v);
    const bad = await member.rpc('list_inventory_items', { p_organization_id: f.orgId, p_sort: 'name; drop table x' });
    expect(bad.error?.message).toMatch(/^Cannot sort inventory by/);
  });
});

describe('inventory valuation ties to the ledger', () => {
  it('after a generated mix of receipts, adjustments and distributions, at every date', async () => {
    // A small deterministic generator (no Math.random: the test must be reproducible).
    let seed = 18;
    const next = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const items = [await newItem({ quantity: 40, cost: '2.37' }), await newItem({ quantity: 0 }), await newItem({ quantity: 13, cost: '9.99' })];
    const day = (offset: number): string => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
    for (let step = 0; step < 45; step += 1) {
      const item = items[next(items.length)] ?? '';
      const date = day(step * 3);
      const kind = next(5);
      const onHand = Number(ok(await member.from('inventory').select('quantity_on_hand').eq('id', item).single()).quantity_on_hand);
      if (kind === 0) {
        const ordered = 1 + next(30);
        const order = await sentOrder([{ inventory_id: item, quantity: ordered, cost: `${1 + next(20)}.${String(next(100)).padStart(2, '0')}` }]);
        done(await member.rpc('receive_purchase_order', { p_purchase_order_id: order.id, p_lines: [{ line_id: order.lines[0]?.id, quantity: Math.min(ordered, 1 + next(10)) }], p_received_on: date }));
      } else if (kind === 1) {
        done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'donation_in', p_quantity: 1 + next(9), p_unit_cost: `0.${String(1 + next(98)).padStart(2, '0')}`, p_reason: 'Drive', p_date: date }));
      } else if (kind === 2 && onHand > 0) {
        done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'distribution', p_quantity: 1 + next(Math.floor(onHand)), p_reason: 'Pantry', p_project_id: projectId, p_date: date }));
      } else if (kind === 3 && onHand > 0) {
        done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'spoilage', p_quantity: 1, p_reason: 'Spoiled', p_date: date }));
      } else if (kind === 4) {
        const counted = Math.max(0, onHand + next(7) - 3);
        if (counted !== onHand) done(await member.rpc('adjust_inventory', { p_inventory_id: item, p_kind: 'count', p_quantity: counted, p_reason: 'Count', p_date: date }));
      }
    }
    for (const asOf of [day(20), day(70), day(200), new Date().toISOString().slice(0, 10)]) {
      const report = ok(await member.rpc('inventory_valuation', { p_organization_id: f.orgId, p_as_of: asOf, p_limit: 5000 })) as {
        items_value: string; ledger_value: string; difference: string; total_value: string; rows: Array<{ value: string }>;
      };
      expect(report.items_value).toBe(report.ledger_value);
      expect(Number(report.difference)).toBe(0);
      const cents = report.rows.reduce((sum, row) => sum + Math.round(Number(row.value) * 100), 0);
      expect(cents).toBe(Math.round(Number(report.items_value) * 100));
      expect(report.total_value).toBe(report.items_value);
    }
    // The items' kept values equal the movements (now).
    const kept = await sql<{ kept: string; moved: string }>(
      `select (select sum(stock_value) from public.inventory where organization_id = $1)::text as kept,
              (select sum(value) from public.stock_movements where organization_id = $1)::text as moved`, [f.orgId]);
    expect(kept[0]?.kept).toBe(kept[0]?.moved);
  }, 120_000);
});
