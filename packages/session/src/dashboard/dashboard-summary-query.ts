// get_dashboard_summary for every dashboard widget of every remote, on the page's one query cache:
// all widgets share one request per organization; the key is under `['ledger', organizationId]`,
// so a realtime change of a ledger table (or a save, see reloadActiveOrganizationData) refetches it.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DashboardSummary } from '@missionbase/domain/dashboard-summary';
import { getSupabase } from '../client';
import { dashboardSummaryKey } from '../query/keys';
import { dashboardSummaryFrom } from './dashboard-summary-from';
import { useActiveOrganizationId } from '../organization/use-active-organization-id';

export async function fetchDashboardSummary(organizationId: string): Promise<DashboardSummary> {
  const { data, error } = await getSupabase().rpc('get_dashboard_summary', { p_organization_id: organizationId });
  if (error) throw new Error(error.message);
  return dashboardSummaryFrom(data);
}

export function dashboardSummaryQueryOptions(organizationId: string) {
  return queryOptions({ queryKey: dashboardSummaryKey(organizationId), queryFn: () => fetchDashboardSummary(organizationId) });
}

/** What a widget renders: the last figures stay on screen while a reload runs or after it fails. */
export type DashboardSummaryState =
  | { status: 'idle' }
  | { status: 'loading'; summary: DashboardSummary | null }
  | { status: 'ready'; summary: DashboardSummary }
  | { status: 'error'; summary: DashboardSummary | null; message: string };

export interface DashboardSummaryQuery {
  state: DashboardSummaryState;
  reload: () => void;
}

type SummaryResult = Pick<UseQueryResult<DashboardSummary>, 'data' | 'error' | 'isFetching' | 'status'>;

/** The widget state of a query result (pure: unit-tested). */
export function dashboardSummaryState(organizationId: string | null, result: SummaryResult): DashboardSummaryState {
  if (!organizationId) return { status: 'idle' };
  const summary = result.data ?? null;
  if (result.isFetching) return { status: 'loading', summary };
  if (result.status === 'error') return { status: 'error', summary, message: result.error?.message ?? 'Error' };
  if (summary) return { status: 'ready', summary };
  return { status: 'loading', summary: null };
}

export function useDashboardSummary(): DashboardSummaryQuery {
  const organizationId = useActiveOrganizationId();
  const result = useQuery({ ...dashboardSummaryQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
  return {
    state: dashboardSummaryState(organizationId, result),
    reload: () => {
      if (organizationId) void result.refetch();
    },
  };
}
