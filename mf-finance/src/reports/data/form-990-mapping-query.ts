// list_form_990_mapping: the Form 990 line of every revenue and expense account (default or
// chosen), with the lines of Parts VIII and IX to choose from.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes } from '@missionbase/session';
import { reportKeys } from './keys';

/** The accounts' lines and the lines to choose from, as list_form_990_mapping declares them (every attribute may be null). */
export type Form990Mapping = CompositeTypes<'form_990_mapping'>;
export type Form990Account = CompositeTypes<'form_990_account'>;

export async function fetchForm990Mapping(organizationId: string): Promise<Form990Mapping> {
  const { data, error } = await getSupabase().rpc('list_form_990_mapping', { p_organization_id: organizationId });
  if (error) throw error;
  return data;
}

export function useForm990Mapping(enabled: boolean) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'form-990-mapping', {}),
    queryFn: () => fetchForm990Mapping(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}
