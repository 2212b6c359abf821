// A table that may be wider than a phone scrolls sideways inside this region, which the keyboard
// can focus (Tab, then the arrow keys) and a screen reader names, so the page itself never widens.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children, style }: { label: string; children: ReactNode; style?: React.CSSProperties }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%', ...style }}>
      {children}
    </div>
  );
}
