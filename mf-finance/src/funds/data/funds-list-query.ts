// get_funds: every fund with its restriction, purpose, balance (net assets from the ledger) and,
// for a donor-restricted fund, what has been released from restriction.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { FunctionReturns } from '@missionbase/session';
import { fundKeys } from './keys';

export interface FundRow {
  id: string;
  name: string;
  code: string | null;
  restriction: string;
  purpose: string | null;
  description: string | null;
  is_active: boolean;
  is_default: boolean;
  balance: number | string;
  released: number | string;
  line_count: number;
  project_count: number;
}

type FundsResult = FunctionReturns<'get_funds'>[number];

/** The function returns a table, so the generated type has every column nullable; they are not. */
export function toFundRow(row: FundsResult): FundRow {
  return {
    id: row.id ?? '',
    name: row.name ?? '',
    code: row.code,
    restriction: row.restriction ?? 'without_donor_restrictions',
    purpose: row.purpose,
    description: row.description,
    is_active: row.is_active ?? true,
    is_default: row.is_default ?? false,
    balance: row.balance ?? 0,
    released: row.released ?? 0,
    line_count: row.line_count ?? 0,
    project_count: row.project_count ?? 0,
  };
}

export async function fetchFunds(organizationId: string): Promise<FundRow[]> {
  const { data, error } = await getSupabase().rpc('get_funds', { p_organization_id: organizationId });
  if (error) throw error;
  return (data ?? []).map(toFundRow);
}

export function useFunds() {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: fundKeys.list(organizationId ?? ''),
    queryFn: () => fetchFunds(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}
