// Keeps the session atoms in step with supabase auth events. Started once per page however many
// providers mount (the shell's and any isolated remote root).
import { getSupabase } from '../client';
import { loadingAtom, sessionAtom, sessionStore } from '../atoms';

let started = false;

export function startAuthListener(): void {
  if (started) return;
  started = true;
  const supabase = getSupabase();
  // INITIAL_SESSION arrives once the stored session has been read: that ends `loading`.
  supabase.auth.onAuthStateChange((_event, session) => {
    sessionStore.set(sessionAtom, session);
    sessionStore.set(loadingAtom, false);
  });
}
