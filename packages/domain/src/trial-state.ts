// The trial banner's state (SPEC section 4): which of the three messages a subscription calls for.

/** Within this many days of the trial end the banner warns instead of merely informing. */
export const TRIAL_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialSubscription {
  status: string;
  trial_ends_at: string | null;
}

export type TrialBannerState =
  | { kind: 'ended'; daysLeft: number }
  | { kind: 'ending'; daysLeft: number }
  | { kind: 'active'; daysLeft: number };

/** Whole days until the trial ends, rounded up (a trial ending later today still has 1 day). */
export function trialDaysLeft(trialEndsAt: string, now: Date): number {
  return Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY_MS);
}

/** null when no banner is shown: not trialing, or no trial end recorded. */
export function trialBannerState(subscription: TrialSubscription | null | undefined, now: Date): TrialBannerState | null {
  if (!subscription || subscription.status !== 'trialing' || !subscription.trial_ends_at) return null;
  const daysLeft = trialDaysLeft(subscription.trial_ends_at, now);
  if (Number.isNaN(daysLeft)) return null;
  if (daysLeft < 0) return { kind: 'ended', daysLeft };
  if (daysLeft <= TRIAL_WARNING_DAYS) return { kind: 'ending', daysLeft };
  return { kind: 'active', daysLeft };
}

export const TRIAL_SUBSCRIBE_PATH = '/subscribe?from_trial=true';

/** The banner's words, exactly as SPEC section 4 quotes them. */
export function trialBannerText(state: TrialBannerState): { title: string; message: string | null; button: string } {
  switch (state.kind) {
    case 'ended':
      return { title: 'Your trial has ended!', message: 'Please subscribe to continue using the product.', button: 'Subscribe Now' };
    case 'ending':
      return {
        title: `Your trial ends in ${state.daysLeft} day(s).`,
        message: "Don't lose access to your data. Choose a plan to continue.",
        button: 'Choose a Plan',
      };
    case 'active':
      return { title: `You have ${state.daysLeft} days left in your trial.`, message: null, button: 'Upgrade Plan' };
  }
}
