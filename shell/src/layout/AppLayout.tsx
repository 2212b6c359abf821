// The layout of the application area: the sidebar (a 256 px column at >= 1024 px, a drawer below),
// the top bar, the trial banner and the page; it also applies the subscription gate.
import { useRef, useState, type MouseEvent } from 'react';
import { Navigate, Outlet, useLocation } from '@missionbase/router';
import { Button } from '@missionbase/ui';
import { pageTitleFromPath } from '@missionbase/app-config/page-title';
import { PageHead } from '@missionbase/ui';
import { mustSubscribe } from '@missionbase/domain/subscription-gate';
import { SessionProbe, activeSubscriptionAtom, dashboardLoadingAtom, organizationsAtom, useSessionValue } from '@missionbase/session';
import { usePaletteShortcut } from '../palette/use-palette-shortcut';
import { CloseIcon } from './icons';
import { LazyCommandPalette, LazyTransactionDialog } from './lazy-overlays';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { TrialBanner } from './TrialBanner';
import { MfaRequiredBanner } from './MfaRequiredBanner';
import { useFocusTrap } from './use-focus-trap';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import './shell-layout.css';

const APP_DESCRIPTION = 'Missionbase: finances, projects, HR and supply chain for your nonprofit in one place.';

const MAIN_ID = 'main-content';

function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const drawerRef = useRef<HTMLDivElement>(null);
  useFocusTrap(drawerRef, open, onClose);
  return (
    <>
      <div data-testid="drawer-backdrop" className={open ? 'mb-drawer-backdrop mb-drawer-backdrop--open' : 'mb-drawer-backdrop'} onClick={onClose} aria-hidden="true" />
      <div ref={drawerRef} data-testid="sidebar-drawer" data-open={open} className={open ? 'mb-drawer mb-drawer--open' : 'mb-drawer'} role="dialog" aria-modal="true" aria-label="Menu">
        <Sidebar onNavigate={onClose} className="mb-drawer-sidebar">
          <Button aria-label="Close menu" icon={<CloseIcon />} onClick={onClose} style={{ alignSelf: 'flex-end' }} />
        </Sidebar>
      </div>
    </>
  );
}

/** The first stop of the Tab order: jumps past the sidebar and top bar to the page (WCAG 2.4.1). */
function SkipLink() {
  // Focus moves by script: a '#main-content' hash would become part of the router's URL.
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  }
  return (
    <a href={`#${MAIN_ID}`} className="mb-skip-link" onClick={handleClick}>
      Skip to content
    </a>
  );
}

export function AppLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const loading = useSessionValue(dashboardLoadingAtom);
  const organizations = useSessionValue(organizationsAtom);
  const subscription = useSessionValue(activeSubscriptionAtom);
  usePaletteShortcut();

  if (mustSubscribe({ loading, organizationCount: organizations.length, activeOrganizationHasSubscription: subscription !== null, pathname })) {
    return <Navigate to="/subscribe" replace />;
  }

  return (
    <div data-testid="app-shell" style={{ display: 'flex', minHeight: '100vh', background: '#f9fafb' }}>
      <SkipLink />
      <SessionProbe owner="shell" />
      <PageHead title={pageTitleFromPath(pathname)} description={APP_DESCRIPTION} path={pathname} />
      {isDesktop ? <Sidebar className="mb-sidebar--column" /> : <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar isDesktop={isDesktop} onOpenMenu={() => setDrawerOpen(true)} />
        <TrialBanner />
        <MfaRequiredBanner />
        <main id={MAIN_ID} tabIndex={-1} className="mb-main" style={{ padding: 24 }}>
          <Outlet />
        </main>
        <LazyCommandPalette />
        <LazyTransactionDialog />
      </div>
    </div>
  );
}
