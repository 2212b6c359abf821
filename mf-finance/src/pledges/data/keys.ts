// Query keys of the pledges: ['pledges', organizationId, ...] so a realtime change of the pledges
// table (or a save here) refetches them; a gift applied to a pledge also invalidates 'pledges'
// from the donation drawer's save (its balance comes from the gifts).
import type { PledgeListParams } from './pledge-list-query';

export const pledgeKeys = {
  all: (organizationId: string) => ['pledges', organizationId] as const,
  list: (organizationId: string, params: PledgeListParams) => ['pledges', organizationId, 'list', params] as const,
  detail: (organizationId: string, pledgeId: string) => ['pledges', organizationId, 'detail', pledgeId] as const,
};
