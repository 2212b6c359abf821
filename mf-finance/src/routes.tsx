// Exposed as `mf_finance/routes`: the finance area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles). One route
// per manifest page: its component from page-components.tsx at `<path>/*` (so it may nest routes),
// else its placeholder frame at exactly its path (anything below an unbuilt page goes to /app).
import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@missionbase/router';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import type { PageEntry } from '@missionbase/app-config/navigation-manifest';
import type { PageComponent } from '@missionbase/app-config/page-components';
import { pageRoutesOf, redirectsOf, remoteHome } from '@missionbase/app-config/remote-routes';
import { PAGE_COMPONENTS } from './page-components';

/** The shell calls it on hover or focus of a link to this area: the page's chunk loads before the click. */
export { preloadPage } from './page-components';

const COMPONENTS: Readonly<Record<string, PageComponent | undefined>> = PAGE_COMPONENTS;

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

export default function FinanceRoutes() {
  return (
    <div data-remote="mf_finance">
      <SessionProbe owner="mf_finance" />
      <Routes>
        <Route index element={<Navigate to={remoteHome('mf_finance')} replace />} />
        {redirectsOf('mf_finance').map((redirect) => (
          <Route key={redirect.from} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
        ))}
        {pageRoutesOf('mf_finance').map(({ relativePath, page }) => {
          const Component = COMPONENTS[page.path];
          return Component ? (
            <Route key={relativePath} path={`${relativePath}/*`} element={<ManifestPage page={page} Component={Component} />} />
          ) : (
            <Route key={relativePath} path={relativePath} element={<PageFrame title={page.title} description={page.description} />} />
          );
        })}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
