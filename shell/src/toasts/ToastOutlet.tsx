// Where queued toasts (toast-queue.ts) appear: nothing until the first one is asked for, then antd's
// notifications in the Missionbase theme, loaded on that first toast (a chunk of its own).
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsRequested } from './toast-queue';

const ThemedToasts = lazy(() => import(/* webpackChunkName: "themed-toasts" */ './ThemedToasts'));

export function ToastOutlet() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToasts />
    </Suspense>
  );
}
