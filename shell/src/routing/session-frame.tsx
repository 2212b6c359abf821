// Around every route of the application area, /login and /signup included: the session's provider,
// its host bridge (toasts and navigation) and the toast outlet. Its own small chunk without antd,
// so the sign-in pages load the session and nothing of the design system.
import { Outlet } from '@missionbase/router';
import { AuthProvider } from '@missionbase/session';
import { SessionHostBridge } from '../session/SessionHostBridge';
import { ToastOutlet } from '../toasts/ToastOutlet';

function SessionFrame() {
  return (
    <AuthProvider>
      <SessionHostBridge />
      <Outlet />
      <ToastOutlet />
    </AuthProvider>
  );
}

export const SESSION_FRAME = <SessionFrame />;
