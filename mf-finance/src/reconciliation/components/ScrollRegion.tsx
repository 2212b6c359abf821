// A table that may be wider than a phone scrolls inside this region, not the page; the region is
// focusable and named so keyboard users can scroll it (axe: scrollable-region-focusable), even
// when the table inside has no buttons.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
