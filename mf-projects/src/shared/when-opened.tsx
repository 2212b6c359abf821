// Drawers and modals that load their code the first time they open (issue 21 point 2): a page's cold
// load then skips their form controls, pickers and schemas. Once opened they stay mounted, so closing
// animates and a second open is instant.
import { Suspense, useState, type ReactNode } from 'react';

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Renders `children` (a `React.lazy` drawer or modal) from the first time `open` is true, and keeps it. */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Hover or focus of the button that opens it starts the download, so the first open rarely waits. */
export function preloadOn(load: () => Promise<unknown>): { onMouseEnter: () => void; onFocus: () => void } {
  const start = () => void load().catch(() => undefined);
  return { onMouseEnter: start, onFocus: start };
}
