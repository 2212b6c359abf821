// get_dashboard_summary for the projects widget (this remote's own copy of the loader, so it keeps
// working when the finance remote is down), refreshed whenever the session reloads the
// organization's data.
import { useEffect, useSyncExternalStore } from 'react';
import { activeOrganizationIdAtom, getSupabase, organizationDataAtom, useSessionValue } from '@missionbase/session';
import { parseDashboardSummary } from '@missionbase/domain/dashboard-summary';
import { createDashboardSummaryStore, type DashboardSummaryState } from '@missionbase/domain/dashboard-summary-store';

async function fetchDashboardSummary(organizationId: string) {
  const { data, error } = await getSupabase().rpc('get_dashboard_summary', { p_organization_id: organizationId });
  if (error) throw new Error(error.message);
  return parseDashboardSummary(data);
}

const store = createDashboardSummaryStore(fetchDashboardSummary);

export function useDashboardSummary(): { state: DashboardSummaryState; reload: () => void } {
  const organizationId = useSessionValue(activeOrganizationIdAtom);
  const organizationData = useSessionValue(organizationDataAtom);
  const state = useSyncExternalStore(store.subscribe, () => store.get(organizationId));
  useEffect(() => {
    if (organizationId) store.request(organizationId, organizationData);
  }, [organizationId, organizationData]);
  return {
    state,
    reload: () => {
      if (organizationId) store.reload(organizationId);
    },
  };
}
