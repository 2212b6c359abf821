// report_statement_of_activities: revenue and support, releases from restriction, expenses and the
// change in net assets by restriction class for a period, optionally beside a comparison period.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { DateRange } from '@missionbase/ui';
import { reportKeys } from './keys';
import type { StatementOfActivities } from './statement-types';
import type { ReportScope } from '../statement-of-financial-position/position-rows';

export async function fetchStatementOfActivities(organizationId: string, period: DateRange, compare: DateRange | null, scope: ReportScope = {}): Promise<StatementOfActivities> {
  const { data, error } = await getSupabase().rpc('report_statement_of_activities', {
    p_organization_id: organizationId,
    p_from: period.from,
    p_to: period.to,
    ...(compare ? { p_compare_from: compare.from, p_compare_to: compare.to } : {}),
    ...(scope.fund ? { p_fund_id: scope.fund } : {}),
    ...(scope.project ? { p_project_id: scope.project } : {}),
  });
  if (error) throw error;
  return data;
}

export function useStatementOfActivities(period: DateRange, compare: DateRange | null, scope: ReportScope = {}) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: [...reportKeys.activities(organizationId ?? '', period.from, period.to, compare?.from ?? null, compare?.to ?? null), scope.fund ?? null, scope.project ?? null],
    queryFn: () => fetchStatementOfActivities(organizationId ?? '', period, compare, scope),
    enabled: organizationId !== null,
  });
}
