// /signup: creates the account with full name and organization name (the database creates the
// organization from them) and carries checkout/plan/cycle through to the app. A plain form (no
// antd), like /login.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@missionbase/router';
import { useAuth } from '@missionbase/session';
import { AuthField, AuthPageFrame, AuthSubmit } from '../auth/AuthPageFrame';
import { checkoutQuery } from '../auth/checkout-query';
import { loadAppArea } from '../routing/app-area-chunk';
import { showToast } from '../toasts/toast-queue';

export function SignupPage() {
  const { signUp, authLoading } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [confirmationSent, setConfirmationSent] = useState(false);
  const carried = checkoutQuery(search);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (authLoading) return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    loadAppArea().catch(() => undefined);
    try {
      const { session } = await signUp({
        email: field('email'),
        password: field('password'),
        fullName: field('fullName'),
        organizationName: field('organizationName'),
        emailRedirectTo: `${window.location.origin}/app/dashboard${carried}`,
      });
      if (session) navigate(`/app/dashboard${carried}`);
      else setConfirmationSent(true);
    } catch (error) {
      showToast({ title: 'Sign up Failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  }

  return (
    <AuthPageFrame title="Sign Up">
      {confirmationSent ? (
        <div role="alert" className="mb-auth-success">
          Check your e-mail to confirm your account.
        </div>
      ) : null}
      <form onSubmit={(event) => void handleSubmit(event)}>
        <AuthField id="fullName" label="Full name" autoComplete="name" />
        <AuthField id="organizationName" label="Organization name" autoComplete="organization" />
        <AuthField id="email" label="Email" type="email" autoComplete="email" />
        <AuthField id="password" label="Password" type="password" autoComplete="new-password" />
        <AuthSubmit busy={authLoading}>Create account</AuthSubmit>
      </form>
      <p className="mb-auth-footer">
        Already have an account? <Link to={`/login${carried}`}>Log in</Link>
      </p>
    </AuthPageFrame>
  );
}
