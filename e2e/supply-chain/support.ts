// Helpers of the supply-chain specs: records are set up through the API as the signed-in test user
// (supabase-js, RLS and the database's rules apply), then the page is driven like a user.
import type { TestAccount } from '../support/accounts.ts';
import { organizationOf } from '../finance/support/transactions.ts';

export function isoDay(offset = 0): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

async function one(promise: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<unknown> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  if (data === null || data === undefined) throw new Error('no data');
  return data;
}

export async function addItem(owner: TestAccount, fields: { name: string; quantity?: number; cost?: string; reorder?: number; unit?: string }): Promise<string> {
  const row = await one(owner.client.from('inventory').insert({
    organization_id: organizationOf(owner), name: fields.name, sku: `E2E-${Math.random().toString(36).slice(2, 8)}`, unit: fields.unit ?? 'case',
    category: 'Canned goods', location: 'Warehouse A', quantity_on_hand: fields.quantity ?? 0, unit_cost: fields.cost ?? '0', reorder_level: fields.reorder ?? 0,
  }).select('id').single());
  return (row as { id: string }).id;
}

export async function addVendor(owner: TestAccount, name: string): Promise<string> {
  const row = await one(owner.client.from('vendors').insert({ organization_id: organizationOf(owner), name, email: 'orders@vendor.example' }).select('id').single());
  return (row as { id: string }).id;
}

export async function addProject(owner: TestAccount, name: string): Promise<string> {
  const row = await one(owner.client.from('projects').insert({ organization_id: organizationOf(owner), name }).select('id').single());
  return (row as { id: string }).id;
}

/**
 * A draft request with one line of the item, submitted for approval. The owner is the organization's
 * only person, so the organization lets requesters approve their own requests (off by default).
 */
export async function submittedRequest(owner: TestAccount, itemId: string, title: string, quantity: number, cost: string): Promise<{ id: string; number: string }> {
  const allowed = await owner.client.from('organization_settings').update({ purchase_request_self_approval: true }).eq('organization_id', organizationOf(owner));
  if (allowed.error) throw new Error(allowed.error.message);
  const request = await one(owner.client.from('purchase_requests').insert({ organization_id: organizationOf(owner), title }).select('id, request_number').single()) as { id: string; request_number: string };
  const items = await owner.client.from('purchase_request_items').insert({
    organization_id: organizationOf(owner), purchase_request_id: request.id, inventory_id: itemId, description: title, quantity, estimated_unit_cost: cost,
  });
  if (items.error) throw new Error(items.error.message);
  const submitted = await owner.client.from('purchase_requests').update({ status: 'submitted' }).eq('id', request.id);
  if (submitted.error) throw new Error(submitted.error.message);
  return { id: request.id, number: request.request_number };
}

/** A sent order for the item made from an approved request. */
export async function sentOrder(owner: TestAccount, itemId: string, vendorId: string, quantity: number, cost: string): Promise<{ id: string; lineId: string }> {
  const request = await submittedRequest(owner, itemId, 'Restock for e2e', quantity, cost);
  const approved = await owner.client.rpc('decide_purchase_request', { p_request_id: request.id, p_approve: true });
  if (approved.error) throw new Error(approved.error.message);
  const id = await one(owner.client.rpc('create_purchase_order_from_requests', { p_organization_id: organizationOf(owner), p_request_ids: [request.id], p_vendor_id: vendorId })) as string;
  const sent = await owner.client.from('purchase_orders').update({ status: 'sent' }).eq('id', id);
  if (sent.error) throw new Error(sent.error.message);
  const line = await one(owner.client.from('purchase_order_items').select('id').eq('purchase_order_id', id).single()) as { id: string };
  return { id, lineId: line.id };
}

/** Balance (debit - credit) of the organization's account with this code. */
export async function accountBalance(owner: TestAccount, code: string): Promise<number> {
  const account = await one(owner.client.from('accounts').select('id').eq('organization_id', organizationOf(owner)).eq('code', code).single()) as { id: string };
  const lines = await one(owner.client.from('journal_entry_lines').select('debit, credit').eq('account_id', account.id)) as Array<{ debit: number; credit: number }>;
  return Math.round(lines.reduce((sum, line) => sum + Math.round(line.debit * 100) - Math.round(line.credit * 100), 0)) / 100;
}
