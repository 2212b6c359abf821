// Query keys of the Donations screen. Every key starts with ['donations', organizationId] or
// ['donors', organizationId] so a realtime change of either table (and any save here) invalidates
// them by prefix (CONTRACTS); donors' giving figures come from donations, so they also list under
// 'donations'.
import type { DonationListParams } from './donation-list-query';
import type { DonorListParams } from './donor-list-query';

export const donationKeys = {
  all: (organizationId: string) => ['donations', organizationId] as const,
  list: (organizationId: string, params: DonationListParams) => ['donations', organizationId, 'list', params] as const,
  detail: (organizationId: string, donationId: string) => ['donations', organizationId, 'detail', donationId] as const,
  campaigns: (organizationId: string) => ['donations', organizationId, 'campaigns'] as const,
  donorGiving: (organizationId: string, params: DonorListParams) => ['donations', organizationId, 'donors', params] as const,
  receipt: (organizationId: string, donationId: string) => ['donations', organizationId, 'receipt', donationId] as const,
};

export const donorKeys = {
  all: (organizationId: string) => ['donors', organizationId] as const,
  list: (organizationId: string, params: DonorListParams) => ['donors', organizationId, 'list', params] as const,
  similar: (organizationId: string, probe: { name: string; email: string; postalCode: string }) => ['donors', organizationId, 'similar', probe] as const,
};
