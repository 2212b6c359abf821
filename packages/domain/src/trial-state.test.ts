// Unit tests of the trial banner's three states and their exact words.
import { describe, expect, it } from 'vitest';
import { trialBannerState, trialBannerText, trialDaysLeft } from './trial-state';

const now = new Date('2026-11-22T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('trialBannerState', () => {
  it('[TRIAL-1] shows nothing unless trialing with a trial end', () => {
    expect(trialBannerState(null, now)).toBeNull();
    expect(trialBannerState({ status: 'active', trial_ends_at: inDays(3) }, now)).toBeNull();
    expect(trialBannerState({ status: 'trialing', trial_ends_at: null }, now)).toBeNull();
  });
  it('[TRIAL-2] below 0 days left: ended', () => {
    const state = trialBannerState({ status: 'trialing', trial_ends_at: inDays(-2) }, now);
    expect(state).toEqual({ kind: 'ended', daysLeft: -2 });
    expect(state && trialBannerText(state)).toEqual({
      title: 'Your trial has ended!',
      message: 'Please subscribe to continue using the product.',
      button: 'Subscribe Now',
    });
  });
  it('[TRIAL-3] 7 days or fewer: ending, with the day count', () => {
    const state = trialBannerState({ status: 'trialing', trial_ends_at: inDays(7) }, now);
    expect(state).toEqual({ kind: 'ending', daysLeft: 7 });
    expect(state && trialBannerText(state).title).toBe('Your trial ends in 7 day(s).');
    expect(trialBannerState({ status: 'trialing', trial_ends_at: inDays(0) }, now)?.kind).toBe('ending');
  });
  it('[TRIAL-4] more than 7 days: informs', () => {
    const state = trialBannerState({ status: 'trialing', trial_ends_at: inDays(14) }, now);
    expect(state).toEqual({ kind: 'active', daysLeft: 14 });
    expect(state && trialBannerText(state)).toEqual({ title: 'You have 14 days left in your trial.', message: null, button: 'Upgrade Plan' });
  });
  it('rounds part days up', () => {
    expect(trialDaysLeft(new Date(now.getTime() + 3_600_000).toISOString(), now)).toBe(1);
    expect(trialDaysLeft(new Date(now.getTime() + 7.5 * 86_400_000).toISOString(), now)).toBe(8);
  });
});
