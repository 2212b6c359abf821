// One inventory item; null when there is none by that id in the active organization (the record
// page's "not found").
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { Tables } from '@missionbase/session';
import { inventoryKeys } from './keys';

export type ItemDetail = Tables<'inventory'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchItem(organizationId: string, itemId: string): Promise<ItemDetail | null> {
  if (!UUID.test(itemId)) return null;
  const { data, error } = await getSupabase().from('inventory').select('*').eq('organization_id', organizationId).eq('id', itemId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useItem(organizationId: string | null, itemId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.detail(organizationId ?? '', itemId ?? ''),
    queryFn: () => fetchItem(organizationId ?? '', itemId ?? ''),
    enabled: Boolean(organizationId && itemId),
  });
}
