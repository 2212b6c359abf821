// The ONE single-spa-react lifecycles helper: mounts a remote's routes as an isolated React root
// with its own router, the shared session store and query cache (AuthProvider provides both), the
// kit's organization from the session and the antd theme, for pages that are not our shell (the
// standalone harness, a bare test page, another framework's host).
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@missionbase/router';
import singleSpaReact from 'single-spa-react';
import { AuthProvider } from '@missionbase/session';
import { ThemeProvider } from '@missionbase/ui';
import { ensureSessionConfigured } from './ensure-session';
import { SessionOrganizationProvider } from './SessionOrganizationProvider';
import type { IsolatedMountProps, RemoteLifecyclesModule } from './remote-modules';

export interface LifecyclesOptions {
  /** Where this remote's routes live when mounted alone: '/app' for app areas, '/' for marketing. */
  basePath: string;
}

function routePattern(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return `${trimmed}/*`;
}

export function createLifecycles(RootComponent: ComponentType, { basePath }: LifecyclesOptions): RemoteLifecyclesModule {
  function IsolatedRoot({ basePath: mountBase, links }: IsolatedMountProps) {
    return (
      <ThemeProvider>
        <AuthProvider>
          <SessionOrganizationProvider>
            <BrowserRouter>
              {links && links.length > 0 ? (
                <nav aria-label="Remote pages" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: '8px 16px' }}>
                  {links.map((link) => (
                    <Link key={link.to} to={link.to}>
                      {link.label}
                    </Link>
                  ))}
                </nav>
              ) : null}
              <Routes>
                <Route path={routePattern(mountBase ?? basePath)} element={<RootComponent />} />
                {/* A bare page's own URL is outside the remote's routes until a link is followed. */}
                <Route path="*" element={null} />
              </Routes>
            </BrowserRouter>
          </SessionOrganizationProvider>
        </AuthProvider>
      </ThemeProvider>
    );
  }

  const reactLifecycles = singleSpaReact<IsolatedMountProps>({
    React,
    ReactDOMClient,
    rootComponent: IsolatedRoot,
    errorBoundary: (error: Error) => (
      <div role="alert">
        {basePath} failed: {error.message}
      </div>
    ),
  });

  return {
    bootstrap: async (props) => {
      // A host that has not configured the session (a bare page) gets it from the page's
      // /runtime-config.json, so the remote talks to the same backend as everything else there.
      await ensureSessionConfigured();
      return reactLifecycles.bootstrap(props);
    },
    mount: reactLifecycles.mount,
    unmount: reactLifecycles.unmount,
  };
}
