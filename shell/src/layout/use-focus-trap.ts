// Keeps keyboard focus inside a modal surface (the mobile drawer) while it is open: focus moves in
// on open, Tab and Shift+Tab cycle inside, Escape asks to close, and focus goes back to the
// control that opened it when it closes (WCAG 2.1.2, 2.4.3).
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // Read through a ref so a new onEscape each render does not re-run the effect (and steal focus).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The drawer turns from visibility:hidden to visible with its open class, and a hidden element
    // ignores focus(): try on each frame until focus is inside (a few frames at most).
    let frame = 0;
    let attempts = 0;
    function moveFocusIn() {
      if (!container || container.contains(document.activeElement)) return;
      focusableIn(container)[0]?.focus();
      attempts += 1;
      if (!container.contains(document.activeElement) && attempts < 30) frame = requestAnimationFrame(moveFocusIn);
    }
    frame = requestAnimationFrame(moveFocusIn);

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', handleKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef]);
}
