// get_dashboard_summary for the finance widgets: one store for all of them, so the six widgets
// share one request, and a new request whenever the session reloads the organization's data
// (a saved transaction, a realtime change, switching organization).
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

export interface DashboardSummaryQuery {
  state: DashboardSummaryState;
  reload: () => void;
}

export function useDashboardSummary(): DashboardSummaryQuery {
  const organizationId = useSessionValue(activeOrganizationIdAtom);
  const organizationData = useSessionValue(organizationDataAtom);
  const state = useSyncExternalStore(store.subscribe, () => store.get(organizationId));
  useEffect(() => {
    // The organization data object changes on every reload: that is the version.
    if (organizationId) store.request(organizationId, organizationData);
  }, [organizationId, organizationData]);
  return {
    state,
    reload: () => {
      if (organizationId) store.reload(organizationId);
    },
  };
}
