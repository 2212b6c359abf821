// How an organization's subscription reads to a person (/subscribe and the billing settings): its
// status, plan, cycle and the date that matters (trial end, renewal or end of access), and who may
// change it.
import { isBillingCycle, isPlanId, planById } from './plans';
import { trialDaysLeft } from './trial-state';

export interface BillingSubscription {
  status: string;
  plan: string;
  billing_cycle: string;
  trial_ends_at: string | null;
  current_period_end: string | null;
  cancel_at_period_end?: boolean | null;
  provider_subscription_id?: string | null;
}

export type BillingStatusKind = 'none' | 'trialing' | 'trial_ended' | 'active' | 'ending' | 'past_due' | 'canceled' | 'incomplete';

export interface BillingStatus {
  kind: BillingStatusKind;
  /** Short label for a tag, e.g. 'Active'. */
  label: string;
  /** One sentence, e.g. 'Growth plan, billed yearly. Renews on November 22, 2027.' */
  detail: string;
  /** For a trial: whole days left (negative once ended). */
  daysLeft?: number;
}

/** 'November 22, 2027' in UTC, so a date never shifts with the viewer's zone. */
export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** 'Growth plan, billed yearly' (a value outside the catalogue is shown as it is). */
export function planAndCycleText(plan: string, cycle: string): string {
  const name = isPlanId(plan) ? planById(plan).name : plan;
  return `${name} plan, billed ${isBillingCycle(cycle) ? cycle : cycle || 'monthly'}`;
}

export function billingStatus(subscription: BillingSubscription | null | undefined, now: Date): BillingStatus {
  if (!subscription) return { kind: 'none', label: 'No subscription', detail: 'This organization has no plan yet.' };
  const planText = planAndCycleText(subscription.plan, subscription.billing_cycle);
  const periodEnd = subscription.current_period_end ? formatBillingDate(subscription.current_period_end) : null;
  switch (subscription.status) {
    case 'trialing': {
      if (!subscription.trial_ends_at) return { kind: 'trialing', label: 'Free trial', detail: 'You are on the free trial.' };
      const daysLeft = trialDaysLeft(subscription.trial_ends_at, now);
      const ends = formatBillingDate(subscription.trial_ends_at);
      if (daysLeft < 0) {
        return { kind: 'trial_ended', label: 'Trial ended', detail: `Your free trial ended on ${ends}. Your data is safe and still readable; choose a plan to keep making changes.`, daysLeft };
      }
      return { kind: 'trialing', label: 'Free trial', detail: `Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left (ends on ${ends}).`, daysLeft };
    }
    case 'active':
      if (subscription.cancel_at_period_end) {
        return { kind: 'ending', label: 'Canceling', detail: `${planText}. Canceled: access ends on ${periodEnd ?? 'the end of the period'}.` };
      }
      return { kind: 'active', label: 'Active', detail: periodEnd ? `${planText}. Renews on ${periodEnd}.` : `${planText}.` };
    case 'past_due':
      return { kind: 'past_due', label: 'Past due', detail: `${planText}. The last payment failed: update your card to keep the subscription.` };
    case 'canceled':
      return { kind: 'canceled', label: 'Canceled', detail: periodEnd ? `${planText}. Canceled; access ended on ${periodEnd}.` : `${planText}. Canceled.` };
    case 'incomplete':
      return { kind: 'incomplete', label: 'Incomplete', detail: `${planText}. The first payment has not gone through yet.` };
    default:
      return { kind: 'incomplete', label: subscription.status, detail: planText };
  }
}

/** Only owners and admins may subscribe or change the plan (the checkout function checks it too). */
export function canManageBilling(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** Whether the organization already pays through the provider (then changes go to manage-subscription). */
export function hasProviderSubscription(subscription: BillingSubscription | null | undefined): boolean {
  return Boolean(subscription?.provider_subscription_id) && subscription?.status !== 'canceled';
}
