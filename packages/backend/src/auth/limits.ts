// The auth service's rate limits and one-time-code attempt limit: their defaults (strict, in the
// spirit of GoTrue's), how the environment changes them, and the client address they count by.
import type { IncomingMessage } from 'node:http';

/** At most `limit` events per `windowSeconds` (a sliding window). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface AuthLimits {
  /** Password sign-ins and sign-ups from one address (GoTrue hosted: 30 per 5 min per IP). */
  signInSignUpPerAddress: RateRule;
  /** Sign-in attempts for one account from one address that did not succeed (wrong password). */
  failedSignInPerAddressAndAccount: RateRule;
  /** Refresh-token grants from one address (GOTRUE_RATE_LIMIT_TOKEN_REFRESH: 150 per 5 min). */
  tokenRefreshPerAddress: RateRule;
  /** Verifications, POST and GET /verify, from one address (GOTRUE_RATE_LIMIT_VERIFY: 30 per 5 min). */
  verifyPerAddress: RateRule;
  /** MFA challenges and verifications from one address (GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 per minute). */
  mfaChallengeVerifyPerAddress: RateRule;
  /** Wrong authenticator codes for one factor, from any address (a second step cannot be guessed from many addresses). */
  mfaFailedVerifyPerFactor: RateRule;
  /** Requests that mail a code (/otp, /magiclink, /recover, /resend, /reauthenticate) from one address (GOTRUE_RATE_LIMIT_OTP). */
  mailRequestPerAddress: RateRule;
  /** Codes mailed to one e-mail address (GoTrue's GOTRUE_SMTP_MAX_FREQUENCY: one per 60 s). */
  mailPerRecipient: RateRule;
  /** Wrong codes entered for one e-mail address before its pending codes are voided. */
  otpMaxAttempts: number;
  /**
   * Header holding the client address when the API sits behind a trusted proxy
   * (GOTRUE_RATE_LIMIT_HEADER, e.g. `x-forwarded-for`). Unset: the socket's address. Never set it
   * without such a proxy, or every client picks its own address.
   */
  clientAddressHeader: string | undefined;
  /**
   * How long after signing in a session may set a new password without the current one or a
   * reauthentication nonce (a recovery link's session relies on this).
   */
  freshSessionSeconds: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInSignUpPerAddress: { limit: 30, windowSeconds: 300 },
  failedSignInPerAddressAndAccount: { limit: 10, windowSeconds: 300 },
  tokenRefreshPerAddress: { limit: 150, windowSeconds: 300 },
  verifyPerAddress: { limit: 30, windowSeconds: 300 },
  mfaChallengeVerifyPerAddress: { limit: 15, windowSeconds: 60 },
  mfaFailedVerifyPerFactor: { limit: 10, windowSeconds: 300 },
  mailRequestPerAddress: { limit: 30, windowSeconds: 3600 },
  mailPerRecipient: { limit: 1, windowSeconds: 60 },
  otpMaxAttempts: 5,
  clientAddressHeader: undefined,
  freshSessionSeconds: 600,
};

/**
 * Limits for test suites that sign in hundreds of times from 127.0.0.1 (integration and
 * end-to-end): still limits, just far above what a suite does. Tests of the limits themselves set
 * their own low ones.
 */
export const TEST_AUTH_LIMITS: AuthLimits = {
  ...DEFAULT_AUTH_LIMITS,
  signInSignUpPerAddress: { limit: 100_000, windowSeconds: 300 },
  failedSignInPerAddressAndAccount: { limit: 10, windowSeconds: 300 },
  tokenRefreshPerAddress: { limit: 100_000, windowSeconds: 300 },
  verifyPerAddress: { limit: 100_000, windowSeconds: 300 },
  mfaChallengeVerifyPerAddress: { limit: 100_000, windowSeconds: 60 },
  mailRequestPerAddress: { limit: 100_000, windowSeconds: 300 },
  mailPerRecipient: { limit: 1000, windowSeconds: 60 },
};

/** `30/300` = 30 per 300 seconds. */
function ruleFromEnv(name: string, value: string | undefined, fallback: RateRule): RateRule {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must look like <count>/<seconds>, got ${value}`);
  const rule = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  if (rule.limit < 1 || rule.windowSeconds < 1) throw new Error(`${name} needs a count and a window of at least 1, got ${value}`);
  return rule;
}

function positiveIntFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}

/** Reads the MB_AUTH_* variables (docs/security.md lists them); anything unset keeps its default. */
export function authLimitsFromEnv(env: NodeJS.ProcessEnv, defaults: AuthLimits = DEFAULT_AUTH_LIMITS): AuthLimits {
  const rule = (name: string, fallback: RateRule): RateRule => ruleFromEnv(name, env[name], fallback);
  return {
    signInSignUpPerAddress: rule('MB_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UP', defaults.signInSignUpPerAddress),
    failedSignInPerAddressAndAccount: rule('MB_AUTH_RATE_LIMIT_FAILED_SIGN_IN', defaults.failedSignInPerAddressAndAccount),
    tokenRefreshPerAddress: rule('MB_AUTH_RATE_LIMIT_TOKEN_REFRESH', defaults.tokenRefreshPerAddress),
    verifyPerAddress: rule('MB_AUTH_RATE_LIMIT_VERIFY', defaults.verifyPerAddress),
    mfaChallengeVerifyPerAddress: rule('MB_AUTH_RATE_LIMIT_MFA_CHALLENGE_VERIFY', defaults.mfaChallengeVerifyPerAddress),
    mfaFailedVerifyPerFactor: rule('MB_AUTH_RATE_LIMIT_MFA_FAILED_VERIFY', defaults.mfaFailedVerifyPerFactor),
    mailRequestPerAddress: rule('MB_AUTH_RATE_LIMIT_OTP', defaults.mailRequestPerAddress),
    mailPerRecipient: rule('MB_AUTH_RATE_LIMIT_EMAIL_PER_RECIPIENT', defaults.mailPerRecipient),
    otpMaxAttempts: positiveIntFromEnv('MB_AUTH_OTP_MAX_ATTEMPTS', env.MB_AUTH_OTP_MAX_ATTEMPTS, defaults.otpMaxAttempts),
    clientAddressHeader: env.MB_AUTH_RATE_LIMIT_HEADER?.trim().toLowerCase() || defaults.clientAddressHeader,
    freshSessionSeconds: positiveIntFromEnv('MB_AUTH_FRESH_SESSION_SECONDS', env.MB_AUTH_FRESH_SESSION_SECONDS, defaults.freshSessionSeconds),
  };
}

/** The address a request is counted under: the trusted proxy header's first entry, else the socket's. */
export function clientAddress(req: IncomingMessage, limits: Pick<AuthLimits, 'clientAddressHeader'>): string {
  if (limits.clientAddressHeader) {
    const raw = req.headers[limits.clientAddressHeader];
    const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  const address = req.socket.remoteAddress ?? '';
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: count it as a.b.c.d.
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
