// The trial-ended refusal is recognised in a database error message, and nothing else is.
import { describe, expect, it } from 'vitest';
import { TRIAL_ENDED_WRITE_REFUSED, isTrialEndedRefusal } from './billing-messages';

describe('isTrialEndedRefusal', () => {
  it('matches the exact refusal, also inside a longer message', () => {
    expect(isTrialEndedRefusal(TRIAL_ENDED_WRITE_REFUSED)).toBe(true);
    expect(isTrialEndedRefusal(`ERROR: ${TRIAL_ENDED_WRITE_REFUSED}`)).toBe(true);
  });

  it('does not match other errors or nothing', () => {
    expect(isTrialEndedRefusal('new row violates row-level security policy')).toBe(false);
    expect(isTrialEndedRefusal(undefined)).toBe(false);
    expect(isTrialEndedRefusal(null)).toBe(false);
  });
});
