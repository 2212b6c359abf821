// Checkout right after sign-up (BILL-2, BILL-3): 'Finalizing Account' while the user's data loads
// (up to 5 loads, 2000 ms apart) until the organization the sign-up asked for exists, then checkout
// for the chosen plan and cycle; 'Setup Error' when it never appears.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { useNavigate } from '@missionbase/router';
import { FINALIZING_TEXT, SETUP_ERROR_TEXT, waitForOrganization } from '@missionbase/domain/checkout-setup';
import type { BillingCycle, PlanId } from '@missionbase/domain/plans';
import { activeOrganizationIdAtom, loadDashboardData, organizationsAtom, sessionStore, startCheckout, useSessionValue, userAtom } from '@missionbase/session';
import { ThemeProvider, useToast } from '@missionbase/ui';
import { checkoutErrorToast } from './checkout-error-toast';

type Phase = { kind: 'finalizing' } | { kind: 'setup-error' } | { kind: 'checkout-error'; error: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div data-testid="finalizing-account" style={{ position: 'fixed', inset: 0, zIndex: 2000, background: '#ffffff', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ maxWidth: 520, textAlign: 'center' }}>{children}</div>
    </div>
  );
}

function Finalizing({ plan, cycle }: { plan: PlanId | null; cycle: BillingCycle }) {
  // From the store, not useAuth: this renders at the root, where an AuthProvider may not be yet.
  const userId = useSessionValue(userAtom)?.id ?? null;
  const [phase, setPhase] = useState<Phase>({ kind: 'finalizing' });
  const toast = useToast();
  // Read through a ref: a new toast function must not restart the flow.
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);
  const navigate = useNavigate();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || started.current === userId) return;
    started.current = userId;
    let cancelled = false;
    void (async () => {
      const found = await waitForOrganization({
        load: async () => {
          await loadDashboardData();
          return sessionStore.get(organizationsAtom).length;
        },
        sleep,
        cancelled: () => cancelled,
      });
      if (cancelled) return;
      const organizationId = sessionStore.get(activeOrganizationIdAtom);
      if (!found || !organizationId) {
        setPhase({ kind: 'setup-error' });
        return;
      }
      // Back from the provider's page must not start another checkout: drop the flags from this
      // history entry (outside the router, which would otherwise unmount this screen).
      window.history.replaceState(window.history.state, '', '/app/dashboard');
      const result = await startCheckout({ plan, cycle, organizationId });
      if (cancelled || result.ok) return;
      toastRef.current(checkoutErrorToast(result.error));
      setPhase({ kind: 'checkout-error', error: result.error });
    })();
    return () => {
      cancelled = true;
      started.current = null;
    };
  }, [userId, plan, cycle]);

  if (phase.kind === 'setup-error') {
    return (
      <Overlay>
        <Result status="error" title={<h1 style={{ fontSize: 24, margin: 0 }}>{SETUP_ERROR_TEXT.title}</h1>} subTitle={<span role="alert">{SETUP_ERROR_TEXT.description}</span>} extra={<Button onClick={() => void navigate('/contact')}>Contact support</Button>} />
      </Overlay>
    );
  }
  if (phase.kind === 'checkout-error') {
    return (
      <Overlay>
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>Your account is ready</h1>}
          subTitle={<span role="alert">{phase.error}</span>}
          extra={[
            <Button key="plans" type="primary" onClick={() => void navigate('/subscribe')}>
              Choose a plan
            </Button>,
            <Button key="app" onClick={() => void navigate('/app/dashboard', { replace: true })}>
              Go to the dashboard
            </Button>,
          ]}
        />
      </Overlay>
    );
  }
  return (
    <Overlay>
      <div role="status" aria-live="polite">
        <Spin size="large" />
        <h1 style={{ fontSize: 24, margin: '24px 0 8px' }}>{FINALIZING_TEXT.title}</h1>
        <p style={{ color: '#4b5563', margin: 0 }}>{FINALIZING_TEXT.description}</p>
      </div>
    </Overlay>
  );
}

export default function FinalizingAccount(props: { plan: PlanId | null; cycle: BillingCycle }) {
  return (
    <ThemeProvider>
      <Finalizing {...props} />
    </ThemeProvider>
  );
}
