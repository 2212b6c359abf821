// A tiny keyed loader for the dashboard summary, shared by every widget of one remote: one request
// per organization and data version (the session's organization data object), answers for an
// older request dropped, the last figures kept on screen while a reload runs. No React, no
// network: the fetcher is passed in, so this is unit-tested with plain promises.
import type { DashboardSummary } from './dashboard-summary';

export type DashboardSummaryState =
  | { status: 'idle' }
  | { status: 'loading'; summary: DashboardSummary | null }
  | { status: 'ready'; summary: DashboardSummary }
  | { status: 'error'; summary: DashboardSummary | null; message: string };

export type DashboardSummaryFetcher = (organizationId: string) => Promise<DashboardSummary>;

export interface DashboardSummaryStore {
  subscribe(listener: () => void): () => void;
  /** The state for an organization (stable object between changes, as useSyncExternalStore needs). */
  get(organizationId: string | null): DashboardSummaryState;
  /** Loads unless this organization was already asked for at this version. */
  request(organizationId: string, version: unknown): void;
  /** Loads again whatever the version (a Retry button). */
  reload(organizationId: string): void;
}

const IDLE: DashboardSummaryState = { status: 'idle' };

export function createDashboardSummaryStore(fetcher: DashboardSummaryFetcher): DashboardSummaryStore {
  const states = new Map<string, DashboardSummaryState>();
  const versions = new Map<string, unknown>();
  const tickets = new Map<string, number>();
  const listeners = new Set<() => void>();

  function set(organizationId: string, state: DashboardSummaryState): void {
    states.set(organizationId, state);
    for (const listener of listeners) listener();
  }

  function previous(organizationId: string): DashboardSummary | null {
    const state = states.get(organizationId);
    return state && state.status !== 'idle' ? state.summary : null;
  }

  function load(organizationId: string): void {
    const ticket = (tickets.get(organizationId) ?? 0) + 1;
    tickets.set(organizationId, ticket);
    set(organizationId, { status: 'loading', summary: previous(organizationId) });
    fetcher(organizationId).then(
      (summary) => {
        if (tickets.get(organizationId) === ticket) set(organizationId, { status: 'ready', summary });
      },
      (error: unknown) => {
        if (tickets.get(organizationId) !== ticket) return;
        const message = error instanceof Error ? error.message : String(error);
        set(organizationId, { status: 'error', summary: previous(organizationId), message });
      },
    );
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get(organizationId) {
      return (organizationId && states.get(organizationId)) || IDLE;
    },
    request(organizationId, version) {
      if (states.has(organizationId) && versions.get(organizationId) === version) return;
      versions.set(organizationId, version);
      load(organizationId);
    },
    reload(organizationId) {
      load(organizationId);
    },
  };
}
