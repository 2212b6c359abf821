// Loads the billing settings' data for the active organization and loads it again whenever the
// dashboard's copy of the subscription changes (a webhook's change arrives over realtime).
import { useCallback, useEffect, useState } from 'react';
import { activeSubscriptionAtom, useSessionValue } from '@missionbase/session';
import { fetchPayments, type PaymentRow } from './payments-query';
import { fetchSubscription, type SubscriptionRow } from './subscription-query';

export interface BillingData {
  subscription: SubscriptionRow | null;
  subscriptionError: string | null;
  payments: PaymentRow[];
  paymentsError: string | null;
  loading: boolean;
  reload: () => void;
}

export function useBillingData(organizationId: string | null, canReadPayments: boolean): BillingData {
  const dashboardSubscription = useSessionValue(activeSubscriptionAtom);
  const [state, setState] = useState<Omit<BillingData, 'reload'>>({ subscription: null, subscriptionError: null, payments: [], paymentsError: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (!organizationId) return;
    let current = true;
    void Promise.allSettled([fetchSubscription(organizationId), canReadPayments ? fetchPayments(organizationId) : Promise.resolve([])]).then(([subscription, payments]) => {
      if (!current) return;
      setState({
        subscription: subscription.status === 'fulfilled' ? subscription.value : null,
        subscriptionError: subscription.status === 'rejected' ? String(subscription.reason instanceof Error ? subscription.reason.message : subscription.reason) : null,
        payments: payments.status === 'fulfilled' ? payments.value : [],
        paymentsError: payments.status === 'rejected' ? String(payments.reason instanceof Error ? payments.reason.message : payments.reason) : null,
        loading: false,
      });
    });
    return () => {
      current = false;
    };
  }, [organizationId, canReadPayments, dashboardSubscription, attempt]);

  return { ...state, reload };
}
