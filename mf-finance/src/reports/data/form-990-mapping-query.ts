// list_form_990_mapping: the Form 990 line of every revenue and expense account (default or
// chosen), with the lines of Parts VIII and IX to choose from.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { z } from 'zod';
import { reportKeys } from './keys';

export const form990MappingSchema = z.object({
  accounts: z.array(z.object({ account_id: z.string(), code: z.string(), name: z.string(), part: z.enum(['VIII', 'IX']), line: z.string().nullable(), is_default: z.boolean() })),
  lines: z.array(z.object({ part: z.enum(['VIII', 'IX']), line: z.string(), label: z.string() })),
});

export type Form990Mapping = z.infer<typeof form990MappingSchema>;

export async function fetchForm990Mapping(organizationId: string): Promise<Form990Mapping> {
  const { data, error } = await getSupabase().rpc('list_form_990_mapping', { p_organization_id: organizationId });
  if (error) throw error;
  return form990MappingSchema.parse(data);
}

export function useForm990Mapping(enabled: boolean) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: reportKeys.table(organizationId ?? '', 'form-990-mapping', {}),
    queryFn: () => fetchForm990Mapping(organizationId ?? ''),
    enabled: enabled && organizationId !== null,
  });
}
