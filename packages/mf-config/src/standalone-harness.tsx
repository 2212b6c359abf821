// The minimal page a remote runs in alone (`pnpm --filter <remote> dev`): reads its own
// runtime-config.json, signs in against the backend when the area needs a user, then mounts the
// remote through its single-spa lifecycles, exactly as any non-shell host would (their
// AuthProvider brings the session's one query cache, so the remote's pages can useQuery).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, type Parcel } from 'single-spa';
import { parseRuntimeConfig } from '@missionbase/app-config/remote-registry';
import { AuthProvider, configureSession, useAuth } from '@missionbase/session';
import { ThemeProvider } from '@missionbase/ui';
import type { IsolatedMountProps, RemoteLifecyclesModule } from './remote-modules';

export interface StandaloneOptions {
  lifecycles: RemoteLifecyclesModule;
  /** Shown in the harness header, e.g. 'Finance'. */
  area: string;
  /** Must match the lifecycles' basePath: '/app' or '/'. */
  basePath: string;
  /** Where to go when the page is opened outside basePath, e.g. '/app/transactions'. */
  homePath: string;
  links: IsolatedMountProps['links'];
  /** App areas need a signed-in user; the public site does not. */
  requireSignIn: boolean;
}

function MountedRemote({ lifecycles, basePath, links }: Pick<StandaloneOptions, 'lifecycles' | 'basePath' | 'links'>) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const domElement = host.current;
    if (!domElement) return;
    const parcel: Parcel = mountRootParcel({ ...lifecycles, name: 'standalone' }, { domElement, basePath, links });
    return () => {
      void parcel.unmount();
    };
  }, [lifecycles, basePath, links]);
  return <div ref={host} data-testid="standalone-mount" />;
}

function SignInForm() {
  const { signIn, authLoading } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await signIn(email, password);
    setError(result.error ? result.error.message : null);
  }

  return (
    // Plain elements on purpose: the harness is a developer tool, not product UI.
    <form onSubmit={(event) => void handleSubmit(event)} style={{ display: 'grid', gap: 8, maxWidth: 320, margin: '48px auto', fontFamily: 'system-ui' }}>
      <h1 style={{ fontSize: 18 }}>Sign in to the local backend</h1>
      <label htmlFor="standalone-email">Email</label>
      <input id="standalone-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <label htmlFor="standalone-password">Password</label>
      <input id="standalone-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      {error ? <p role="alert" style={{ color: '#b91c1c' }}>{error}</p> : null}
      <button type="submit" disabled={authLoading}>
        Sign In
      </button>
    </form>
  );
}

function Harness(options: StandaloneOptions) {
  const { session, loading, signOut } = useAuth();
  const signedIn = session !== null;
  return (
    <div data-testid="standalone-harness">
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 16px', background: '#fff', borderBottom: '1px solid #e5e7eb', fontFamily: 'system-ui' }}>
        <strong>{options.area} (standalone)</strong>
        {signedIn ? (
          <span>
            {session.user.email}{' '}
            <button type="button" onClick={() => void signOut()}>
              Log out
            </button>
          </span>
        ) : null}
      </header>
      {loading ? null : !options.requireSignIn || signedIn ? <MountedRemote {...options} /> : <SignInForm />}
    </div>
  );
}

function startsWithBase(pathname: string, basePath: string): boolean {
  return basePath === '/' || pathname === basePath || pathname.startsWith(`${basePath}/`);
}

export async function startStandalone(options: StandaloneOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('STANDALONE_NO_ROOT: the harness page needs <div id="root">');
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  const config = parseRuntimeConfig(await response.json(), []);
  configureSession(config);
  if (!startsWithBase(window.location.pathname, options.basePath)) window.history.replaceState(null, '', options.homePath);
  createRoot(container).render(
    <ThemeProvider>
      <AuthProvider>
        <Harness {...options} />
      </AuthProvider>
    </ThemeProvider>,
  );
}
