// Keeps Tab inside a dialog: from its last control Tab goes to the first, and Shift+Tab from the
// first to the last. antd's Modal only pulls focus back once it lands elsewhere in the page, so
// without this Tab from the last control leaves the page for the browser's own toolbar.
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled')) return false;
    // Hidden controls (a closed popup's, antd's focus sentinels sized 0) cannot take focus.
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const elements = tabbable(event.currentTarget);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
