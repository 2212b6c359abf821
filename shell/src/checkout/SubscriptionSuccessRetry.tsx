// Back from a paid checkout (BILL-4): when the user's data shows no organization yet (the provider's
// webhook may still be on its way), load it once more after 3000 ms.
import { useEffect, useState } from 'react';
import { SUBSCRIPTION_SUCCESS_RETRY_MS } from '@missionbase/domain/checkout-setup';
import { dashboardLoadingAtom, loadDashboardData, organizationsAtom, sessionAtom, useSessionValue } from '@missionbase/session';

export default function SubscriptionSuccessRetry() {
  // From the store, not useAuth: this renders at the root, where an AuthProvider may not be yet.
  const session = useSessionValue(sessionAtom);
  const loading = useSessionValue(dashboardLoadingAtom);
  const organizationCount = useSessionValue(organizationsAtom).length;
  const [phase, setPhase] = useState<'before' | 'retrying' | 'done'>('before');
  const needsRetry = Boolean(session) && !loading && organizationCount === 0 && phase === 'before';

  useEffect(() => {
    if (!needsRetry) return;
    // One retry only (SPEC section 4); realtime takes over once an organization exists.
    const timer = setTimeout(() => {
      setPhase('retrying');
      void loadDashboardData().finally(() => setPhase('done'));
    }, SUBSCRIPTION_SUCCESS_RETRY_MS);
    return () => clearTimeout(timer);
  }, [needsRetry]);

  if (!needsRetry && phase !== 'retrying') return null;
  return (
    <div role="status" data-testid="subscription-success-retry" style={{ position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', zIndex: 1500, background: '#ecfdf5', border: '1px solid #a7f3d0', color: '#065f46', borderRadius: 8, padding: '10px 16px' }}>
      Thank you! We are setting up your subscription...
    </div>
  );
}
