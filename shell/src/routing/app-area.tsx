// The signed-in area (/subscribe and /app/...) as ONE chunk, loaded the first time one of its routes
// is visited: the antd theme and the kit's organization (from the session) around its routes, the
// app layout (sidebar, top bar, palette, notifications) and its pages. Public pages and the sign-in pages never import this module, so
// they download none of it (docs/performance.md).
import { lazy, Suspense } from 'react';
import { Outlet } from '@missionbase/router';
import { ThemeProvider } from '@missionbase/ui';
import { SessionOrganizationProvider } from '@missionbase/mf-config/session-organization';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { AppAreaRoute } from './AppAreaRoute';
import { RequireAuth } from './RequireAuth';
// For its side effect on the build: the shell provides every entry of @missionbase/ui (see the file).
import './provide-ui-entries';

// /subscribe is the one page of the area with plan cards (their radio buttons are antd form controls,
// `@missionbase/ui/forms`): a chunk of its own, so the other pages' cold load does not carry them.
const SubscribePage = lazy(() => import('../pages/SubscribePage').then((module) => ({ default: module.SubscribePage })));

/** The element of each route of the area, by the name router.tsx gives it. */
export const APP_AREA_ELEMENTS = {
  themed: (
    <ThemeProvider>
      <SessionOrganizationProvider>
        <Outlet />
      </SessionOrganizationProvider>
    </ThemeProvider>
  ),
  subscribe: (
    <RequireAuth>
      <Suspense fallback={<FullPageSpinner />}>
        <SubscribePage />
      </Suspense>
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
