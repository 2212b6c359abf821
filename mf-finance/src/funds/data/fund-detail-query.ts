// get_fund: one fund with its balance and, for a donor-restricted fund, its releases from restriction.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { z } from 'zod';
import { fundKeys } from './keys';

const money = z.union([z.number(), z.string()]);

export const fundDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  restriction: z.string(),
  purpose: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  as_of: z.string(),
  balance: money,
  released: money,
  line_count: z.number(),
  releases: z.array(z.object({
    journal_entry_id: z.string(),
    entry_date: z.string(),
    description: z.string(),
    reference: z.string().nullable(),
    amount: money,
  })),
});

export type FundDetail = z.infer<typeof fundDetailSchema>;

export async function fetchFund(fundId: string): Promise<FundDetail> {
  const { data, error } = await getSupabase().rpc('get_fund', { p_fund_id: fundId });
  if (error) throw error;
  return fundDetailSchema.parse(data);
}

export function useFund(fundId: string) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: fundKeys.detail(organizationId ?? '', fundId),
    queryFn: () => fetchFund(fundId),
    enabled: organizationId !== null && fundId !== '',
  });
}
