// Guards the signed-in routes: waits for the stored session to be read, then sends anyone without
// a session to /login.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@missionbase/session';
import { FullPageSpinner } from '../layout/FullPageSpinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!session) return <Navigate to="/login" replace />;
  return children;
}
