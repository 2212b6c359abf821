// Adds or edits a customer (one insert or update of public.customers under its RLS: viewers are
// refused by the database).
import { useMutation } from '@tanstack/react-query';
import { getSupabase, invalidateOnTableChange, useActiveOrganizationId } from '@missionbase/session';
import { customerWriteOf } from '../utils/customer-form';
import type { CustomerFormOutput } from '../utils/customer-form';

export interface SaveCustomerInput {
  customerId: string | null;
  values: CustomerFormOutput;
}

export async function saveCustomer(organizationId: string, input: SaveCustomerInput): Promise<string> {
  const row = customerWriteOf(input.values);
  if (input.customerId === null) {
    const { data, error } = await getSupabase().from('customers').insert({ organization_id: organizationId, ...row }).select('id').single();
    if (error) throw error;
    return data.id;
  }
  const { data, error } = await getSupabase().from('customers').update(row).eq('id', input.customerId).eq('organization_id', organizationId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('You do not have permission to make this change.');
  return input.customerId;
}

export function useSaveCustomer() {
  const organizationId = useActiveOrganizationId();
  return useMutation({
    mutationFn: (input: SaveCustomerInput) => saveCustomer(organizationId ?? '', input),
    onSuccess: () => {
      if (organizationId) invalidateOnTableChange('customers', organizationId);
    },
  });
}
