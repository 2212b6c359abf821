// What the session needs from the app that hosts it: showing a toast and navigating. The shell
// registers both; until then toasts go to the console and navigation changes location, so a remote
// running alone still behaves.

export type ToastVariant = 'default' | 'success' | 'destructive';
export interface ToastRequest {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
export interface SessionHost {
  toast: (request: ToastRequest) => void;
  /** May return a promise that settles once the navigation is done. */
  navigate: (path: string) => void | Promise<void>;
}

const fallbackHost: SessionHost = {
  toast: (request) => console.warn(`[toast] ${request.title}: ${request.description ?? ''}`),
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
};

let host: SessionHost = fallbackHost;

/** Registers the host; returns a function that restores the previous one. */
export function registerSessionHost(next: SessionHost): () => void {
  const previous = host;
  host = next;
  return () => {
    host = previous;
  };
}

export function sessionHost(): SessionHost {
  return host;
}
