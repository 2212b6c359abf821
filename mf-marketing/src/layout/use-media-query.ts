// Whether a CSS media query matches, kept current as the window resizes (no effect-driven copy).
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC 9: the mobile breakpoint is 1024 px. */
export const MOBILE_QUERY = '(max-width: 1023.98px)';
