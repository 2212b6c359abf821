// The text of an empty settings table. The kit's default empty text is light grey (#bfbfbf on white,
// contrast 1.8, an axe violation): this one is readable (#595959, contrast 7).
import type { ReactNode } from 'react';

export function EmptyText({ children }: { children: ReactNode }) {
  return <span style={{ color: '#595959' }}>{children}</span>;
}
