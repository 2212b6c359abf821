// The application area (/login, /signup, /subscribe and /app/...) as ONE chunk, loaded the first
// time one of its routes is visited: the antd theme, the session provider and the session's host
// bridge around its routes, the app layout (sidebar, top bar, palette, notifications) and its pages.
// Public pages never import this module, so they download none of it (docs/performance.md).
import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@missionbase/session';
import { ThemeProvider } from '@missionbase/ui';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { SignupPage } from '../pages/SignupPage';
import { SubscribePage } from '../pages/SubscribePage';
import { SessionHostBridge } from '../session/SessionHostBridge';
import { AppAreaRoute } from './AppAreaRoute';
import { RequireAuth } from './RequireAuth';

/** Around every route of the area: theme and toasts (antd App), the session, its toast and navigation. */
function AppAreaFrame() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <SessionHostBridge />
        <Outlet />
      </AuthProvider>
    </ThemeProvider>
  );
}

/** The element of each route of the area, by the name router.tsx gives it. */
export const APP_AREA_ELEMENTS = {
  frame: <AppAreaFrame />,
  login: <LoginPage />,
  signup: <SignupPage />,
  subscribe: (
    <RequireAuth>
      <SubscribePage />
    </RequireAuth>
  ),
  app: (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  ),
  dashboard: <DashboardPage />,
  remoteArea: <AppAreaRoute />,
};

export type AppAreaElementName = keyof typeof APP_AREA_ELEMENTS;
