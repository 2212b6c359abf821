// Unit tests for the auth actions' own rules (no network: the client is never reached; the
// sign-out failure test replaces the client's answer, the real one is in the integration test).
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from '@supabase/supabase-js';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { authLoadingAtom, sessionStore } from '../atoms';
import { MISSING_CREDENTIALS, signIn, signOut, signUp } from './auth-actions';
import { configureSession, getSupabase } from '../client';
import { registerSessionHost } from '../session-host';
import type { ToastRequest } from '../session-host';

describe('auth actions', () => {
  it('[AUTH-2] [AUTH-4] sign-in without e-mail or password returns the spec error and ends authLoading', async () => {
    const pending = signIn('', 'secret');
    expect(sessionStore.get(authLoadingAtom)).toBe(true);
    const result = await pending;
    expect(result.error?.message).toBe(MISSING_CREDENTIALS);
    expect(result.session).toBeNull();
    expect(sessionStore.get(authLoadingAtom)).toBe(false);
  });

  it('[AUTH-9] sign-up without a password throws the spec error to the caller', async () => {
    await expect(signUp({ email: 'a@b.org', password: '', fullName: 'A', organizationName: 'B' })).rejects.toThrowError(MISSING_CREDENTIALS);
    expect(sessionStore.get(authLoadingAtom)).toBe(false);
  });

  it('refuses to hand out a client before the runtime config arrives', () => {
    expect(() => getSupabase()).toThrowError(/SESSION_NOT_CONFIGURED/);
  });

  it('[AUTH-8] a failed sign-out toasts Sign out Failed with the message, or Something went wrong without one', async () => {
    installWebSocketGlobal();
    configureSession({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon-key-of-a-unit-test' });
    const toasts: ToastRequest[] = [];
    const restoreHost = registerSessionHost({ toast: (request) => toasts.push(request), navigate: () => undefined });
    const answer = vi.spyOn(getSupabase().auth, 'signOut');
    try {
      answer.mockResolvedValueOnce({ error: new AuthError('Logout service unavailable', 503) });
      expect((await signOut()).error?.message).toBe('Logout service unavailable');
      answer.mockResolvedValueOnce({ error: new AuthError('') });
      await signOut();
      expect(toasts).toEqual([
        { title: 'Sign out Failed', description: 'Logout service unavailable', variant: 'destructive' },
        { title: 'Sign out Failed', description: 'Something went wrong', variant: 'destructive' },
      ]);
      expect(sessionStore.get(authLoadingAtom)).toBe(false);
    } finally {
      answer.mockRestore();
      restoreHost();
    }
  });
});
