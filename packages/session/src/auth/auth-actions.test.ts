// Unit tests for the auth actions' own rules (no network: the client is never reached).
import { describe, expect, it } from 'vitest';
import { authLoadingAtom, sessionStore } from '../atoms';
import { MISSING_CREDENTIALS, signIn, signUp } from './auth-actions';
import { getSupabase } from '../client';

describe('auth actions', () => {
  it('[AUTH] sign-in without e-mail or password returns the spec error and ends authLoading', async () => {
    const pending = signIn('', 'secret');
    expect(sessionStore.get(authLoadingAtom)).toBe(true);
    const result = await pending;
    expect(result.error?.message).toBe(MISSING_CREDENTIALS);
    expect(result.session).toBeNull();
    expect(sessionStore.get(authLoadingAtom)).toBe(false);
  });

  it('[AUTH] sign-up without a password throws the spec error to the caller', async () => {
    await expect(signUp({ email: 'a@b.org', password: '', fullName: 'A', organizationName: 'B' })).rejects.toThrowError(MISSING_CREDENTIALS);
    expect(sessionStore.get(authLoadingAtom)).toBe(false);
  });

  it('refuses to hand out a client before the runtime config arrives', () => {
    expect(() => getSupabase()).toThrowError(/SESSION_NOT_CONFIGURED/);
  });
});
