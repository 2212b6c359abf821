// Saves a draft purchase order: the order row (numbered by the database), then its lines replaced
// as entered (a draft's lines may change freely; the database refuses once goods are received).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { orderLineRowsOf, orderRowOf } from './order-form';
import type { OrderFormOutput } from './order-form';

export async function saveOrder(organizationId: string, orderId: string | null, values: OrderFormOutput, vendorName: string): Promise<string> {
  const supabase = getSupabase();
  let id = orderId;
  if (id === null) {
    const { data, error } = await supabase.from('purchase_orders').insert({ organization_id: organizationId, ...orderRowOf(values, vendorName) }).select('id').single();
    if (error) throw error;
    id = data.id;
  } else {
    const { error } = await supabase.from('purchase_orders').update(orderRowOf(values, vendorName)).eq('id', id).eq('organization_id', organizationId);
    if (error) throw error;
    const removed = await supabase.from('purchase_order_items').delete().eq('purchase_order_id', id);
    if (removed.error) throw removed.error;
  }
  const { error } = await supabase.from('purchase_order_items').insert(orderLineRowsOf(organizationId, id, values));
  if (error) throw error;
  return id;
}

export function useSaveOrder() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ orderId, values, vendorName }: { orderId: string | null; values: OrderFormOutput; vendorName: string }) => saveOrder(organizationId ?? '', orderId, values, vendorName),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('purchase_orders', organizationId);
    },
  });
}
