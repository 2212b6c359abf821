// Query keys of the funds screens. Balances, activity and releases are ledger-derived, so they live
// under ['ledger', organizationId]: a realtime change of the ledger or of the funds table refetches them.
import { LEDGER } from '@missionbase/session';

export interface FundActivityParams {
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}

export const fundKeys = {
  list: (organizationId: string) => [LEDGER, organizationId, 'funds'] as const,
  detail: (organizationId: string, fundId: string) => [LEDGER, organizationId, 'fund', fundId] as const,
  activity: (organizationId: string, fundId: string, params: FundActivityParams) => [LEDGER, organizationId, 'fund-activity', fundId, params] as const,
};
