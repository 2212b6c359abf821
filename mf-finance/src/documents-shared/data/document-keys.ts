// Query keys of the Invoices and Bills screens: [<plural>, organizationId, ...] so a realtime change
// of the table (a payment raises amount_paid, so payments change it too) and any save there
// invalidate them by prefix.
export function documentKeys(plural: 'invoices' | 'bills') {
  return {
    list: (organizationId: string, params: object) => [plural, organizationId, 'list', params] as const,
    detail: (organizationId: string, id: string) => [plural, organizationId, 'detail', id] as const,
  };
}
