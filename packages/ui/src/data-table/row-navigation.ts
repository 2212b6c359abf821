// Keyboard movement between the rows of a data table: which row takes the focus after a key.

/** The row index focused after `key` from `current` among `count` rows, or null when the key is not a move. */
export function nextRowIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(current + 10, count - 1);
    case 'PageUp':
      return Math.max(current - 10, 0);
    default:
      return null;
  }
}

/** A click on a control inside a row (button, link, input) belongs to that control, not to the row. */
export function isInteractiveTarget(target: EventTarget | null, row: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"]');
  return control !== null && control !== row && row.contains(control);
}
