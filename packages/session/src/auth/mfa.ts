// Multi-factor sign-in with an authenticator app through supabase-js `auth.mfa.*`: the session's
// assurance level (read from its token and its user's factors, as getAuthenticatorAssuranceLevel
// does, without a request), enrollment, the sign-in code and removal. A verified code swaps the
// session (MFA_CHALLENGE_VERIFIED), which the auth listener stores like any other.
import { atom } from 'jotai';
import type { Factor, Session } from '@supabase/supabase-js';
import { getSupabase } from '../client';
import { sessionAtom, sessionStore } from '../atoms';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface Assurance {
  /** What the session has proven (null without a session). */
  currentLevel: AssuranceLevel | null;
  /** What it can reach: aal2 once the user has a verified factor. */
  nextLevel: AssuranceLevel | null;
}

/** The `aal` claim of an access token (its payload is base64url JSON); aal1 when unreadable. */
export function tokenAssuranceLevel(accessToken: string): AssuranceLevel {
  const payload = accessToken.split('.')[1];
  if (!payload) return 'aal1';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    return typeof claims === 'object' && claims !== null && 'aal' in claims && claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function verifiedFactors(session: Session | null): Factor[] {
  return (session?.user.factors ?? []).filter((factor) => factor.status === 'verified');
}

export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { currentLevel: null, nextLevel: null };
  const currentLevel = tokenAssuranceLevel(session.access_token);
  return { currentLevel, nextLevel: verifiedFactors(session).length > 0 ? 'aal2' : currentLevel };
}

export const assuranceAtom = atom<Assurance>((get) => assuranceOf(get(sessionAtom)));
/** Signed in with the password, with a second factor still to enter. */
export const needsSecondFactorAtom = atom<boolean>((get) => {
  const { currentLevel, nextLevel } = get(assuranceAtom);
  return currentLevel === 'aal1' && nextLevel === 'aal2';
});

export interface AuthenticatorEnrollment {
  factorId: string;
  /** An `<img>` source: the SVG QR code of the otpauth:// URI. */
  qrCode: string;
  /** The secret, for typing into an app that cannot scan. */
  secret: string;
}

export const ENROLL_FAILED = 'Could not start setting up the authenticator app. Please try again.';
export const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';

function messageOf(error: { code?: string; message: string }): string {
  if (error.code === 'mfa_verification_failed') return WRONG_CODE;
  if (error.code === 'over_request_rate_limit') return 'Too many codes tried. Wait a few minutes and try again.';
  if (error.code === 'mfa_challenge_expired') return 'The code request expired. Enter the code again.';
  return error.message;
}

/** Starts an enrollment; leftovers of an unfinished one are removed first (their names would clash). */
export async function enrollAuthenticator(friendlyName: string): Promise<AuthenticatorEnrollment> {
  const supabase = getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Missionbase' });
  if (error || !data) throw new Error(error ? messageOf(error) : ENROLL_FAILED);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Verifies a code for a factor (an enrollment or the sign-in step); the session becomes aal2. */
export async function verifyAuthenticatorCode(factorId: string, code: string): Promise<void> {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) throw new Error(messageOf(error));
}

/** The sign-in step: the code of the user's (first) verified authenticator app. */
export async function verifySignInCode(code: string): Promise<void> {
  const factor = verifiedFactors(sessionStore.get(sessionAtom)).find((candidate) => candidate.factor_type === 'totp');
  if (!factor) throw new Error('No authenticator app is set up for this account.');
  await verifyAuthenticatorCode(factor.id, code);
}

export async function listAuthenticators(): Promise<Factor[]> {
  const { data, error } = await getSupabase().auth.mfa.listFactors();
  if (error) throw new Error(error.message);
  return data.totp;
}

/** Removes a factor, then refreshes the session so its token and user say what is left. */
export async function removeAuthenticator(factorId: string): Promise<void> {
  const supabase = getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw new Error(messageOf(error));
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw new Error(refreshed.error.message);
}
