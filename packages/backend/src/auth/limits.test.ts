// The MB_AUTH_* variables: a count per window, defaults kept for what is unset, nonsense refused.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS, authLimitsFromEnv } from './limits.ts';

describe('auth limits from the environment', () => {
  it('keeps the strict defaults when nothing is set', () => {
    expect(authLimitsFromEnv({})).toEqual(DEFAULT_AUTH_LIMITS);
    expect(DEFAULT_AUTH_LIMITS.signInSignUpPerAddress).toEqual({ limit: 30, windowSeconds: 300 });
    expect(DEFAULT_AUTH_LIMITS.otpMaxAttempts).toBe(5);
  });

  it('lowers and raises a limit', () => {
    const limits = authLimitsFromEnv({ MB_AUTH_RATE_LIMIT_VERIFY: '5/60', MB_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UP: '1000/300', MB_AUTH_OTP_MAX_ATTEMPTS: '3' });
    expect(limits.verifyPerAddress).toEqual({ limit: 5, windowSeconds: 60 });
    expect(limits.signInSignUpPerAddress).toEqual({ limit: 1000, windowSeconds: 300 });
    expect(limits.otpMaxAttempts).toBe(3);
    const mfa = authLimitsFromEnv({ MB_AUTH_RATE_LIMIT_MFA_CHALLENGE_VERIFY: '5/60', MB_AUTH_RATE_LIMIT_MFA_FAILED_VERIFY: '3/600' });
    expect(mfa.mfaChallengeVerifyPerAddress).toEqual({ limit: 5, windowSeconds: 60 });
    expect(mfa.mfaFailedVerifyPerFactor).toEqual({ limit: 3, windowSeconds: 600 });
  });

  it('refuses a malformed or zero limit rather than run unlimited', () => {
    expect(() => authLimitsFromEnv({ MB_AUTH_RATE_LIMIT_VERIFY: 'lots' })).toThrow(/<count>\/<seconds>/);
    expect(() => authLimitsFromEnv({ MB_AUTH_RATE_LIMIT_VERIFY: '0/60' })).toThrow(/at least 1/);
    expect(() => authLimitsFromEnv({ MB_AUTH_OTP_MAX_ATTEMPTS: '0' })).toThrow(/positive integer/);
  });
});
