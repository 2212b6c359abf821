// Multi-factor sign-in through the session package against the real backend: the page's client
// enrolls an authenticator app, signs in again at aal1 with the code step pending, and the code's
// MFA_CHALLENGE_VERIFIED event puts the aal2 session in the store; removing the factor ends the step.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase } from '../client';
import { sessionAtom, sessionStore } from '../atoms';
import { startAuthListener } from './auth-listener';
import { signIn, signUp } from './auth-actions';
import { assuranceAtom, enrollAuthenticator, needsSecondFactorAtom, removeAuthenticator, verifyAuthenticatorCode, verifySignInCode, WRONG_CODE } from './mfa';

let backend: TestBackend;

function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

beforeAll(async () => {
  backend = await startTestBackend();
  installWebSocketGlobal();
  configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  startAuthListener();
}, 180_000);

afterAll(async () => {
  await backend?.stop();
}, 60_000);

describe('multi-factor sign-in in the session store', () => {
  it('asks for the code after the password once an authenticator app is set up, and the verified code makes the stored session aal2', async () => {
    const email = `mfa-session-${Date.now()}@example.org`;
    const password = 'second step password 1';
    await signUp({ email, password, fullName: 'Ada Session', organizationName: 'Session Pantry' });
    expect(sessionStore.get(assuranceAtom)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrollment = await enrollAuthenticator('Phone');
    expect(enrollment.qrCode.startsWith('data:image/svg+xml')).toBe(true);
    await verifyAuthenticatorCode(enrollment.factorId, codeFor(enrollment.secret));
    expect(sessionStore.get(assuranceAtom)).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });

    await getSupabase().auth.signOut();
    expect((await signIn(email, password)).error).toBeNull();
    expect(sessionStore.get(needsSecondFactorAtom)).toBe(true);
    await expect(verifySignInCode(codeFor(enrollment.secret))).rejects.toThrow(WRONG_CODE);

    const events: string[] = [];
    const { data } = getSupabase().auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await verifySignInCode(codeFor(enrollment.secret, 1));
    data.subscription.unsubscribe();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    await vi.waitFor(() => expect(sessionStore.get(needsSecondFactorAtom)).toBe(false));
    expect(sessionStore.get(assuranceAtom).currentLevel).toBe('aal2');

    await removeAuthenticator(enrollment.factorId);
    await vi.waitFor(() => expect(sessionStore.get(assuranceAtom)).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' }));
    expect(sessionStore.get(sessionAtom)?.user.factors ?? []).toEqual([]);
  }, 60_000);
});
