// Vendors matching what the user typed, for the purchase order's vendor picker (20 at a time).
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';

export interface VendorOption {
  id: string;
  name: string;
  email: string | null;
}

export function useVendorOptions(organizationId: string | null, search: string) {
  return useQuery({
    queryKey: ['vendors', organizationId ?? '', 'options', search],
    enabled: Boolean(organizationId),
    queryFn: async ({ signal }): Promise<VendorOption[]> => {
      let request = getSupabase().from('vendors').select('id, name, email').eq('organization_id', organizationId ?? '').order('name').limit(20);
      const term = search.trim();
      if (term) request = request.ilike('name', `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      const { data, error } = await request.abortSignal(signal);
      if (error) throw error;
      return data;
    },
  });
}
