// The current plan: plan, cycle, status, renewal or trial end date, and cancel at period end /
// resume behind a confirmation (owners and admins with a provider subscription).
import { useState } from 'react';
import { Button, Modal, Space, Tag } from '@missionbase/ui';
import { Descriptions } from '@missionbase/ui/display';
import { billingStatus, formatBillingDate, hasProviderSubscription, planAndCycleText } from '@missionbase/domain/billing-status';
import type { SubscriptionRow } from '../data/subscription-query';

type Confirming = 'cancel' | 'resume' | null;

export function CurrentPlan({
  subscription,
  mayManage,
  busy,
  onCancel,
  onResume,
}: {
  subscription: SubscriptionRow | null;
  mayManage: boolean;
  busy: boolean;
  onCancel: () => Promise<boolean>;
  onResume: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const status = billingStatus(subscription, new Date());
  const paying = hasProviderSubscription(subscription);

  async function handleConfirm() {
    const done = confirming === 'cancel' ? await onCancel() : await onResume();
    if (done) setConfirming(null);
  }

  const dateItem = (() => {
    if (!subscription) return null;
    if (subscription.status === 'trialing' && subscription.trial_ends_at) return { label: 'Trial ends', value: formatBillingDate(subscription.trial_ends_at) };
    if (!subscription.current_period_end) return null;
    if (subscription.cancel_at_period_end || subscription.status === 'canceled') return { label: 'Access ends', value: formatBillingDate(subscription.current_period_end) };
    return { label: 'Renews on', value: formatBillingDate(subscription.current_period_end) };
  })();

  return (
    <div data-testid="current-plan">
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'plan', label: 'Plan', children: subscription ? planAndCycleText(subscription.plan, subscription.billing_cycle) : 'None' },
          { key: 'status', label: 'Status', children: <Tag data-testid="billing-status">{status.label}</Tag> },
          ...(dateItem ? [{ key: 'date', label: dateItem.label, children: <span data-testid="billing-date">{dateItem.value}</span> }] : []),
        ]}
      />
      <p style={{ color: '#4b5563' }}>{status.detail}</p>
      {mayManage && paying ? (
        <Space>
          {subscription?.cancel_at_period_end ? (
            <Button type="primary" onClick={() => setConfirming('resume')}>
              Resume subscription
            </Button>
          ) : (
            <Button danger onClick={() => setConfirming('cancel')}>
              Cancel at period end
            </Button>
          )}
        </Space>
      ) : null}
      <Modal
        open={confirming !== null}
        title={confirming === 'cancel' ? 'Cancel the subscription?' : 'Resume the subscription?'}
        okText={confirming === 'cancel' ? 'Yes, cancel at period end' : 'Yes, resume'}
        okButtonProps={{ danger: confirming === 'cancel' }}
        cancelText="Go back"
        confirmLoading={busy}
        onOk={() => void handleConfirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'cancel'
          ? `The plan stays active until ${subscription?.current_period_end ? formatBillingDate(subscription.current_period_end) : 'the end of the period'} and is not renewed. Your data stays safe; you can resume before then.`
          : 'The plan renews again at the end of the period, as before.'}
      </Modal>
    </div>
  );
}
