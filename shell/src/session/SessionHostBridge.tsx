// Registers the shell as the session's host: the session's toasts go to the shell's toast queue
// (antd notifications, loaded on the first toast) and its redirects (forced sign-out, logout) use
// the router, so no page reload happens. Mounted around every application route, the sign-in
// pages included, so a toast survives the redirect to /login.
import { useEffect } from 'react';
import { useNavigate } from '@missionbase/router';
import { registerSessionHost } from '@missionbase/session';
import { showToast } from '../toasts/toast-queue';

export function SessionHostBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      registerSessionHost({
        toast: showToast,
        navigate: (path) => navigate(path),
      }),
    [navigate],
  );
  return null;
}
