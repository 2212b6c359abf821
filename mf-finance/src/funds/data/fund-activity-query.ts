// get_fund_activity: one page of a fund's posted ledger lines (newest first), with the count and
// the debit/credit totals of the whole filtered set from the database (a public.fund_activity_page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { declaredPage, getSupabase, rpcData, useActiveOrganizationId } from '@missionbase/session';
import { fetchAllPages } from '@missionbase/ui/table';
import type { CompositeTypes, FunctionReturns } from '@missionbase/session';
import { fundKeys } from './keys';
import type { FundActivityParams } from './keys';

/** A posted line of the fund with its entry, account and project, as get_fund_activity declares it (every attribute may be null). */
export type FundActivityRow = CompositeTypes<'fund_activity_line'>;

export interface FundActivity {
  total: number;
  totals: CompositeTypes<'fund_activity_totals'> | null;
  rows: FundActivityRow[];
}

/** The declared page: no rows or total is none. */
export function readFundActivity(page: FunctionReturns<'get_fund_activity'>): FundActivity {
  return { ...declaredPage(page), totals: page.totals };
}

export async function fetchFundActivity(fundId: string, params: FundActivityParams): Promise<FundActivity> {
  const request = getSupabase().rpc('get_fund_activity', {
    p_fund_id: fundId,
    ...(params.from ? { p_from: params.from } : {}),
    ...(params.to ? { p_to: params.to } : {}),
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  });
  return rpcData(request, readFundActivity);
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
