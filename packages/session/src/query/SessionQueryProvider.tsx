// Provides the page's one QueryClient to a React tree: the shell's application area, the single-spa
// lifecycles of an isolated remote and the standalone harness all wrap their tree in it, so any
// page of any remote can useQuery.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export function SessionQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
