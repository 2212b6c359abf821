// Adds or edits a vendor (one insert or update of public.vendors under its RLS: viewers are
// refused by the database).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { vendorWriteOf } from '../utils/vendor-form';
import type { VendorFormOutput } from '../utils/vendor-form';

export interface SaveVendorInput {
  vendorId: string | null;
  values: VendorFormOutput;
}

export async function saveVendor(organizationId: string, input: SaveVendorInput): Promise<string> {
  const row = vendorWriteOf(input.values);
  if (input.vendorId === null) {
    const { data, error } = await getSupabase().from('vendors').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { data, error } = await getSupabase().from('vendors').update(row).eq('id', input.vendorId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('You do not have permission to make this change.');
  return input.vendorId;
}

export function useSaveVendor() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveVendorInput) => saveVendor(organizationId ?? '', input),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('vendors', organizationId);
    },
  });
}
