// Realtime wiring of the active organization (SPEC section 4): a change in
// table T invalidates the queries keyed `[T, organizationId]` (and `['ledger', organizationId]`,
// which holds the dashboard summary, when T moves ledger figures); subscriptions and notifications
// reload the dashboard data; tables the organization bundle holds reload the bundle (its readers,
// the pickers and the palette, still read it). A re-join after an interruption refetches every
// active query of the organization, the bundle and the dashboard data once.
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { getSupabase } from '../client';
import { queryClient as sharedQueryClient } from '../query/query-client';
import { sessionStore } from '../atoms';
import { activeOrganizationIdAtom } from '../organization/organization-atoms';
import { loadDashboardData, loadOrganizationData } from '../organization/organization-loaders';
import { effectsOfTableChange, isOrganizationQueryKey, mergeEffects, type TableChangeEffects } from './table-invalidation';
import { createReconnectDetector } from './reconnect-detector';

// One saved document touches several tables (document, journal entry, lines, audit): wait for the
// burst to settle so it costs one round of refetches, not five.
export const SETTLE_MS = 250;
// A burst that never settles (a bulk import streaming events) still refreshes the screen this often.
export const MAX_WAIT_MS = 2_000;
const SPEC_TABLES = new Set(['subscriptions', 'notifications']);

export interface OrganizationChangeHandlers {
  /** Feed a change of `table`; effects are applied once the burst settles. */
  onTableChange(table: string): void;
  /** The channel re-joined after an interruption. */
  onReconnect(): void;
  /** Drops a pending burst (the channel is going away). */
  cancel(): void;
}

export interface OrganizationChangeDeps {
  queryClient: QueryClient;
  reloadBundle: () => Promise<void>;
  reloadDashboardData: () => Promise<void>;
  settleMs?: number;
  maxWaitMs?: number;
}

function applyEffects(effects: TableChangeEffects, deps: OrganizationChangeDeps): void {
  for (const queryKey of effects.queryKeys) void deps.queryClient.invalidateQueries({ queryKey });
  if (effects.reloadBundle) void deps.reloadBundle();
  if (effects.reloadDashboardData) void deps.reloadDashboardData();
}

/** The realtime reactions of one organization, without the channel (unit-tested with fakes). */
export function createOrganizationChangeHandlers(organizationId: string, deps: OrganizationChangeDeps): OrganizationChangeHandlers {
  // Tables, not events: a bulk import sends thousands of events for one table.
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let burstStartedAt = 0;

  function apply(): void {
    timer = null;
    const effects = mergeEffects([...pending].map((table) => effectsOfTableChange(table, organizationId)));
    pending = new Set();
    applyEffects(effects, deps);
  }

  return {
    onTableChange(table) {
      pending.add(table);
      const now = Date.now();
      // A long burst stops postponing: the timer already set fires and the screen refreshes mid-burst.
      if (timer && now - burstStartedAt >= (deps.maxWaitMs ?? MAX_WAIT_MS)) return;
      if (timer) clearTimeout(timer);
      else burstStartedAt = now;
      timer = setTimeout(apply, deps.settleMs ?? SETTLE_MS);
    },
    onReconnect() {
      // Events of the gap are lost: whatever the organization shows is refetched (inactive
      // queries are marked stale and refetch when shown again).
      void deps.queryClient.invalidateQueries({ predicate: (query) => isOrganizationQueryKey(query.queryKey, organizationId) });
      void deps.reloadBundle();
      void deps.reloadDashboardData();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = new Set();
    },
  };
}

function sharedDeps(organizationId: string): OrganizationChangeDeps {
  return {
    queryClient: sharedQueryClient,
    // A burst that settles after a switch must not load the previous organization's bundle.
    reloadBundle: () => (sessionStore.get(activeOrganizationIdAtom) === organizationId ? loadOrganizationData(organizationId) : Promise.resolve()),
    reloadDashboardData: loadDashboardData,
  };
}

/**
 * What a realtime change of `table` does, at once: for a mutation's onSuccess, so the person who
 * saved sees every query of the table (and the ledger figures, the bundle) refetched without
 * waiting for the realtime echo.
 */
export function invalidateOnTableChange(table: string, organizationId: string): void {
  applyEffects(effectsOfTableChange(table, organizationId), sharedDeps(organizationId));
}

/** Subscribes to the organization's changes; returns the unsubscribe. */
export function subscribeToOrganizationChanges(organizationId: string): () => void {
  const supabase = getSupabase();
  const filter = `organization_id=eq.${organizationId}`;
  const handlers = createOrganizationChangeHandlers(organizationId, sharedDeps(organizationId));
  const onChange = (payload: { table: string }) => handlers.onTableChange(payload.table);
  // SPEC section 7 names the two subscriptions; the third carries every other table's changes.
  const channel: RealtimeChannel = supabase
    .channel(`organization-changes-${organizationId}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'subscriptions', filter }, onChange)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter }, onChange)
    .on('postgres_changes', { event: '*', schema: 'public', filter }, (payload) => {
      if (!SPEC_TABLES.has(payload.table)) onChange(payload);
    })
    .subscribe(createReconnectDetector(() => handlers.onReconnect()));
  return () => {
    handlers.cancel();
    void supabase.removeChannel(channel);
  };
}
