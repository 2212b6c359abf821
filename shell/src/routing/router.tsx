// The shell's route table (SPEC section 2): /login, /signup and /subscribe are the shell's own;
// /app/* renders inside the shell layout (dashboard here, every other area in its remote); every
// other path is the public site (mf-marketing) or an unknown path.
// This module is in the first download, so it holds no page: the application area's routes are
// lazy (session-frame.tsx with the session, then auth-area.tsx for the sign-in pages without antd,
// or app-area.tsx with antd for the signed-in area), and the public site is mf-marketing's remote
// (PublicAreaRoute, its own chunk).
// A visitor to a public page gets neither antd nor any application code.
import { Navigate, createBrowserRouter } from '@missionbase/router';
import { LoadingIndicator } from '../remotes/LoadingIndicator';
import { appAreaElement, authAreaElement, publicAreaElement, sessionFrameElement } from './app-area-loader';
import { RootFrame } from './RootFrame';
import { RouterErrorScreen } from './RouterErrorScreen';

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <RootFrame />,
      errorElement: <RouterErrorScreen />,
      // Shown while a cold load of an application route downloads its chunk.
      hydrateFallbackElement: <LoadingIndicator minHeight="100vh" />,
      children: [
        {
          lazy: { element: sessionFrameElement },
          children: [
            { path: '/login', lazy: { element: () => authAreaElement('login') } },
            { path: '/signup', lazy: { element: () => authAreaElement('signup') } },
            {
              lazy: { element: () => appAreaElement('themed') },
              children: [
                { path: '/subscribe', lazy: { element: () => appAreaElement('subscribe') } },
                {
                  path: '/app',
                  lazy: { element: () => appAreaElement('app') },
                  children: [
                    { index: true, element: <Navigate to="/app/dashboard" replace /> },
                    { path: 'dashboard', lazy: { element: () => appAreaElement('dashboard') } },
                    { path: '*', lazy: { element: () => appAreaElement('remoteArea') } },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', lazy: { element: publicAreaElement } },
      ],
    },
  ]);
}
