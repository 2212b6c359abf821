// Query keys of the billing settings: `[<table>, organizationId, ...]`, so a realtime change of the
// subscription or of a payment (the provider's webhook) invalidates them through the session.
export const billingKeys = {
  subscription: (organizationId: string) => ['subscriptions', organizationId, 'billing-settings'] as const,
  payments: (organizationId: string) => ['billing_payments', organizationId, 'history'] as const,
};
