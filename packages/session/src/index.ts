// Public entry of @missionbase/session: the ONE session store shared by the shell and every
// remote (a Module Federation singleton, so this single entry is its share key).
export { configureSession, getSupabase, isSessionConfigured } from './client';
export type { SessionConfig } from './client';
export { sessionStore, sessionAtom, userAtom, loadingAtom, authLoadingAtom } from './atoms';
export { signIn, signOut, signUp, MISSING_CREDENTIALS } from './auth-actions';
export type { AuthResult, SignUpInput } from './auth-actions';
export { AuthProvider, useAuth, AUTH_PROVIDER_MISSING } from './AuthProvider';
export type { AuthContextValue } from './AuthProvider';
export { SESSION_INSTANCE_ID } from './instance';
export { SessionProbe } from './SessionProbe';
