// The profile's "Multi-factor sign-in" card: set up an authenticator app (scan the QR code or type
// the key, then prove it with a code), see the apps set up, remove one. The list is the session
// user's verified factors (the verified code and the removal both swap the session, so it is
// never stale); the secret is shown only while setting up.
import { useRef, useState, type FormEvent } from 'react';
import { enrollAuthenticator, removeAuthenticator, sessionAtom, useSessionValue, verifiedFactors, verifyAuthenticatorCode } from '@missionbase/session';
import type { AuthenticatorEnrollment } from '@missionbase/session';
import { Alert, Button, Popconfirm, Space, Tag, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Input, type InputRef } from '@missionbase/ui/forms';

const APP_NAME = 'Authenticator app';

function addedOn(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function EnrollmentSteps({ enrollment, onDone, onCancel }: { enrollment: AuthenticatorEnrollment; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<InputRef>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Enter the 6-digit code your authenticator app shows.');
      inputRef.current?.focus();
      return;
    }
    setVerifying(true);
    setError(null);
    try {
      await verifyAuthenticatorCode(enrollment.factorId, code);
      onDone();
    } catch (caught) {
      setError(serverErrorMessage(caught));
      inputRef.current?.select();
    } finally {
      setVerifying(false);
    }
  }

  return (
    <div data-testid="mfa-enrollment">
      <Typography.Paragraph>1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</Typography.Paragraph>
      <img src={enrollment.qrCode} alt="QR code to add Missionbase to your authenticator app" width={180} height={180} style={{ display: 'block', maxWidth: '100%', height: 'auto', marginBottom: 12 }} />
      <Typography.Paragraph>
        Cannot scan it? Enter this key in the app instead:{' '}
        <Typography.Text code copyable={{ text: enrollment.secret, tooltips: ['Copy key', 'Copied'] }} data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
          {enrollment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Turn on the authenticator app">
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          <label htmlFor="mfa-code">2. Enter the 6-digit code the app shows</label>
        </Typography.Paragraph>
        <Space wrap align="start">
          <Input
            ref={inputRef}
            id="mfa-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            style={{ width: 140 }}
            aria-invalid={error !== null}
            aria-describedby={error ? 'mfa-code-error' : undefined}
          />
          <Button type="primary" htmlType="submit" loading={verifying}>
            Verify and turn on
          </Button>
          <Button onClick={onCancel} disabled={verifying}>
            Cancel
          </Button>
        </Space>
        {error ? <Alert id="mfa-code-error" type="error" showIcon role="alert" title="Not turned on" description={error} style={{ marginTop: 12 }} /> : null}
      </form>
    </div>
  );
}

export function MultiFactorCard() {
  const session = useSessionValue(sessionAtom);
  const factors = verifiedFactors(session);
  const [enrollment, setEnrollment] = useState<AuthenticatorEnrollment | null>(null);
  const [starting, setStarting] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  async function handleStart() {
    setStarting(true);
    setError(null);
    try {
      setEnrollment(await enrollAuthenticator(factors.length === 0 ? APP_NAME : `${APP_NAME} ${factors.length + 1}`));
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setStarting(false);
    }
  }

  async function handleRemove(factorId: string) {
    setRemoving(factorId);
    setError(null);
    try {
      await removeAuthenticator(factorId);
      toast({ title: 'Authenticator app removed', variant: 'success' });
    } catch (caught) {
      setError(serverErrorMessage(caught));
    } finally {
      setRemoving(null);
    }
  }

  function handleDone() {
    setEnrollment(null);
    toast({ title: 'Multi-factor sign-in is on', description: 'Signing in now asks for a code from your authenticator app.', variant: 'success' });
  }

  function handleCancel() {
    const pending = enrollment;
    setEnrollment(null);
    // An unfinished set-up expires by itself; removing it now keeps the list clean.
    if (pending) void removeAuthenticator(pending.factorId).catch(() => undefined);
  }

  return (
    <Card id="multi-factor" title={<h2 style={{ fontSize: 18, margin: 0 }}>Multi-factor sign-in</h2>} style={{ marginBottom: 16 }} data-testid="mfa-card">
      <Typography.Paragraph type="secondary">After your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone does not open your account.</Typography.Paragraph>
      {factors.length > 0 ? (
        <ul aria-label="Authenticator apps" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
          {factors.map((factor) => (
            <li key={factor.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Tag color="green">On</Tag>
              <strong>{factor.friendly_name || APP_NAME}</strong>
              <Typography.Text type="secondary">added {addedOn(factor.created_at)}</Typography.Text>
              <span style={{ flex: 1 }} />
              <Popconfirm
                title={`Remove ${factor.friendly_name || APP_NAME}?`}
                description={factors.length === 1 ? 'Signing in will no longer ask for a code.' : 'Its codes will no longer work.'}
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() => handleRemove(factor.id)}
              >
                <Button size="small" danger loading={removing === factor.id} aria-label={`Remove ${factor.friendly_name || APP_NAME}`}>
                  Remove
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      ) : enrollment ? null : (
        <Typography.Paragraph>No authenticator app is set up yet.</Typography.Paragraph>
      )}
      {enrollment ? (
        <EnrollmentSteps enrollment={enrollment} onDone={handleDone} onCancel={handleCancel} />
      ) : (
        <Button type={factors.length === 0 ? 'primary' : 'default'} loading={starting} onClick={() => void handleStart()}>
          {factors.length === 0 ? 'Set up authenticator app' : 'Add another authenticator app'}
        </Button>
      )}
      {error ? <Alert type="error" showIcon role="alert" title="Something went wrong" description={error} closable onClose={() => setError(null)} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
