// Shows the queued toasts through the design system's toast helper (antd notifications from the
// App context, 5000 ms), inside the Missionbase theme. Loaded by ToastOutlet on the first toast.
import { useEffect } from 'react';
import { ThemeProvider, useToast } from '@missionbase/ui';
import { subscribeToasts, takeToasts } from './toast-queue';

function QueueDrain() {
  const toast = useToast();
  useEffect(() => {
    const drain = () => {
      for (const request of takeToasts()) toast(request);
    };
    drain();
    return subscribeToasts(drain);
  }, [toast]);
  return null;
}

export default function ThemedToasts() {
  return (
    <ThemeProvider>
      <QueueDrain />
    </ThemeProvider>
  );
}
