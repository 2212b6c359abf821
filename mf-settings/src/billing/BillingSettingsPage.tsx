// /app/settings/billing: the organization's current plan, status and dates, plan or cycle changes,
// cancel at period end and resume, and the payment history.
import { useState } from 'react';
import { Alert, Button, Space, Spin } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { canManageBilling, hasProviderSubscription } from '@missionbase/domain/billing-status';
import type { BillingCycle, PlanId } from '@missionbase/domain/plans';
import { activeOrganizationAtom, priceIdFor, startCheckout, useSessionValue } from '@missionbase/session';
import { PageFrame, useToast } from '@missionbase/ui';
import { ChangePlan } from './components/ChangePlan';
import { CurrentPlan } from './components/CurrentPlan';
import { PaymentHistory } from './components/PaymentHistory';
import { manageSubscription, type ManageAction } from './data/subscription-manage-mutation';
import { useBillingData } from './data/use-billing-data';

const SUCCESS_TEXT: Record<ManageAction['action'], { title: string; description: string }> = {
  cancel: { title: 'Subscription canceled', description: 'Your plan stays active until the end of the period.' },
  resume: { title: 'Subscription resumed', description: 'Your plan renews as before.' },
  change: { title: 'Plan changed', description: 'Your new plan is active.' },
};

function BillingSettings() {
  const organization = useSessionValue(activeOrganizationAtom);
  const mayManage = canManageBilling(organization?.role);
  const data = useBillingData(organization?.id ?? null, mayManage);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(request: ManageAction): Promise<boolean> {
    if (!organization) return false;
    setBusy(true);
    const result = await manageSubscription(organization.id, request);
    setBusy(false);
    if (!result.ok) {
      toast({ title: 'Could not update the subscription', description: result.error, variant: 'destructive' });
      return false;
    }
    toast({ ...SUCCESS_TEXT[request.action], variant: 'success' });
    data.reload();
    return true;
  }

  async function handleChange(plan: PlanId, cycle: BillingCycle): Promise<boolean> {
    return run({ action: 'change', priceId: await priceIdFor(plan, cycle) });
  }

  async function handleCheckout(plan: PlanId, cycle: BillingCycle): Promise<void> {
    if (!organization) return;
    setBusy(true);
    const origin = window.location.origin;
    const result = await startCheckout({
      plan,
      cycle,
      organizationId: organization.id,
      successUrl: `${origin}/app/settings/billing?subscription_success=true`,
      cancelUrl: `${origin}/app/settings/billing?checkout_canceled=true`,
    });
    if (result.ok) return;
    setBusy(false);
    toast({ title: 'Checkout could not start', description: result.error, variant: 'destructive' });
  }

  if (!organization) return <Alert type="info" showIcon title="No organization" description="Join or create an organization to see its billing." />;
  if (data.loading) return <Spin />;
  if (data.subscriptionError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the subscription"
        description={data.subscriptionError}
        action={
          <Button size="small" onClick={data.reload}>
            Try again
          </Button>
        }
      />
    );
  }
  const paying = hasProviderSubscription(data.subscription);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Current plan</h2>}>
        <CurrentPlan subscription={data.subscription} mayManage={mayManage} busy={busy} onCancel={() => run({ action: 'cancel' })} onResume={() => run({ action: 'resume' })} />
      </Card>
      {mayManage ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{paying ? 'Change plan or billing cycle' : 'Choose a plan'}</h2>}>
          <ChangePlan key={`${data.subscription?.plan}-${data.subscription?.billing_cycle}`} subscription={data.subscription} paying={paying} busy={busy} onChange={handleChange} onCheckout={handleCheckout} />
        </Card>
      ) : (
        <Alert type="info" showIcon title="Only owners and admins can change the plan or see payments" />
      )}
      {mayManage ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Payment history</h2>}>
          <PaymentHistory payments={data.payments} error={data.paymentsError} onRetry={data.reload} />
        </Card>
      ) : null}
    </Space>
  );
}

export function BillingSettingsPage() {
  return (
    <PageFrame title="Billing" description="Your plan, trial and payments.">
      <BillingSettings />
    </PageFrame>
  );
}
