// Cancel at period end, resume, or change plan/cycle through the manage-subscription function. The
// row itself changes when the provider's webhook arrives (realtime then invalidates the billing
// queries); on success the dashboard data and the billing queries are refetched at once, for the
// person who clicked.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeFunction, loadDashboardData } from '@missionbase/session';
import { billingKeys } from './keys';

export type ManageAction = { action: 'cancel' } | { action: 'resume' } | { action: 'change'; priceId: string };

export type ManageResult = { ok: true } | { ok: false; error: string };

export async function manageSubscription(organizationId: string, request: ManageAction): Promise<ManageResult> {
  const outcome = await invokeFunction('manage-subscription', { orgId: organizationId, ...request });
  if (outcome.errorMessage !== null) return { ok: false, error: outcome.errorMessage };
  await loadDashboardData();
  return { ok: true };
}

export function useManageSubscriptionMutation(organizationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ManageAction) => (organizationId ? manageSubscription(organizationId, request) : Promise.resolve<ManageResult>({ ok: false, error: 'No organization' })),
    onSuccess: async (result) => {
      if (!result.ok || !organizationId) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription(organizationId) }),
        queryClient.invalidateQueries({ queryKey: billingKeys.payments(organizationId) }),
      ]);
    },
  });
}
