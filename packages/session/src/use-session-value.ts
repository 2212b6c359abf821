// Reads an atom of the shared session store from any app (shell or remote), never from a nearer
// jotai Provider that could shadow it.
import { useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { sessionStore } from './atoms';

export function useSessionValue<Value>(anAtom: Atom<Value>): Value {
  return useAtomValue(anAtom, { store: sessionStore });
}

export function useSetSessionAtom<Value, Args extends unknown[], Result>(anAtom: WritableAtom<Value, Args, Result>): (...args: Args) => Result {
  return useSetAtom(anAtom, { store: sessionStore });
}
