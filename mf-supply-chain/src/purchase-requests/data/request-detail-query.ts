// One purchase request with its items, project and fund names; null when there is none by that
// id in the active organization (the record page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import { requestKeys } from './keys';

export interface RequestItem {
  id: string;
  line_number: number;
  inventory_id: string | null;
  description: string;
  quantity: number;
  unit: string;
  estimated_unit_cost: number;
  estimated_amount: number | null;
  inventory: { name: string; sku: string | null } | null;
}

export interface RequestDetail {
  id: string;
  organization_id: string;
  request_number: string;
  title: string;
  status: string;
  requested_by: string | null;
  requester_name: string | null;
  department: string | null;
  needed_by: string | null;
  project_id: string | null;
  fund_id: string | null;
  estimated_total: number;
  justification: string | null;
  decision_reason: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  project: { name: string } | null;
  fund: { name: string } | null;
  items: RequestItem[];
  orders: Array<{ id: string; po_number: string; status: string }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchRequest(organizationId: string, requestId: string): Promise<RequestDetail | null> {
  if (!UUID.test(requestId)) return null;
  const { data, error } = await getSupabase()
    .from('purchase_requests')
    .select(`id, organization_id, request_number, title, status, requested_by, requester_name, department, needed_by, project_id, fund_id,
      estimated_total, justification, decision_reason, submitted_at, decided_at, created_at,
      project:projects(name), fund:funds(name),
      items:purchase_request_items(id, line_number, inventory_id, description, quantity, unit, estimated_unit_cost, estimated_amount, inventory:inventory(name, sku)),
      orders:purchase_orders(id, po_number, status)`)
    .eq('organization_id', organizationId)
    .eq('id', requestId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const detail = data as unknown as RequestDetail;
  return { ...detail, items: [...detail.items].sort((a, b) => a.line_number - b.line_number) };
}

export function useRequest(organizationId: string | null, requestId: string | null) {
  return useQuery({
    queryKey: requestKeys.detail(organizationId ?? '', requestId ?? ''),
    queryFn: () => fetchRequest(organizationId ?? '', requestId ?? ''),
    enabled: Boolean(organizationId && requestId),
  });
}
