// A drawer, modal or dialog whose code loads when it first opens instead of with its page (issue 21
// point 2): a cold list page then downloads neither the panel nor what only the panel imports (the
// kit's forms and pickers entries, zod and the form's schema). Once opened the panel stays mounted,
// so closing it animates and opening it again is immediate.
import { Suspense, lazy, useState } from 'react';
import type { ComponentType, JSX } from 'react';

/** The props of the lazy panel: the component's own, and `opened` (render it from now on). */
export type LazyPanelProps<P> = P & {
  /** True once the panel has something to show; it stays mounted after, whatever `opened` becomes. */
  opened: boolean;
};

export interface LazyPanel<P> {
  (props: LazyPanelProps<P>): JSX.Element | null;
  /** Starts loading the panel's code (pointer or focus on the control that opens it, a deep link). */
  preload: () => void;
}

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null; // a later open tries the network again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function Panel({ opened, ...props }: LazyPanelProps<P>) {
    const [mounted, setMounted] = useState(opened);
    // Adjusting state while rendering (not in an effect): the panel mounts in the render that opens it.
    if (opened && !mounted) setMounted(true);
    if (!mounted && !opened) return null;
    // The panel's own props: `opened` is the wrapper's, the rest are P's.
    const own = props as unknown as P;
    return (
      <Suspense fallback={null}>
        <Lazy {...own} />
      </Suspense>
    );
  }
  Panel.preload = () => {
    start().catch(() => undefined); // a failed preload is retried on open, where an error boundary words it
  };
  return Panel;
}
