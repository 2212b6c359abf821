// Unit tests of the auth listener: every auth event supabase-js can send moves the session state
// (SPEC section 4). The client is real; only its event source is replaced, so each event (even
// MFA_CHALLENGE_VERIFIED) can be played in turn; mfa.integration.test.ts sends that one for real.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase } from '../client';
import { loadingAtom, sessionAtom, sessionStore } from '../atoms';
import { startAuthListener } from './auth-listener';

type AuthCallback = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;

function sessionNamed(name: string): Session {
  return {
    access_token: `access-${name}`,
    refresh_token: `refresh-${name}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: { id: `user-${name}`, email: `${name}@example.org`, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '2026-11-24T00:00:00Z' },
  };
}

let emit: AuthCallback | null = null;

beforeAll(() => {
  installWebSocketGlobal();
  configureSession({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon-key-of-a-unit-test' });
  vi.spyOn(getSupabase().auth, 'onAuthStateChange').mockImplementation((callback) => {
    emit = callback as AuthCallback;
    return { data: { subscription: { id: 'unit-test', callback: () => undefined, unsubscribe: () => undefined } } };
  });
});

describe('auth listener', () => {
  it('[AUTH-5] INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED and SIGNED_OUT each set the session', async () => {
    startAuthListener();
    startAuthListener(); // a second provider on the page does not subscribe twice
    expect(getSupabase().auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(loadingAtom)).toBe(true);
    if (!emit) throw new Error('the listener did not subscribe');

    await emit('INITIAL_SESSION', null);
    expect(sessionStore.get(loadingAtom)).toBe(false);
    expect(sessionStore.get(sessionAtom)).toBeNull();

    const events: AuthChangeEvent[] = ['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'];
    for (const event of events) {
      const session = sessionNamed(event.toLowerCase());
      await emit(event, session);
      expect(sessionStore.get(sessionAtom), event).toBe(session);
      expect(sessionStore.get(loadingAtom), event).toBe(false);
    }

    await emit('SIGNED_OUT', null);
    expect(sessionStore.get(sessionAtom)).toBeNull();
  });
});
