// One purchase order with its lines (item names, received quantities), vendor e-mail, request and
// the bills entered for it; null when there is none by that id in the active organization.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { orderKeys } from './keys';

export interface OrderLine {
  id: string;
  line_number: number;
  inventory_id: string | null;
  description: string;
  quantity: number;
  unit_cost: number;
  amount: number | null;
  quantity_received: number;
  inventory: { name: string; sku: string | null; unit: string } | null;
}

export interface OrderDetail {
  id: string;
  organization_id: string;
  po_number: string;
  vendor_id: string | null;
  vendor_name: string;
  purchase_request_id: string | null;
  order_date: string;
  expected_date: string | null;
  status: string;
  fund_id: string | null;
  project_id: string | null;
  total: number;
  notes: string | null;
  sent_at: string | null;
  vendor: { email: string | null; address: string | null } | null;
  request: { request_number: string } | null;
  project: { name: string } | null;
  fund: { name: string } | null;
  lines: OrderLine[];
  bills: Array<{ id: string; bill_number: string; status: string; total: number }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchOrder(organizationId: string, orderId: string): Promise<OrderDetail | null> {
  if (!UUID.test(orderId)) return null;
  const { data, error } = await getSupabase()
    .from('purchase_orders')
    .select(`id, organization_id, po_number, vendor_id, vendor_name, purchase_request_id, order_date, expected_date, status, fund_id, project_id,
      total, notes, sent_at,
      vendor:vendors(email, address), request:purchase_requests(request_number), project:projects(name), fund:funds(name),
      lines:purchase_order_items(id, line_number, inventory_id, description, quantity, unit_cost, amount, quantity_received, inventory:inventory(name, sku, unit)),
      bills(id, bill_number, status, total)`)
    .eq('organization_id', organizationId)
    .eq('id', orderId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const detail = data as unknown as OrderDetail;
  return { ...detail, lines: [...detail.lines].sort((a, b) => a.line_number - b.line_number || a.id.localeCompare(b.id)) };
}

export function useOrder(organizationId: string | null, orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(organizationId ?? '', orderId ?? ''),
    queryFn: () => fetchOrder(organizationId ?? '', orderId ?? ''),
    enabled: Boolean(organizationId && orderId),
  });
}
