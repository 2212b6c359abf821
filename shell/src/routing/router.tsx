// The shell's route table (SPEC section 2): /login, /signup and /subscribe are the shell's own;
// /app/* renders inside the shell layout (dashboard here, every other area in its remote); every
// other path is the public site (mf-marketing) or an unknown path.
import { Navigate, createBrowserRouter } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { SignupPage } from '../pages/SignupPage';
import { SubscribePage } from '../pages/SubscribePage';
import { AppAreaRoute } from './AppAreaRoute';
import { PublicAreaRoute } from './PublicAreaRoute';
import { RequireAuth } from './RequireAuth';
import { RootFrame } from './RootFrame';
import { RouterErrorScreen } from './RouterErrorScreen';

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <RootFrame />,
      errorElement: <RouterErrorScreen />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/signup', element: <SignupPage /> },
        {
          path: '/subscribe',
          element: (
            <RequireAuth>
              <SubscribePage />
            </RequireAuth>
          ),
        },
        {
          path: '/app',
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/app/dashboard" replace /> },
            { path: 'dashboard', element: <DashboardPage /> },
            { path: '*', element: <AppAreaRoute /> },
          ],
        },
        { path: '*', element: <PublicAreaRoute /> },
      ],
    },
  ]);
}
