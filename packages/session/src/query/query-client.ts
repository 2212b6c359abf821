// The ONE react-query cache of the page. It lives in @missionbase/session, a federation singleton,
// and @tanstack/react-query is shared as a singleton too, so the shell and every remote read and
// invalidate the same cache (realtime invalidation in realtime/ reaches every page's queries).
import { QueryClient } from '@tanstack/react-query';

/**
 * Realtime keeps the cache fresh (changes invalidate their tables' keys, a reconnect refetches what
 * is shown), so data stays fresh for a while and a window focus does not refetch everything.
 */
export function createSessionQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // One quiet retry for a network blip; after that the screen shows its error with Retry.
        retry: 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createSessionQueryClient();
