// Reads the organization's subscription row (members may read it under RLS): the fields the billing
// settings show beyond the dashboard bundle's, such as cancel_at_period_end and the provider's ids.
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '@missionbase/session';
import type { BillingSubscription } from '@missionbase/domain/billing-status';
import { billingKeys } from './keys';

export interface SubscriptionRow extends BillingSubscription {
  organization_id: string;
  cancel_at_period_end: boolean;
  provider_subscription_id: string | null;
  current_period_start: string | null;
  canceled_at: string | null;
}

export async function fetchSubscription(organizationId: string): Promise<SubscriptionRow | null> {
  const { data, error } = await getSupabase()
    .from('subscriptions')
    .select('organization_id, status, plan, billing_cycle, trial_ends_at, current_period_start, current_period_end, cancel_at_period_end, canceled_at, provider_subscription_id')
    .eq('organization_id', organizationId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export function useSubscriptionQuery(organizationId: string | null) {
  return useQuery({
    queryKey: billingKeys.subscription(organizationId ?? ''),
    queryFn: () => fetchSubscription(organizationId ?? ''),
    enabled: organizationId !== null,
  });
}
