// Cancel at period end, resume, or change plan/cycle through the manage-subscription function. The
// row itself changes when the provider's webhook arrives; the dashboard data is then reloaded (realtime
// does it too, this makes it immediate for the person who clicked).
import { invokeFunction, loadDashboardData } from '@missionbase/session';

export type ManageAction = { action: 'cancel' } | { action: 'resume' } | { action: 'change'; priceId: string };

export type ManageResult = { ok: true } | { ok: false; error: string };

export async function manageSubscription(organizationId: string, request: ManageAction): Promise<ManageResult> {
  const outcome = await invokeFunction('manage-subscription', { orgId: organizationId, ...request });
  if (outcome.errorMessage !== null) return { ok: false, error: outcome.errorMessage };
  await loadDashboardData();
  return { ok: true };
}
