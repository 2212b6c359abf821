// get_dashboard_summary for every dashboard widget of every remote: one store in the one shared
// session, so all widgets share one request per reload, and a new request whenever the session
// reloads the organization's data (a saved transaction, a realtime change, switching organization).
import { useEffect, useSyncExternalStore } from 'react';
import { parseDashboardSummary } from '@missionbase/domain/dashboard-summary';
import { createDashboardSummaryStore, type DashboardSummaryState } from '@missionbase/domain/dashboard-summary-store';
import { getSupabase } from './client';
import { activeOrganizationIdAtom, organizationDataAtom } from './organization-atoms';
import { useSessionValue } from './use-session-value';

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
