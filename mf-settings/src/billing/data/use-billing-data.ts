// The billing settings' data for the active organization in one object: the subscription row and,
// for owners and admins, the payment history, each its own query on the session's cache (realtime
// refetches them when the provider's webhook changes a row).
import { useSubscriptionQuery, type SubscriptionRow } from './subscription-query';
import { usePaymentsQuery, type PaymentRow } from './payments-query';

export interface BillingData {
  subscription: SubscriptionRow | null;
  subscriptionError: string | null;
  payments: PaymentRow[];
  paymentsError: string | null;
  loading: boolean;
  reload: () => void;
}

export function useBillingData(organizationId: string | null, canReadPayments: boolean): BillingData {
  const subscription = useSubscriptionQuery(organizationId);
  const payments = usePaymentsQuery(organizationId, canReadPayments);
  return {
    subscription: subscription.data ?? null,
    subscriptionError: subscription.error?.message ?? null,
    payments: payments.data ?? [],
    paymentsError: payments.error?.message ?? null,
    // A query that is disabled (a member cannot read payments) is pending but not loading.
    loading: subscription.isLoading || payments.isLoading,
    reload: () => {
      void subscription.refetch();
      if (canReadPayments) void payments.refetch();
    },
  };
}
