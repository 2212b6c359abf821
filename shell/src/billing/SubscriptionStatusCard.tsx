// The active organization's subscription as one line and a tag: trialing with days left, active
// with plan, cycle and renewal date, canceling, past due, canceled.
import { Alert, Tag } from '@missionbase/ui';
import { billingStatus, type BillingStatusKind, type BillingSubscription } from '@missionbase/domain/billing-status';

const TONES: Record<BillingStatusKind, { tag: string; alert: 'info' | 'success' | 'warning' | 'error' }> = {
  none: { tag: 'default', alert: 'info' },
  trialing: { tag: 'blue', alert: 'info' },
  trial_ended: { tag: 'red', alert: 'error' },
  active: { tag: 'green', alert: 'success' },
  ending: { tag: 'orange', alert: 'warning' },
  past_due: { tag: 'red', alert: 'error' },
  canceled: { tag: 'default', alert: 'warning' },
  incomplete: { tag: 'orange', alert: 'warning' },
};

export function SubscriptionStatusCard({ organizationName, subscription }: { organizationName: string; subscription: BillingSubscription | null }) {
  const status = billingStatus(subscription, new Date());
  const tone = TONES[status.kind];
  return (
    <Alert
      data-testid="subscription-status"
      data-status={status.kind}
      type={tone.alert}
      showIcon
      title={
        <span>
          {organizationName}: <Tag color={tone.tag}>{status.label}</Tag>
        </span>
      }
      description={status.detail}
    />
  );
}
