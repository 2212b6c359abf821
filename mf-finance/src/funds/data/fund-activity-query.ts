// get_fund_activity: one page of a fund's posted ledger lines (newest first), with the count and
// the debit/credit totals of the whole filtered set from the database.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabase, rpcData, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import { z } from 'zod';
import { fundKeys } from './keys';
import type { FundActivityParams } from './keys';

const money = z.union([z.number(), z.string()]);

export const fundActivitySchema = z.object({
  total: z.number(),
  totals: z.object({ debit: money, credit: money }),
  rows: z.array(z.object({
    id: z.string(),
    journal_entry_id: z.string(),
    entry_date: z.string(),
    entry_description: z.string(),
    reference: z.string().nullable(),
    source_type: z.string(),
    line_number: z.number(),
    description: z.string().nullable(),
    debit: money,
    credit: money,
    account_code: z.string(),
    account_name: z.string(),
    account_category: z.string(),
    is_release: z.boolean().nullable(),
    project_name: z.string().nullable(),
  })),
});

export type FundActivity = z.infer<typeof fundActivitySchema>;
export type FundActivityRow = FundActivity['rows'][number];

export async function fetchFundActivity(fundId: string, params: FundActivityParams): Promise<FundActivity> {
  const request = getSupabase().rpc('get_fund_activity', {
    p_fund_id: fundId,
    ...(params.from ? { p_from: params.from } : {}),
    ...(params.to ? { p_to: params.to } : {}),
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  });
  return rpcData(request, (data) => fundActivitySchema.parse(data));
}

/** get_fund_activity returns at most this many rows per call. */
export const FUND_ACTIVITY_MAX_LIMIT = 500;

/** Every posted line of the fund for the current dates (for an export), read page by page with the same RPC. */
export function fetchAllFundActivity(fundId: string, params: FundActivityParams): Promise<FundActivityRow[]> {
  return fetchAllPages(
    async ({ from }) => (await fetchFundActivity(fundId, { ...params, page: from / FUND_ACTIVITY_MAX_LIMIT + 1, pageSize: FUND_ACTIVITY_MAX_LIMIT })).rows,
    FUND_ACTIVITY_MAX_LIMIT,
  );
}

export function useFundActivity(fundId: string, params: FundActivityParams) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: fundKeys.activity(organizationId ?? '', fundId, params),
    queryFn: () => fetchFundActivity(fundId, params),
    enabled: organizationId !== null && fundId !== '',
    placeholderData: keepPreviousData,
  });
}
