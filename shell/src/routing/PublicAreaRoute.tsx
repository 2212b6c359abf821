// Every path outside /app, /login, /signup and /subscribe: a public page goes to mf-marketing;
// an unknown path goes to /app when signed in, else to /. Only the unknown path needs the session,
// so only it loads the session (a public page loads neither it nor antd).
import { Suspense, lazy } from 'react';
import { useLocation } from '@missionbase/router';
import { isPublicPath } from '@missionbase/app-config/app-routes';
import { LoadingIndicator } from '../remotes/LoadingIndicator';
import { PublicRemoteArea } from '../remotes/PublicRemoteArea';
import { loadSession } from './session-loader';

const UnknownPathRedirect = lazy(async () => {
  const [, module] = await Promise.all([loadSession(), import('./UnknownPathRedirect')]);
  return { default: module.UnknownPathRedirect };
});

export function PublicAreaRoute() {
  const { pathname } = useLocation();
  if (isPublicPath(pathname)) return <PublicRemoteArea />;
  return (
    <Suspense fallback={<LoadingIndicator minHeight="60vh" />}>
      <UnknownPathRedirect />
    </Suspense>
  );
}
