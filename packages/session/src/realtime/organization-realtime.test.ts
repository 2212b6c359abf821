// Unit tests of the realtime reactions of an organization: per-table invalidation after a burst
// settles and a full refetch after a re-join, on a real QueryClient.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryClient as sharedQueryClient } from '../query/query-client';
import { createOrganizationChangeHandlers, invalidateOnTableChange } from './organization-realtime';
import { createReconnectDetector } from './reconnect-detector';

let client: QueryClient;
let reloadBundle: ReturnType<typeof vi.fn<() => Promise<void>>>;
let reloadDashboardData: ReturnType<typeof vi.fn<() => Promise<void>>>;

/** Seeds a query with data, as a fetched one; returns whether it is now invalidated. */
function seed(queryKey: unknown[]): () => boolean {
  client.setQueryData(queryKey, 'data');
  return () => client.getQueryState(queryKey)?.isInvalidated ?? false;
}

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  reloadBundle = vi.fn(() => Promise.resolve());
  reloadDashboardData = vi.fn(() => Promise.resolve());
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

function handlers() {
  return createOrganizationChangeHandlers('org-1', { queryClient: client, reloadBundle, reloadDashboardData, settleMs: 250 });
}

describe('createOrganizationChangeHandlers', () => {
  it('a burst of changes invalidates the tables and ledger of the organization once it settles, and reloads the bundle once', () => {
    const transactions = seed(['transactions', 'org-1', { page: 1 }]);
    const summary = seed(['ledger', 'org-1', 'dashboard-summary']);
    const employees = seed(['employees', 'org-1']);
    const otherOrganization = seed(['transactions', 'org-2']);
    const { onTableChange } = handlers();
    onTableChange('transactions');
    onTableChange('journal_entries');
    onTableChange('journal_entry_lines');
    expect(transactions()).toBe(false);
    vi.advanceTimersByTime(250);
    expect(transactions()).toBe(true);
    expect(summary()).toBe(true);
    expect(employees()).toBe(false);
    expect(otherOrganization()).toBe(false);
    expect(reloadBundle).toHaveBeenCalledTimes(1);
    expect(reloadDashboardData).not.toHaveBeenCalled();
  });

  it('a notification reloads the dashboard data and leaves the bundle and the ledger alone', () => {
    const summary = seed(['ledger', 'org-1', 'dashboard-summary']);
    handlers().onTableChange('notifications');
    vi.advanceTimersByTime(250);
    expect(reloadDashboardData).toHaveBeenCalledTimes(1);
    expect(reloadBundle).not.toHaveBeenCalled();
    expect(summary()).toBe(false);
  });

  it('a re-join invalidates every query of the organization and reloads the bundle and dashboard data once', () => {
    const keys = [['employees', 'org-1'], ['ledger', 'org-1', 'dashboard-summary'], ['funds', 'org-1', 'f1']];
    const states = keys.map(seed);
    const other = seed(['employees', 'org-2']);
    handlers().onReconnect();
    expect(states.map((invalidated) => invalidated())).toEqual([true, true, true]);
    expect(other()).toBe(false);
    expect(reloadBundle).toHaveBeenCalledTimes(1);
    expect(reloadDashboardData).toHaveBeenCalledTimes(1);
  });

  it('a re-join refetches the queries on screen', async () => {
    vi.useRealTimers();
    client = new QueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['funds', 'org-1'], queryFn: () => ++calls });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    handlers().onReconnect();
    await vi.waitFor(() => expect(calls).toBe(2));
    unsubscribe();
  });

  it('a burst that never settles (a bulk import) still refreshes every couple of seconds', () => {
    const transactions = seed(['transactions', 'org-1']);
    const { onTableChange } = createOrganizationChangeHandlers('org-1', { queryClient: client, reloadBundle, reloadDashboardData, settleMs: 250, maxWaitMs: 2000 });
    for (let elapsed = 0; elapsed < 2400; elapsed += 100) {
      onTableChange('transactions');
      vi.advanceTimersByTime(100);
    }
    expect(transactions()).toBe(true);
    expect(reloadBundle).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a burst that has not settled (the channel is going away)', () => {
    const transactions = seed(['transactions', 'org-1']);
    const { onTableChange, cancel } = handlers();
    onTableChange('transactions');
    cancel();
    vi.advanceTimersByTime(1000);
    expect(transactions()).toBe(false);
    expect(reloadBundle).not.toHaveBeenCalled();
  });
});

describe('createReconnectDetector', () => {
  it('the first join is not a reconnect; every join after it is', () => {
    const onReconnect = vi.fn();
    const report = createReconnectDetector(onReconnect);
    report('SUBSCRIBED');
    expect(onReconnect).not.toHaveBeenCalled();
    report('CHANNEL_ERROR');
    report('SUBSCRIBED');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    report('CLOSED');
    report('TIMED_OUT');
    report('SUBSCRIBED');
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('errors before the first join are not reconnects', () => {
    const onReconnect = vi.fn();
    const report = createReconnectDetector(onReconnect);
    report('TIMED_OUT');
    report('SUBSCRIBED');
    expect(onReconnect).not.toHaveBeenCalled();
  });
});

describe('invalidateOnTableChange', () => {
  it('applies a table change at once on the shared cache (a mutation need not wait for the echo)', () => {
    sharedQueryClient.setQueryData(['transactions', 'org-1', 'list'], 'rows');
    sharedQueryClient.setQueryData(['ledger', 'org-1', 'dashboard-summary'], 'figures');
    sharedQueryClient.setQueryData(['funds', 'org-1'], 'funds');
    invalidateOnTableChange('transactions', 'org-1');
    expect(sharedQueryClient.getQueryState(['transactions', 'org-1', 'list'])?.isInvalidated).toBe(true);
    expect(sharedQueryClient.getQueryState(['ledger', 'org-1', 'dashboard-summary'])?.isInvalidated).toBe(true);
    expect(sharedQueryClient.getQueryState(['funds', 'org-1'])?.isInvalidated).toBe(false);
    sharedQueryClient.clear();
  });
});
