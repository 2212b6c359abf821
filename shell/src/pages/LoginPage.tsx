// /login: e-mail and password sign-in against the backend; failures toast 'Sign in Failed'. After
// signing in, the person lands on the application page that sent them here (RequireAuth's state,
// e.g. an invitation link), else on the dashboard.
import { Button, Form, Input } from '@missionbase/ui';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@missionbase/session';
import { useToast } from '@missionbase/ui';
import { AuthPageFrame } from '../auth/AuthPageFrame';
import { landingPath } from '../auth/landing-path';

interface LoginValues {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const { signIn, authLoading, session, loading } = useAuth();
  const navigate = useNavigate();
  const landing = landingPath(useLocation().state);
  const toast = useToast();

  async function handleFinish(values: LoginValues) {
    const { error } = await signIn(values.email ?? '', values.password ?? '');
    if (error) {
      toast({
        title: 'Sign in Failed',
        description: error.message || 'Something went wrong. Please check your credentials and try again.',
        variant: 'destructive',
      });
      return;
    }
    navigate(landing);
  }

  if (!loading && session) return <Navigate to={landing} replace />;

  return (
    <AuthPageFrame title="Log In">
      <Form<LoginValues> layout="vertical" onFinish={(values) => void handleFinish(values)} requiredMark={false}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={authLoading} block>
          Sign In
        </Button>
      </Form>
      <p style={{ marginTop: 16 }}>
        No account yet? <Link to="/signup">Get started free</Link>
      </p>
    </AuthPageFrame>
  );
}
