// get_chart_of_accounts: every account with its balance (rolled up for parents) in one request.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import type { ChartAccount } from '../utils/chart-tree';
import { accountKeys } from './keys';

type ChartRow = FunctionReturns<'get_chart_of_accounts'>[number];

/** The function returns a table, so the generated type has every column nullable; they are not. */
export function toChartAccount(row: ChartRow): ChartAccount {
  return {
    id: row.id ?? '',
    code: row.code ?? '',
    name: row.name ?? '',
    parent_id: row.parent_id,
    category: row.category ?? '',
    account_type_id: row.account_type_id,
    account_type_name: row.account_type_name,
    description: row.description,
    normal_balance: row.normal_balance ?? 'debit',
    is_placeholder: row.is_placeholder ?? false,
    is_active: row.is_active ?? true,
    system_key: row.system_key,
    depth: row.depth ?? 0,
    child_count: row.child_count ?? 0,
    own_balance: row.own_balance ?? 0,
    balance: row.balance ?? 0,
    has_postings: row.has_postings ?? false,
  };
}

export async function fetchChartOfAccounts(organizationId: string, asOf: string | null): Promise<ChartAccount[]> {
  const { data, error } = await getSupabase().rpc('get_chart_of_accounts', asOf ? { p_organization_id: organizationId, p_as_of: asOf } : { p_organization_id: organizationId });
  if (error) throw error;
  return (data ?? []).map(toChartAccount);
}

export function useChartOfAccounts(asOf: string | null) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: accountKeys.chart(organizationId ?? '', asOf),
    queryFn: () => fetchChartOfAccounts(organizationId ?? '', asOf),
    enabled: organizationId !== null,
  });
}
