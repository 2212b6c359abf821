// Saves an inventory item: a new one with its opening quantity and cost (the database records the
// opening movement and posts it), an existing one's description fields only.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { itemRowOf } from './item-form';
import type { ItemFormOutput } from './item-form';

export async function saveItem(organizationId: string, itemId: string | null, values: ItemFormOutput): Promise<string> {
  if (itemId === null) {
    const { data, error } = await getSupabase().from('inventory')
      .insert({ organization_id: organizationId, ...itemRowOf(values), quantity_on_hand: values.openingQuantity, unit_cost: values.unitCost })
      .select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('inventory').update(itemRowOf(values)).eq('id', itemId).eq('organization_id', organizationId);
  if (error) throw error;
  return itemId;
}

export function useSaveItem() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: ({ itemId, values }: { itemId: string | null; values: ItemFormOutput }) => saveItem(organizationId ?? '', itemId, values),
    onSuccess: () => {
      if (organizationId) for (const table of ['inventory', 'stock_movements', 'journal_entries']) invalidateOnTableChange(table, organizationId);
    },
  });
}
