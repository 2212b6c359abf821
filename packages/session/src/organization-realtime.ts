// Realtime wiring (SPEC section 4): changes to subscriptions or notifications of the active
// organization reload the dashboard data; changes in its other tables reload its data.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from './client';
import { loadDashboardData, reloadActiveOrganizationData } from './organization-loaders';

const DASHBOARD_TABLES = new Set(['subscriptions', 'notifications']);
// One saved document touches several tables (document, journal entry, lines, audit): wait for the
// burst to settle so it costs one reload, not five.
const RELOAD_SETTLE_MS = 250;

function debounced(action: () => Promise<void>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void action();
    }, RELOAD_SETTLE_MS);
  };
}

/** Subscribes to the organization's changes; returns the unsubscribe. */
export function subscribeToOrganizationChanges(organizationId: string): () => void {
  const supabase = getSupabase();
  const filter = `organization_id=eq.${organizationId}`;
  const reloadDashboard = debounced(loadDashboardData);
  const reloadOrganization = debounced(reloadActiveOrganizationData);
  const channel: RealtimeChannel = supabase
    .channel(`organization-changes-${organizationId}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'subscriptions', filter }, reloadDashboard)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter }, reloadDashboard)
    .on('postgres_changes', { event: '*', schema: 'public', filter }, (payload) => {
      if (!DASHBOARD_TABLES.has(payload.table)) reloadOrganization();
    })
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
