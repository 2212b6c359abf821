import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { followDonations } from './use-pledges-follow-donations';

describe('pledges follow the donations', () => {
  it('a change of the organization\'s donations makes its pledges stale, not another organization\'s', async () => {
    const client = new QueryClient();
    client.setQueryData(['donations', 'org-a', 'list'], 1);
    client.setQueryData(['pledges', 'org-a', 'list'], 1);
    client.setQueryData(['pledges', 'org-b', 'list'], 1);
    const stop = followDonations(client, 'org-a');
    await client.invalidateQueries({ queryKey: ['donations', 'org-a'] });
    expect(client.getQueryState(['pledges', 'org-a', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['pledges', 'org-b', 'list'])?.isInvalidated).toBe(false);
    stop();
  });
});
