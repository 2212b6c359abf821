import { describe, expect, it } from 'vitest';
import { createDashboardSummaryStore } from './dashboard-summary-store';
import type { DashboardSummary } from './dashboard-summary';

function summary(cashOnHandCents: number): DashboardSummary {
  return {
    organizationId: 'org',
    asOf: '2026-11-22',
    currency: 'USD',
    fiscalYear: { startMonth: 1, start: '2026-01-01', end: '2026-12-31' },
    hasLedger: true,
    cashOnHandCents,
    cashAccounts: [],
    revenueCents: 0,
    expensesCents: 0,
    netAssets: { withoutDonorRestrictionsCents: 0, withDonorRestrictionsCents: 0, totalCents: 0 },
    funds: [],
    monthly: [],
    recentTransactions: [],
    projects: [],
  };
}

/** A fetcher whose answers the test hands out one by one. */
function controlledFetcher() {
  const pending: { organizationId: string; resolve: (s: DashboardSummary) => void; reject: (e: Error) => void }[] = [];
  const fetcher = (organizationId: string) =>
    new Promise<DashboardSummary>((resolve, reject) => {
      pending.push({ organizationId, resolve, reject });
    });
  return { fetcher, pending };
}

/** Lets settled promises run their callbacks (a few microtask turns). */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('createDashboardSummaryStore', () => {
  it('asks once per organization and version, however many widgets request it', async () => {
    const { fetcher, pending } = controlledFetcher();
    const store = createDashboardSummaryStore(fetcher);
    const version = {};
    store.request('org', version);
    store.request('org', version);
    expect(pending).toHaveLength(1);
    expect(store.get('org')).toEqual({ status: 'loading', summary: null });
    pending[0]?.resolve(summary(100));
    await flush();
    expect(store.get('org')).toEqual({ status: 'ready', summary: summary(100) });
    store.request('org', {});
    expect(pending).toHaveLength(2);
  });

  it('keeps the last figures while reloading and drops an older answer that arrives late', async () => {
    const { fetcher, pending } = controlledFetcher();
    const store = createDashboardSummaryStore(fetcher);
    store.request('org', 1);
    pending[0]?.resolve(summary(100));
    await flush();
    store.request('org', 2);
    store.request('org', 3);
    expect(store.get('org')).toEqual({ status: 'loading', summary: summary(100) });
    pending[2]?.resolve(summary(300));
    await flush();
    pending[1]?.resolve(summary(200));
    await flush();
    expect(store.get('org')).toEqual({ status: 'ready', summary: summary(300) });
  });

  it('reports a failure with its message, and reload tries again', async () => {
    const { fetcher, pending } = controlledFetcher();
    const store = createDashboardSummaryStore(fetcher);
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.request('org', 1);
    pending[0]?.reject(new Error('Access denied'));
    await flush();
    expect(store.get('org')).toEqual({ status: 'error', summary: null, message: 'Access denied' });
    store.reload('org');
    pending[1]?.resolve(summary(5));
    await flush();
    expect(store.get('org').status).toBe('ready');
    expect(notified).toBe(4);
    expect(store.get(null)).toEqual({ status: 'idle' });
  });
});
