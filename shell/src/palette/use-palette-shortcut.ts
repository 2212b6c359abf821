// Cmd/Ctrl+K toggles the command palette anywhere in the app area (SPEC section 9).
import { useEffect } from 'react';
import { paletteOpenAtom, useSetSessionAtom } from '@missionbase/session';

export function usePaletteShortcut(): void {
  const setOpen = useSetSessionAtom(paletteOpenAtom);
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((open) => !open);
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [setOpen]);
}
