// The page's supabase client refreshes its session by itself (SPEC section 9: a 30 s tick, a refresh
// once 3 ticks remain), against the real backend, with the clock and the tick's interval faked.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend } from '@missionbase/backend/test/start-test-backend';
import type { TestBackend } from '@missionbase/backend/test/start-test-backend';
import { installWebSocketGlobal } from '@missionbase/backend/test/supabase-client';
import { configureSession, getSupabase } from '../client';
import { sessionAtom, sessionStore } from '../atoms';
import { signOut, signUp } from './auth-actions';
import { startAuthListener } from './auth-listener';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  installWebSocketGlobal();
}, 180_000);

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await getSupabase().auth.stopAutoRefresh();
});

afterAll(async () => {
  await backend?.stop();
}, 60_000);

describe('session auto-refresh', () => {
  it('[AUTH-11] ticks every 30 s and refreshes at the first tick with 3 ticks (90-119 s) left, not before', async () => {
    // Only the clock and intervals are faked, from before the client exists, so the ticker the
    // client starts by itself (autoRefreshToken; Node has no tab visibility) runs on them. Network
    // and the backend's own timers stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    configureSession({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
    startAuthListener();
    const { session } = await signUp({ email: `refresh-${Date.now()}@example.org`, password: 'refresh-password-1', fullName: 'Rae Fresh', organizationName: 'Refresh Pantry' });
    const expiresAtMs = (session?.expires_at ?? 0) * 1000;
    expect(expiresAtMs).toBeGreaterThan(Date.now());

    // When each refresh request leaves, on the faked clock.
    const refreshedAt: number[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/auth/v1/token') && url.includes('grant_type=refresh_token')) refreshedAt.push(Date.now());
      return realFetch(input, init);
    });

    const start = expiresAtMs - 151_000; // 5 ticks left
    vi.setSystemTime(start);
    await vi.advanceTimersByTimeAsync(30_000); // 121 s left: 4 ticks, no refresh
    await vi.advanceTimersByTimeAsync(30_000); // 91 s left: 3 ticks, refresh
    await vi.waitFor(() => expect(sessionStore.get(sessionAtom)?.refresh_token).not.toBe(session?.refresh_token));
    expect(refreshedAt).toEqual([start + 60_000]);
    const refreshed = sessionStore.get(sessionAtom);
    expect(refreshed?.user.id).toBe(session?.user.id);
    expect((refreshed?.expires_at ?? 0) * 1000).toBeGreaterThan(expiresAtMs);

    // The new session is far from expiry: the next ticks leave it alone.
    await vi.advanceTimersByTimeAsync(90_000);
    await getSupabase().auth.getSession();
    expect(refreshedAt).toHaveLength(1);
    vi.useRealTimers();
    await signOut();
  }, 60_000);
});
