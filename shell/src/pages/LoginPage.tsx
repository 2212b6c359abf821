// /login: e-mail and password sign-in against the backend; failures toast 'Sign in Failed'. After
// signing in, the person lands on the application page that sent them here (RequireAuth's state,
// e.g. an invitation link), else on the dashboard. A plain form (no antd): the page downloads the
// session and this form, and the signed-in area's chunk starts loading when the form is submitted.
// An account with an authenticator app then asks for its code (SecondFactorStep) before leading on.
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@missionbase/router';
import { needsSecondFactorAtom, sessionStore, useAuth, useSessionValue } from '@missionbase/session';
import { AuthField, AuthPageFrame, AuthSubmit } from '../auth/AuthPageFrame';
import { landingPath } from '../auth/landing-path';
import { SecondFactorStep } from '../auth/SecondFactorStep';
import { loadAppArea } from '../routing/app-area-chunk';
import { showToast } from '../toasts/toast-queue';

export function LoginPage() {
  const { signIn, authLoading, session, loading } = useAuth();
  const navigate = useNavigate();
  const landing = landingPath(useLocation().state);
  const needsSecondFactor = useSessionValue(needsSecondFactorAtom);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (authLoading) return;
    const form = new FormData(event.currentTarget);
    // Where signing in leads next: its chunk downloads while the credentials are checked.
    loadAppArea().catch(() => undefined);
    const { error } = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    if (error) {
      showToast({
        title: 'Sign in Failed',
        description: error.message || 'Something went wrong. Please check your credentials and try again.',
        variant: 'destructive',
      });
      return;
    }
    // With a second factor to enter, the page re-renders as the code step.
    if (!sessionStore.get(needsSecondFactorAtom)) navigate(landing);
  }

  if (!loading && session && needsSecondFactor) return <SecondFactorStep onVerified={() => navigate(landing, { replace: true })} />;
  if (!loading && session) return <Navigate to={landing} replace />;

  return (
    <AuthPageFrame title="Log In">
      <form onSubmit={(event) => void handleSubmit(event)}>
        <AuthField id="email" label="Email" type="email" autoComplete="email" />
        <AuthField id="password" label="Password" type="password" autoComplete="current-password" />
        <AuthSubmit busy={authLoading}>Sign In</AuthSubmit>
      </form>
      <p className="mb-auth-footer">
        No account yet? <Link to="/signup">Get started free</Link>
      </p>
    </AuthPageFrame>
  );
}
