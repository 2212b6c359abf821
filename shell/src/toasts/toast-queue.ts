// Toasts asked for outside the antd-themed area (the session's own, the sign-in pages'): queued
// here until ToastOutlet has loaded antd's notifications, so a page without a toast never
// downloads the design system for it.
import type { ToastRequest } from '@missionbase/session';

const queue: ToastRequest[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast (antd notification, SPEC section 9); the first one loads the notification code. */
export function showToast(request: ToastRequest): void {
  queue.push(request);
  requested = true;
  for (const listener of listeners) listener();
}

/** Removes and returns the toasts waiting to be shown. */
export function takeToasts(): ToastRequest[] {
  return queue.splice(0);
}

/** True once any toast was asked for: from then on the notification code is mounted. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
