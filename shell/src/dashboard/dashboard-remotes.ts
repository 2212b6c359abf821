// The remotes whose widgets the dashboard shows, in order, and how wide each one's "unavailable"
// panel is when it cannot be loaded (about the room its widgets would take).
import type { RemoteName } from '@missionbase/app-config/remote-registry';

export interface DashboardRemote {
  remote: RemoteName;
  unavailableSpan: 6 | 12;
}

export const DASHBOARD_REMOTES: readonly DashboardRemote[] = [
  { remote: 'mf_finance', unavailableSpan: 12 },
  { remote: 'mf_projects', unavailableSpan: 6 },
];
