// Unit tests for the auth hook's contract, rendered to a string (no DOM needed).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { AUTH_PROVIDER_MISSING, AuthProvider, useAuth } from './AuthProvider';
import type { AuthContextValue } from './AuthProvider';
import { signIn, signOut, signUp } from './auth-actions';

function WhoAmI() {
  const { user, loading, authLoading } = useAuth();
  return <span>{`${user?.email ?? 'nobody'} loading=${String(loading)} authLoading=${String(authLoading)}`}</span>;
}

describe('useAuth', () => {
  it('[AUTH-10] throws outside an AuthProvider with the spec message', () => {
    expect(() => renderToString(<WhoAmI />)).toThrowError(AUTH_PROVIDER_MISSING);
    expect(AUTH_PROVIDER_MISSING).toBe('useAuth must be used within an AuthProvider');
  });

  it('[AUTH-4] inside the provider, is loading until the stored session has been read', () => {
    expect(renderToString(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    )).toContain('nobody loading=true authLoading=false');
  });
});

function Capture({ into }: { into: AuthContextValue[] }) {
  into.push(useAuth());
  return null;
}

describe('the auth context', () => {
  it('[AUTH-3] exposes user, session, loading, authLoading, signUp, signIn and signOut', () => {
    const seen: AuthContextValue[] = [];
    renderToString(
      <AuthProvider>
        <Capture into={seen} />
      </AuthProvider>,
    );
    const value = seen[0];
    expect(Object.keys(value ?? {}).sort()).toEqual(['authLoading', 'loading', 'session', 'signIn', 'signOut', 'signUp', 'user']);
    expect(value).toMatchObject({ user: null, session: null, loading: true, authLoading: false });
    expect(value?.signUp).toBe(signUp);
    expect(value?.signIn).toBe(signIn);
    expect(value?.signOut).toBe(signOut);
  });
});

function UsesTheSharedCache() {
  return <span>{useQueryClient() === queryClient ? 'shared cache' : 'another cache'}</span>;
}

describe('AuthProvider', () => {
  it('gives its tree the page\'s one QueryClient, so any remote page can useQuery', () => {
    expect(renderToString(
      <AuthProvider>
        <UsesTheSharedCache />
      </AuthProvider>,
    )).toContain('shared cache');
  });
});
