// /signup: creates the account with full name and organization name (the database creates the
// organization from them) and carries checkout/plan/cycle through to the app.
import { useState } from 'react';
import { Alert, Button, Form, Input } from '@missionbase/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@missionbase/session';
import { useToast } from '@missionbase/ui';
import { AuthPageFrame } from '../auth/AuthPageFrame';
import { checkoutQuery } from '../auth/checkout-query';

interface SignupValues {
  fullName?: string;
  organizationName?: string;
  email?: string;
  password?: string;
}

export function SignupPage() {
  const { signUp, authLoading } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const [confirmationSent, setConfirmationSent] = useState(false);
  const carried = checkoutQuery(search);

  async function handleFinish(values: SignupValues) {
    try {
      const { session } = await signUp({
        email: values.email ?? '',
        password: values.password ?? '',
        fullName: values.fullName ?? '',
        organizationName: values.organizationName ?? '',
        emailRedirectTo: `${window.location.origin}/app/dashboard${carried}`,
      });
      if (session) navigate(`/app/dashboard${carried}`);
      else setConfirmationSent(true);
    } catch (error) {
      toast({ title: 'Sign up Failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  }

  return (
    <AuthPageFrame title="Sign Up">
      {confirmationSent ? <Alert type="success" title="Check your e-mail to confirm your account." style={{ marginBottom: 16 }} /> : null}
      <Form<SignupValues> layout="vertical" onFinish={(values) => void handleFinish(values)} requiredMark={false}>
        <Form.Item label="Full name" name="fullName">
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Organization name" name="organizationName">
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={authLoading} block>
          Create account
        </Button>
      </Form>
      <p style={{ marginTop: 16 }}>
        Already have an account? <Link to={`/login${carried}`}>Log in</Link>
      </p>
    </AuthPageFrame>
  );
}
