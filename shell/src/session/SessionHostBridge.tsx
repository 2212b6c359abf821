// Registers the shell as the session's host: the session's toasts use the shared toast helper and
// its redirects (forced sign-out, logout) use the router, so no page reload happens.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerSessionHost } from '@missionbase/session';
import { useToast } from '@missionbase/ui';

export function SessionHostBridge() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(
    () =>
      registerSessionHost({
        toast,
        navigate: (path) => navigate(path),
      }),
    [navigate, toast],
  );
  return null;
}
