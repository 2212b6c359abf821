// The three plans from the catalogue (no price typed here) with the monthly/yearly switch and the
// yearly saving; each card's button is the caller's (start checkout, change plan, or nothing).
import { Button, Tag } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Radio } from '@missionbase/ui/forms';
import { formatCents } from '@missionbase/domain/cart';
import { BILLING_CYCLES, PLANS, monthlyEquivalentCents, priceForCycle, yearlySavingsCents, type BillingCycle, type Plan, type PlanId } from '@missionbase/domain/plans';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly (2 months free)' };

export function CycleSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  return (
    <Radio.Group
      aria-label="Billing cycle"
      optionType="button"
      buttonStyle="solid"
      value={cycle}
      onChange={(event) => onChange(event.target.value as BillingCycle)}
      options={BILLING_CYCLES.map((value) => ({ value, label: CYCLE_LABELS[value] }))}
    />
  );
}

export interface PlanAction {
  label: string;
  disabled?: boolean;
  loading?: boolean;
  onClick?: () => void;
}

function PlanCard({ plan, cycle, current, action }: { plan: Plan; cycle: BillingCycle; current: boolean; action: PlanAction | null }) {
  return (
    <Card
      data-testid={`subscribe-plan-${plan.id}`}
      title={
        <span>
          {plan.name} {current ? <Tag color="green">Current plan</Tag> : plan.recommended ? <Tag color="blue">Most popular</Tag> : null}
        </span>
      }
      style={{ borderColor: plan.recommended ? '#047857' : undefined, height: '100%' }}
    >
      <p style={{ marginTop: 0, color: '#4b5563' }}>{plan.audience}</p>
      <p style={{ margin: 0 }} data-testid={`subscribe-price-${plan.id}`}>
        <strong style={{ fontSize: 28 }}>{formatCents(priceForCycle(plan, cycle))}</strong>
        <span style={{ color: '#6b7280' }}> / {cycle === 'yearly' ? 'year' : 'month'}</span>
      </p>
      <p style={{ color: '#065f46', minHeight: 22 }}>
        {cycle === 'yearly' ? `${formatCents(monthlyEquivalentCents(plan, cycle))} a month, you save ${formatCents(yearlySavingsCents(plan))} a year` : 'Billed monthly, cancel any time'}
      </p>
      <ul style={{ paddingLeft: 18, lineHeight: 1.7, color: '#374151' }}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action ? (
        <Button type={plan.recommended ? 'primary' : 'default'} block disabled={action.disabled} loading={action.loading} onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Card>
  );
}

export function PlanCards({ cycle, currentPlan, actionFor }: { cycle: BillingCycle; currentPlan: PlanId | null; actionFor: (plan: Plan) => PlanAction | null }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16 }}>
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} cycle={cycle} current={plan.id === currentPlan} action={actionFor(plan)} />
      ))}
    </div>
  );
}
