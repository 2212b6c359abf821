// The public layout: header (with its mobile menu), the page, and the footer's link groups. Plain
// HTML and CSS (public-site.css): nothing here or in any public page pulls antd or the session, so
// a visitor downloads neither (docs/performance.md has the figures).
import { Suspense } from 'react';
import { Outlet } from '@missionbase/router';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import '../components/public-site.css';

export function PublicLayout() {
  return (
    <div className="mb-site" data-testid="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#fff' }}>
      <SiteHeader />
      <main style={{ flex: 1, padding: '40px 24px 64px', maxWidth: 1200, width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
        {/* Pages load as their own chunks; the header and footer stay while one arrives. */}
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
