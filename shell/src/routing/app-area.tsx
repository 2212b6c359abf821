// The signed-in area (/subscribe and /app/...) as ONE chunk, loaded the first time one of its routes
// is visited: the antd theme around its routes, the app layout (sidebar, top bar, palette,
// notifications) and its pages. Public pages and the sign-in pages never import this module, so
// they download none of it (docs/performance.md).
import { Outlet } from 'react-router-dom';
import { ThemeProvider } from '@missionbase/ui';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { SubscribePage } from '../pages/SubscribePage';
import { AppAreaRoute } from './AppAreaRoute';
import { RequireAuth } from './RequireAuth';

/** The element of each route of the area, by the name router.tsx gives it. */
export const APP_AREA_ELEMENTS = {
  themed: (
    <ThemeProvider>
      <Outlet />
    </ThemeProvider>
  ),
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
