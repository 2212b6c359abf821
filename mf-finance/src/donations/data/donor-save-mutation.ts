// Adds or edits a donor (one insert or update of public.donors under its RLS: viewers refused).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { donorWriteOf } from '../utils/donor-form';
import type { DonorFormOutput } from '../utils/donor-form';

export interface SaveDonorInput {
  donorId: string | null;
  values: DonorFormOutput;
}

export async function saveDonor(organizationId: string, input: SaveDonorInput): Promise<string> {
  const row = donorWriteOf(input.values);
  if (input.donorId === null) {
    const { data, error } = await getSupabase().from('donors').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('donors').update(row).eq('id', input.donorId).eq('organization_id', organizationId);
  if (error) throw error;
  return input.donorId;
}

export function useSaveDonor() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveDonorInput) => saveDonor(organizationId ?? '', input),
    onSuccess: () => {
      if (!organizationId) return;
      invalidateOnTableChange('donors', organizationId);
      invalidateOnTableChange('donations', organizationId);
    },
  });
}
