// A chunk loader that downloads once: later calls share the first download, and a failed one is
// tried again on the next call (the next navigation).
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
