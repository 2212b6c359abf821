// The dashboard: the shell's own page, composed of the widgets the remotes expose. The shell lays
// them out; each remote loads lazily on its own, so one that is down blanks only its widgets.
import { PageFrame } from '@missionbase/ui';
import { activeOrganizationIdAtom, dashboardLoadingAtom, useSessionValue } from '@missionbase/session';
import { DASHBOARD_REMOTES } from '../dashboard/dashboard-remotes';
import { RemoteWidgets } from '../dashboard/RemoteWidgets';
import '../dashboard/dashboard.css';

export function DashboardPage() {
  const organizationId = useSessionValue(activeOrganizationIdAtom);
  const loading = useSessionValue(dashboardLoadingAtom);
  return (
    <PageFrame title="Dashboard" description="Your organization at a glance, straight from the general ledger.">
      <div className="dashboard-grid" data-testid="dashboard-grid">
        {organizationId ? (
          DASHBOARD_REMOTES.map((entry) => <RemoteWidgets key={`${entry.remote}:${organizationId}`} {...entry} />)
        ) : loading ? null : (
          <p className="dashboard-empty">You are not a member of any organization yet. Create one or accept an invitation to see its figures here.</p>
        )}
      </div>
    </PageFrame>
  );
}
