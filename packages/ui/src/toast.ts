// The one toast helper every app uses: antd notifications from the App context, auto-dismissed
// after 5000 ms (SPEC section 9); 'destructive' toasts are error notifications.
import { App } from 'antd';
import { useCallback } from 'react';

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function useToast(): (options: ToastOptions) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const config = { title, description, duration: TOAST_DURATION_MS / 1000, placement: 'bottomRight' as const };
      if (variant === 'destructive') notification.error(config);
      else if (variant === 'success') notification.success(config);
      else notification.open(config);
    },
    [notification],
  );
}
