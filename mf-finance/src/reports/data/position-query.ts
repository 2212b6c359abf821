// report_statement_of_financial_position: assets, liabilities and net assets by restriction class
// as of a date, optionally beside a comparison date; totals from SQL.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import { reportKeys } from './keys';
import type { StatementOfFinancialPosition } from './statement-types';
import type { ReportScope } from '../statement-of-financial-position/position-rows';

export async function fetchStatementOfFinancialPosition(organizationId: string, asOf: string, compareAsOf: string | null, scope: ReportScope = {}): Promise<StatementOfFinancialPosition> {
  const { data, error } = await getSupabase().rpc('report_statement_of_financial_position', {
    p_organization_id: organizationId,
    p_as_of: asOf,
    ...(compareAsOf ? { p_compare_as_of: compareAsOf } : {}),
    ...(scope.fund ? { p_fund_id: scope.fund } : {}),
    ...(scope.project ? { p_project_id: scope.project } : {}),
  });
  if (error) throw error;
  // The function returns json of a fixed shape (see statement-types.ts).
  return data as unknown as StatementOfFinancialPosition;
}

export function useStatementOfFinancialPosition(asOf: string, compareAsOf: string | null, scope: ReportScope = {}) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: [...reportKeys.position(organizationId ?? '', asOf, compareAsOf), scope.fund ?? null, scope.project ?? null],
    queryFn: () => fetchStatementOfFinancialPosition(organizationId ?? '', asOf, compareAsOf, scope),
    enabled: organizationId !== null,
  });
}
