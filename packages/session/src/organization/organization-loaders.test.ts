// Unit tests of the loaders' use of the query cache: a save refetches the ledger figures at once,
// and clearing the organization state (sign-out, another user) empties the cache; and of the
// dashboard data they keep.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../atoms';
import { queryClient } from '../query/query-client';
import { activeOrganizationIdAtom, organizationDataAtom } from './organization-atoms';
import { clearOrganizationState, dashboardDataFrom, reloadActiveOrganizationData } from './organization-loaders';

const bundle = { accounts: [], funds: [], transactions: [] };

vi.mock('../client', () => ({
  getSupabase: () => ({ rpc: () => Promise.resolve({ data: bundle, error: null }) }),
}));

afterEach(() => {
  queryClient.clear();
  sessionStore.set(activeOrganizationIdAtom, null);
  sessionStore.set(organizationDataAtom, null);
});

describe('organization loaders and the query cache', () => {
  it('reloading after a save refetches the ledger figures of the active organization, not its other queries', async () => {
    sessionStore.set(activeOrganizationIdAtom, 'org-1');
    queryClient.setQueryData(['ledger', 'org-1', 'dashboard-summary'], 'figures');
    queryClient.setQueryData(['employees', 'org-1'], 'people');
    queryClient.setQueryData(['ledger', 'org-2', 'dashboard-summary'], 'theirs');
    await reloadActiveOrganizationData();
    expect(queryClient.getQueryState(['ledger', 'org-1', 'dashboard-summary'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['employees', 'org-1'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['ledger', 'org-2', 'dashboard-summary'])?.isInvalidated).toBe(false);
    expect(sessionStore.get(organizationDataAtom)).toEqual(bundle);
  });

  it('the dashboard data keeps the organizations that can be opened, and no list is an empty one', () => {
    const pantry = { id: 'org-1', name: 'Pantry', logo_url: null, role: 'owner', created_at: '2026-11-01T00:00:00+00:00' };
    expect(dashboardDataFrom({ organizations: [pantry, { ...pantry, id: null }], subscriptions: null, notifications: null })).toEqual({
      organizations: [pantry],
      subscriptions: [],
      notifications: [],
    });
  });

  it('clearing the organization state empties the cache, so the next user sees nothing of this one', () => {
    queryClient.setQueryData(['transactions', 'org-1'], 'rows');
    clearOrganizationState();
    expect(queryClient.getQueryData(['transactions', 'org-1'])).toBeUndefined();
  });
});
