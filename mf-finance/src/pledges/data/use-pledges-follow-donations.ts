// A pledge's paid part and open balance come from the gifts applied to it, so when the donations
// of the organization change (realtime, or a save anywhere) the pledge queries refetch too: the
// realtime feed reports a gift as a change of `donations`, which invalidates only that prefix.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { pledgeKeys } from './keys';

/** Invalidates the organization's pledge queries whenever one of its donation queries is invalidated; returns the unsubscribe. */
export function followDonations(client: QueryClient, organizationId: string): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    const [table, organization] = event.query.queryKey;
    if (table === 'donations' && organization === organizationId) void client.invalidateQueries({ queryKey: pledgeKeys.all(organizationId) });
  });
}

export function usePledgesFollowDonations(organizationId: string | null): void {
  const client = useQueryClient();
  useEffect(() => (organizationId ? followDonations(client, organizationId) : undefined), [client, organizationId]);
}
