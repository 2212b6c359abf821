// A signed-in visitor's calls from a public page carry their access token, found where supabase-js
// keeps the session, while it is valid; anything else calls as a visitor.
import { describe, expect, it } from 'vitest';
import { sessionStorageKey, storedAccessToken } from './public-functions';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const stored = (token: unknown, expiresInSeconds: number) => JSON.stringify({ access_token: token, refresh_token: 'r', expires_at: NOW / 1000 + expiresInSeconds, token_type: 'bearer' });

describe('public pages and the signed-in visitor', () => {
  it('finds the session under the key supabase-js uses for the API host', () => {
    expect(sessionStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });

  it('sends the access token while it has more than a minute left', () => {
    expect(storedAccessToken(stored('jwt-1', 3600), NOW)).toBe('jwt-1');
    expect(storedAccessToken(stored('jwt-1', 30), NOW)).toBeNull();
    expect(storedAccessToken(stored('jwt-1', -10), NOW)).toBeNull();
  });

  it('calls as a visitor when nobody is signed in or the stored session is unreadable', () => {
    expect(storedAccessToken(null, NOW)).toBeNull();
    expect(storedAccessToken('not json', NOW)).toBeNull();
    expect(storedAccessToken(stored(42, 3600), NOW)).toBeNull();
    expect(storedAccessToken('{"access_token":"jwt"}', NOW)).toBeNull();
  });
});
