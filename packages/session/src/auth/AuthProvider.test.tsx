// Unit tests for the auth hook's contract, rendered to a string (no DOM needed).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { AUTH_PROVIDER_MISSING, AuthProvider, useAuth } from './AuthProvider';

function WhoAmI() {
  const { user, loading, authLoading } = useAuth();
  return <span>{`${user?.email ?? 'nobody'} loading=${String(loading)} authLoading=${String(authLoading)}`}</span>;
}

describe('useAuth', () => {
  it('[AUTH] throws outside an AuthProvider with the spec message', () => {
    expect(() => renderToString(<WhoAmI />)).toThrowError(AUTH_PROVIDER_MISSING);
    expect(AUTH_PROVIDER_MISSING).toBe('useAuth must be used within an AuthProvider');
  });

  it('[AUTH] inside the provider, is loading until the stored session has been read', () => {
    expect(renderToString(
      <AuthProvider>
        <WhoAmI />
      </AuthProvider>,
    )).toContain('nobody loading=true authLoading=false');
  });
});

function UsesTheSharedCache() {
  return <span>{useQueryClient() === queryClient ? 'shared cache' : 'another cache'}</span>;
}

describe('AuthProvider', () => {
  it('[12.4] gives its tree the page\'s one QueryClient, so any remote page can useQuery', () => {
    expect(renderToString(
      <AuthProvider>
        <UsesTheSharedCache />
      </AuthProvider>,
    )).toContain('shared cache');
  });
});
