// The routes every application remote exposes as `<remote>/routes`, made from the navigation
// manifest and the remote's table of built pages: relative to /app, rendered inside the shell's
// router (or the isolated root's own router when mounted through the lifecycles). One route per
// manifest page: its component at `<path>/*` (so it may nest routes), else its placeholder frame at
// exactly its path; the area's index and aliases redirect, and anything else goes to /app.
import { Suspense } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route, Routes } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import type { PageEntry } from '@missionbase/app-config/navigation-manifest';
import type { PageComponent, PageComponents } from '@missionbase/app-config/page-components';
import type { RemoteName } from '@missionbase/app-config/remote-registry';
import { pageRoutesOf, redirectsOf, remoteHome } from '@missionbase/app-config/remote-routes';

export interface AreaRoutesOptions {
  /** A layout route around every page (Settings' navigation beside its pages); it renders an `<Outlet />`. */
  layout?: ReactElement;
}

function ManifestPage({ page, Component }: { page: PageEntry; Component: PageComponent }) {
  // The page's title shows at once; its code follows.
  const loading = (
    <PageFrame title={page.title}>
      <p role="status">Loading {page.title}…</p>
    </PageFrame>
  );
  return (
    <Suspense fallback={loading}>
      <Component />
    </Suspense>
  );
}

/** The default export of a remote's `routes.tsx`: `createAreaRoutes('mf_hr', PAGE_COMPONENTS)`. */
export function createAreaRoutes(remote: RemoteName, pages: PageComponents, { layout }: AreaRoutesOptions = {}): ComponentType {
  const components: Readonly<Record<string, PageComponent | undefined>> = pages;
  const pageRoutes = pageRoutesOf(remote).map(({ relativePath, page }) => {
    const Component = components[page.path];
    return Component ? (
      <Route key={relativePath} path={`${relativePath}/*`} element={<ManifestPage page={page} Component={Component} />} />
    ) : (
      <Route key={relativePath} path={relativePath} element={<PageFrame title={page.title} description={page.description} />} />
    );
  });
  const redirects = redirectsOf(remote).map((redirect) => (
    <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
  ));

  function AreaRoutes() {
    return (
      <div data-remote={remote}>
        <SessionProbe owner={remote} />
        <Routes>
          <Route index element={<Navigate to={remoteHome(remote)} replace />} />
          {redirects}
          {layout ? <Route element={layout}>{pageRoutes}</Route> : pageRoutes}
          <Route path="*" element={<Navigate to="/app" replace />} />
        </Routes>
      </div>
    );
  }
  return AreaRoutes;
}
