// Choosing another plan or cycle: through manage-subscription when the organization already pays
// through the provider (confirmed first), else through checkout.
import { useState } from 'react';
import { Button, Modal, Space } from '@missionbase/ui';
// From the table entry (which has them too): the billing page loads it for its payment history anyway.
import { Radio, Select } from '@missionbase/ui/table';
import { formatCents } from '@missionbase/domain/cart';
import { BILLING_CYCLES, PLANS, isBillingCycle, isPlanId, planById, priceForCycle, type BillingCycle, type PlanId } from '@missionbase/domain/plans';
import type { SubscriptionRow } from '../data/subscription-query';

export function ChangePlan({
  subscription,
  paying,
  busy,
  onChange,
  onCheckout,
}: {
  subscription: SubscriptionRow | null;
  paying: boolean;
  busy: boolean;
  onChange: (plan: PlanId, cycle: BillingCycle) => Promise<boolean>;
  onCheckout: (plan: PlanId, cycle: BillingCycle) => Promise<void>;
}) {
  const currentPlan = subscription && isPlanId(subscription.plan) ? subscription.plan : 'growth';
  const currentCycle = subscription && isBillingCycle(subscription.billing_cycle) ? subscription.billing_cycle : 'monthly';
  const [plan, setPlan] = useState<PlanId>(currentPlan);
  const [cycle, setCycle] = useState<BillingCycle>(currentCycle);
  const [confirming, setConfirming] = useState(false);
  const unchanged = paying && plan === currentPlan && cycle === currentCycle;
  const chosen = planById(plan);

  async function handleSubmit() {
    if (!paying) {
      await onCheckout(plan, cycle);
      return;
    }
    setConfirming(true);
  }

  async function handleConfirm() {
    if (await onChange(plan, cycle)) setConfirming(false);
  }

  return (
    <Space wrap align="center" data-testid="change-plan">
      <Select<PlanId>
        aria-label="Plan"
        value={plan}
        onChange={setPlan}
        style={{ minWidth: 220 }}
        options={PLANS.map((option) => ({ value: option.id, label: `${option.name}: ${formatCents(priceForCycle(option, cycle))} / ${cycle === 'yearly' ? 'year' : 'month'}` }))}
      />
      <Radio.Group
        aria-label="Billing cycle"
        optionType="button"
        value={cycle}
        onChange={(event) => setCycle(event.target.value as BillingCycle)}
        options={BILLING_CYCLES.map((value) => ({ value, label: value === 'monthly' ? 'Monthly' : 'Yearly' }))}
      />
      <Button type="primary" disabled={unchanged} loading={busy && !confirming} onClick={() => void handleSubmit()}>
        {paying ? 'Change plan' : 'Subscribe'}
      </Button>
      <Modal
        open={confirming}
        title="Change the plan?"
        okText="Yes, change plan"
        cancelText="Go back"
        confirmLoading={busy}
        onOk={() => void handleConfirm()}
        onCancel={() => setConfirming(false)}
      >
        {`Switch to ${chosen.name}, billed ${cycle}, at ${formatCents(priceForCycle(chosen, cycle))} per ${cycle === 'yearly' ? 'year' : 'month'}. The provider prorates the difference.`}
      </Modal>
    </Space>
  );
}
