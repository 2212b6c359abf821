// The sign-in's second step for an account with an authenticator app: the password is checked and
// the session is aal1; the 6-digit code makes it aal2 (MFA_CHALLENGE_VERIFIED), then `onVerified`
// leads on. A wrong code is said under the field, which keeps focus; "Use another account" signs out.
import { useRef, useState, type FormEvent } from 'react';
import { signOut, verifySignInCode } from '@missionbase/session';
import { AuthPageFrame, AuthSubmit } from './AuthPageFrame';

export function SecondFactorStep({ onVerified }: { onVerified: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Enter the 6-digit code from your authenticator app.');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifySignInCode(code);
      onVerified();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      inputRef.current?.select();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPageFrame title="Enter your code">
      <p>Open your authenticator app and enter the 6-digit code it shows for Missionbase.</p>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className="mb-auth-field">
          <label htmlFor="code">Authentication code</label>
          <input
            ref={inputRef}
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            aria-invalid={error !== null}
            aria-describedby={error ? 'code-error' : undefined}
          />
          {error && (
            <p id="code-error" role="alert" className="mb-auth-error">
              {error}
            </p>
          )}
        </div>
        <AuthSubmit busy={busy}>Verify</AuthSubmit>
      </form>
      <p className="mb-auth-footer">
        <button type="button" className="mb-auth-link" onClick={() => void signOut()}>
          Use another account
        </button>
      </p>
    </AuthPageFrame>
  );
}
