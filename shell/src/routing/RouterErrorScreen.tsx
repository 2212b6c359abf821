// The router's error screen: a route that throws lands here instead of a blank page, with a way
// out (a client-side link home, which clears the error on navigation).
import { Link, useRouteError } from '@missionbase/router';

export function RouterErrorScreen() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  return (
    <main role="alert" style={{ padding: 32, fontFamily: 'system-ui' }}>
      <h2>Unexpected Application Error!</h2>
      <p>{message}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
