// Inventory items matching what the user typed (name or SKU), for the line pickers (20 at a time).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';

export interface InventoryOption {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  unit_cost: number;
  quantity_on_hand: number;
}

export function useInventoryOptions(organizationId: string | null, search: string) {
  return useQuery({
    queryKey: ['inventory', organizationId ?? '', 'options', search],
    enabled: Boolean(organizationId),
    queryFn: async ({ signal }): Promise<InventoryOption[]> => {
      let request = getSupabase().from('inventory').select('id, name, sku, unit, unit_cost, quantity_on_hand')
        .eq('organization_id', organizationId ?? '').eq('is_active', true).order('name').limit(20);
      const term = search.trim().replace(/[%_\\,()]/g, ' ').trim();
      if (term) request = request.or(`name.ilike.%${term}%,sku.ilike.%${term}%`);
      const { data, error } = await request.abortSignal(signal);
      if (error) throw error;
      return data;
    },
  });
}
