// Sign-up, sign-in and sign-out against the supabase client, with authLoading on while they run.
import type { AuthError, Session, User } from '@supabase/supabase-js';
import { getSupabase } from '../client';
import { authLoadingAtom, sessionAtom, sessionStore } from '../atoms';
import { SIGN_OUT_FAILED_FALLBACK, SIGN_OUT_FAILED_TITLE } from '../organization/organization-messages';
import { sessionHost } from '../session-host';

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  organizationName: string;
  /** Where the confirmation e-mail leads back to; the checkout query is carried in it. */
  emailRedirectTo?: string;
}

export interface AuthResult {
  user: User | null;
  session: Session | null;
  error: AuthError | Error | null;
}

async function withAuthLoading<T>(action: () => Promise<T>): Promise<T> {
  sessionStore.set(authLoadingAtom, true);
  try {
    return await action();
  } finally {
    sessionStore.set(authLoadingAtom, false);
  }
}

/** Sign-up errors are thrown to the caller (SPEC section 8). */
export function signUp(input: SignUpInput): Promise<AuthResult> {
  return withAuthLoading(async () => {
    if (!input.email || !input.password) throw new Error(MISSING_CREDENTIALS);
    const { data, error } = await getSupabase().auth.signUp({
      email: input.email,
      password: input.password,
      options: {
        data: { full_name: input.fullName, organization_name: input.organizationName },
        ...(input.emailRedirectTo ? { emailRedirectTo: input.emailRedirectTo } : {}),
      },
    });
    if (error) throw error;
    if (data.session) sessionStore.set(sessionAtom, data.session);
    return { user: data.user, session: data.session, error: null };
  });
}

/** Sign-in failures are returned, not thrown, so the page can toast them. */
export function signIn(email: string, password: string): Promise<AuthResult> {
  return withAuthLoading(async () => {
    if (!email || !password) return { user: null, session: null, error: new Error(MISSING_CREDENTIALS) };
    const { data, error } = await getSupabase().auth.signInWithPassword({ email, password });
    if (error) return { user: null, session: null, error };
    sessionStore.set(sessionAtom, data.session);
    return { user: data.user, session: data.session, error: null };
  });
}

export function signOut(): Promise<{ error: AuthError | null }> {
  return withAuthLoading(async () => {
    const { error } = await getSupabase().auth.signOut();
    if (error) {
      // SPEC section 8: 'Sign out Failed' with the message or a fallback.
      sessionHost().toast({ title: SIGN_OUT_FAILED_TITLE, description: error.message || SIGN_OUT_FAILED_FALLBACK, variant: 'destructive' });
    } else {
      sessionStore.set(sessionAtom, null);
    }
    return { error };
  });
}
