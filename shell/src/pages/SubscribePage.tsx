// /subscribe (signed in): the active organization's status, the plans with a monthly/yearly switch,
// and checkout for the chosen plan (owners and admins; others see who can subscribe). Reached from
// the trial banner (?from_trial=true), the subscription gate, and back from a canceled checkout.
import { useState } from 'react';
import { Alert, Space, Spin } from '@missionbase/ui';
import { Link, useSearchParams } from '@missionbase/router';
import { canManageBilling, hasProviderSubscription } from '@missionbase/domain/billing-status';
import { hasTrueFlag } from '@missionbase/domain/checkout-setup';
import { DEFAULT_BILLING_CYCLE, isBillingCycle, isPlanId, type BillingCycle, type Plan, type PlanId } from '@missionbase/domain/plans';
import { activeOrganizationAtom, activeSubscriptionAtom, dashboardLoadingAtom, startCheckout, useSessionValue } from '@missionbase/session';
import { PageFrame, useToast } from '@missionbase/ui';
import { useBillingAdmins } from '../billing/billing-admins-query';
import { CycleSwitch, PlanCards, type PlanAction } from '../billing/PlanCards';
import { SubscriptionStatusCard } from '../billing/SubscriptionStatusCard';
import { checkoutErrorToast } from '../checkout/checkout-error-toast';

export function SubscribePage() {
  const [params] = useSearchParams();
  const search = `?${params.toString()}`;
  const fromTrial = hasTrueFlag(search, 'from_trial');
  const canceled = hasTrueFlag(search, 'checkout_canceled');
  const loading = useSessionValue(dashboardLoadingAtom);
  const organization = useSessionValue(activeOrganizationAtom);
  const subscription = useSessionValue(activeSubscriptionAtom);
  const toast = useToast();
  const requestedCycle = params.get('cycle');
  const [cycle, setCycle] = useState<BillingCycle>(isBillingCycle(requestedCycle) ? requestedCycle : DEFAULT_BILLING_CYCLE);
  const [pending, setPending] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mayManage = canManageBilling(organization?.role);
  const admins = useBillingAdmins(organization?.id ?? null, Boolean(organization) && !mayManage);
  const alreadyPaying = hasProviderSubscription(subscription);

  async function handleChoose(plan: Plan) {
    if (!organization) return;
    setPending(plan.id);
    setError(null);
    const result = await startCheckout({ plan: plan.id, cycle, organizationId: organization.id });
    // On success the page is leaving for the provider: keep the button busy until it does.
    if (result.ok) return;
    setPending(null);
    setError(result.error);
    toast(checkoutErrorToast(result.error));
  }

  function actionFor(plan: Plan): PlanAction | null {
    if (!organization || !mayManage || alreadyPaying) return null;
    return {
      label: `Choose ${plan.name}`,
      loading: pending === plan.id,
      disabled: pending !== null && pending !== plan.id,
      onClick: () => void handleChoose(plan),
    };
  }

  const currentPlan = subscription && subscription.status !== 'trialing' && isPlanId(subscription.plan) ? subscription.plan : null;

  return (
    <main style={{ maxWidth: 1080, margin: '0 auto', padding: 32 }}>
      <PageFrame title="Subscribe" description="Choose the Starter, Growth or Scale plan, billed monthly or yearly.">
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {fromTrial ? (
            <Alert
              data-testid="from-trial-message"
              type="info"
              showIcon
              title="Keep everything you set up during your trial"
              description="Choose a plan to continue after your free trial. Your organization's data stays exactly as it is, and the plan starts as soon as the payment goes through."
            />
          ) : null}
          {canceled ? (
            <Alert data-testid="checkout-canceled" type="info" showIcon title="Checkout canceled" description="Nothing was charged. Choose a plan whenever you are ready." />
          ) : null}
          {error ? <Alert data-testid="checkout-error" type="error" showIcon title="Checkout could not start" description={error} /> : null}
          {loading ? (
            <Spin />
          ) : organization ? (
            <SubscriptionStatusCard organizationName={organization.name} subscription={subscription} />
          ) : (
            <Alert type="warning" showIcon title="No organization yet" description="Your account belongs to no organization, so there is nothing to subscribe for yet." />
          )}
          {organization && !mayManage ? (
            <Alert
              data-testid="billing-admins"
              type="info"
              showIcon
              title="Only owners and admins can choose a plan"
              description={admins.length > 0 ? `Ask ${admins.join(', ')} to subscribe for ${organization.name}.` : `Ask an owner or admin of ${organization.name} to subscribe.`}
            />
          ) : null}
          {alreadyPaying ? (
            <Alert
              type="success"
              showIcon
              title="This organization already has a subscription"
              description={
                <span>
                  Change the plan or billing cycle, cancel or resume in <Link to="/app/settings/billing">Billing settings</Link>.
                </span>
              }
            />
          ) : null}
          <CycleSwitch cycle={cycle} onChange={setCycle} />
          <PlanCards cycle={cycle} currentPlan={currentPlan} actionFor={actionFor} />
          {organization && subscription ? (
            <Link to="/app/dashboard">Back to the dashboard</Link>
          ) : null}
        </Space>
      </PageFrame>
    </main>
  );
}
