// Whether a CSS media query matches, kept current as the window resizes.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC section 9: below 1024 px the sidebar is a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
