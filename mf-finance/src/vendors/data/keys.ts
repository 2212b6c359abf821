// Query keys of vendors: ['vendors', organizationId, ...] so a realtime change of the table
// (and a save here) invalidates them by prefix. Open balances come from bills, so a change
// there invalidates them too (the bills' mutations do).
import type { VendorListParams } from './vendor-list-query';

export const vendorKeys = {
  all: (organizationId: string) => ['vendors', organizationId] as const,
  list: (organizationId: string, params: VendorListParams) => ['vendors', organizationId, 'list', params] as const,
};
