// Saves a donation: a new donor first when the form adds one inline, then ONE insert or update of
// public.donations, which the database posts (post_donation) and checks (restriction against the
// fund, locked periods, viewers, an ended trial). Refusals are thrown as the supabase error.
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { refreshAfterLedgerSave } from '../../accounts/data/refresh-ledger';
import { donationWriteOf } from '../utils/donation-form';
import type { DonationFormOutput, Restriction } from '../utils/donation-form';

export interface SaveDonationInput {
  donationId: string | null;
  values: DonationFormOutput;
  /** The chosen donor's name (the donation keeps it, as receipts do). */
  donorName: string | null;
  fundRestriction: Restriction | null;
}

async function createDonor(organizationId: string, values: DonationFormOutput): Promise<{ id: string; name: string }> {
  const { data, error } = await getSupabase()
    .from('donors')
    .insert({
      organization_id: organizationId,
      name: values.donorName,
      email: values.donorEmail || null,
      postal_code: values.donorPostalCode || null,
    })
    .select('id, name')
    .single();
  if (error) throw error;
  return data;
}

export async function saveDonation(organizationId: string, input: SaveDonationInput): Promise<string> {
  const { values } = input;
  const donor = values.donorMode === 'new' ? await createDonor(organizationId, values) : { id: values.donorId, name: input.donorName ?? '' };
  const row = donationWriteOf(values, donor, input.fundRestriction);
  if (input.donationId === null) {
    const { data, error } = await getSupabase().from('donations').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { error } = await getSupabase().from('donations').update(row).eq('id', input.donationId).eq('organization_id', organizationId);
  if (error) throw error;
  return input.donationId;
}

export function useSaveDonation() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveDonationInput) => saveDonation(organizationId ?? '', input),
    onSuccess: () => {
      if (organizationId) {
        invalidateOnTableChange('donations', organizationId);
        invalidateOnTableChange('donors', organizationId);
        // A gift applied to a pledge changes the pledge's paid part and open balance.
        invalidateOnTableChange('pledges', organizationId);
      }
      refreshAfterLedgerSave();
    },
  });
}
