// Jotai atoms of the session state, kept in one store that shell and remotes share.
import { atom, createStore } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';

/** The store every app provides: one per page because this package is a federation singleton. */
export const sessionStore = createStore();

export const sessionAtom = atom<Session | null>(null);
/** Derived, never stored twice. */
export const userAtom = atom<User | null>((get) => get(sessionAtom)?.user ?? null);
/** True until the stored session has been read. */
export const loadingAtom = atom<boolean>(true);
/** True while sign-up, sign-in or sign-out runs. */
export const authLoadingAtom = atom<boolean>(false);
