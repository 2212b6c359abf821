// The subscription gate (SPEC section 4, BILL-1): when the app area sends the user to /subscribe.

export interface SubscriptionGateInput {
  loading: boolean;
  organizationCount: number;
  activeOrganizationHasSubscription: boolean;
  pathname: string;
}

export function mustSubscribe({ loading, organizationCount, activeOrganizationHasSubscription, pathname }: SubscriptionGateInput): boolean {
  if (loading || organizationCount === 0) return false;
  if (pathname === '/subscribe' || pathname.startsWith('/subscribe/')) return false;
  return !activeOrganizationHasSubscription;
}
