// The store's paid-order toast (BILL-5), in its own chunk: it brings antd's notification only to
// the page that returns from a paid checkout. It keeps its own theme so it works on public pages.
import { useEffect, useRef } from 'react';
import { PURCHASE_SUCCESS_TOAST } from '@missionbase/domain/checkout-setup';
import { ThemeProvider, useToast } from '@missionbase/ui';

function Toast() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ ...PURCHASE_SUCCESS_TOAST, variant: 'success' });
  }, [toast]);
  return null;
}

export default function PurchaseSuccessToast() {
  return (
    <ThemeProvider>
      <Toast />
    </ThemeProvider>
  );
}
