// React access to the session: AuthProvider provides the shared store, the auth actions and the
// page's one query cache (so every tree that has the session can useQuery: the shell's application
// area, an isolated remote's lifecycles, the standalone harness); useAuth reads them (and refuses
// to work outside a provider, as SPEC section 8 says).
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { authLoadingAtom, loadingAtom, sessionAtom, sessionStore, userAtom } from '../atoms';
import { signIn, signOut, signUp } from './auth-actions';
import { startAuthListener } from './auth-listener';
import { SessionQueryProvider } from '../query/SessionQueryProvider';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
  authLoading: boolean;
  signUp: typeof signUp;
  signIn: typeof signIn;
  signOut: typeof signOut;
}

const AuthActionsContext = createContext<boolean>(false);

export const AUTH_PROVIDER_MISSING = 'useAuth must be used within an AuthProvider';

/** Provides the page's one session store; safe to nest (an isolated remote root inside the shell). */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    startAuthListener();
  }, []);
  return (
    <JotaiProvider store={sessionStore}>
      <SessionQueryProvider>
        <AuthActionsContext.Provider value={true}>{children}</AuthActionsContext.Provider>
      </SessionQueryProvider>
    </JotaiProvider>
  );
}

export function useAuth(): AuthContextValue {
  const insideProvider = useContext(AuthActionsContext);
  if (!insideProvider) throw new Error(AUTH_PROVIDER_MISSING);
  // The store is passed explicitly so a remote's own jotai Provider can never shadow it.
  const session = useAtomValue(sessionAtom, { store: sessionStore });
  const user = useAtomValue(userAtom, { store: sessionStore });
  const loading = useAtomValue(loadingAtom, { store: sessionStore });
  const authLoading = useAtomValue(authLoadingAtom, { store: sessionStore });
  return { user, session, loading, authLoading, signUp, signIn, signOut };
}
