// The URL's filters, sort and page turned into search_donations' parameters.
import type { TableSort } from '@missionbase/ui/table';
import { DONATION_LIST_SORTS } from '../data/donation-list-query';
import type { DonationListParams, DonationListSort } from '../data/donation-list-query';

export const DONATION_FILTER_KEYS = ['from', 'to', 'donor', 'fund', 'method', 'campaign', 'q'] as const;
export type DonationFilterKey = (typeof DONATION_FILTER_KEYS)[number];
export const DONATION_PAGE_SIZE = 50;

function isSort(key: string): key is DonationListSort {
  return (DONATION_LIST_SORTS as readonly string[]).includes(key);
}

export function donationListParamsFrom(
  filters: Partial<Record<DonationFilterKey, string>>,
  sort: TableSort | null,
  page: number,
  pageSize: number,
): DonationListParams {
  return {
    from: filters.from,
    to: filters.to,
    donorId: filters.donor,
    fundId: filters.fund,
    method: filters.method,
    campaign: filters.campaign,
    search: filters.q,
    sort: sort && isSort(sort.key) ? sort.key : 'date',
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(page - 1, 0) * pageSize,
  };
}
