// A drawer, modal or dialog whose code loads when it first opens instead of with its page, for
// every remote and the shell: a cold page then downloads neither the panel nor what only
// the panel imports (the kit's forms and pickers entries, zod and the form's schema). `lazyPanel` stays
// mounted once opened, so closing it animates and opening it again is immediate; `lazyComponent` is for
// a modal its page mounts only while it is open (it renders whenever it is rendered). `preload` goes on
// the pointer and focus of the control that opens it, so the first open rarely waits.
import { Suspense, lazy, useState } from 'react';
import type { ComponentType, JSX } from 'react';

export interface LazyComponent<P> {
  (props: P): JSX.Element;
  /** Starts loading the code (pointer or focus on the control that opens it, a deep link). */
  preload: () => void;
}

/** The props of a lazy panel: the component's own, and `opened` (render it from now on). */
export type LazyPanelProps<P> = P & {
  /** True once the panel has something to show; it stays mounted after, whatever `opened` becomes. */
  opened: boolean;
};

export interface LazyPanel<P> {
  (props: LazyPanelProps<P>): JSX.Element | null;
  preload: () => void;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A later preload or render tries the network again: React.lazy keeps a rejection for good,
        // so the next render (an error boundary's retry) gets a fresh lazy component.
        loading = null;
        Lazy = lazy(start);
        throw error;
      },
    );
    return loading;
  };
  let Lazy = lazy(start);
  function Loaded(props: P) {
    // Nothing shows while the code arrives (a drawer or modal slides in once it is there).
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Loaded.preload = () => {
    start().catch(() => undefined); // a failed preload is retried on open; a failed open reaches the page's error boundary
  };
  return Loaded;
}

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  const Loaded = lazyComponent(load);
  function Panel({ opened, ...props }: LazyPanelProps<P>) {
    const [mounted, setMounted] = useState(opened);
    // Adjusting state while rendering (not in an effect): the panel mounts in the render that opens it.
    if (opened && !mounted) setMounted(true);
    if (!mounted && !opened) return null;
    // The panel's own props: `opened` is the wrapper's, the rest are P's.
    const own = props as unknown as P;
    return <Loaded {...own} />;
  }
  Panel.preload = Loaded.preload;
  return Panel;
}
