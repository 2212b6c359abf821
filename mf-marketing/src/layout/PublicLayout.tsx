// The public layout: header (with its mobile menu), the page, and the footer's link groups.
import { Suspense } from 'react';
import { ConfigProvider, Spin } from 'antd';
import { Outlet } from 'react-router-dom';
import { SessionProbe } from '@missionbase/session';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The public site's calls to action are the brand's deep green; the nested provider keeps the
// shared theme for everything else and changes only the primary colour here.
const PUBLIC_THEME = { token: { colorPrimary: '#047857' } };

export function PublicLayout() {
  return (
    <ConfigProvider theme={PUBLIC_THEME}>
      <div data-testid="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#fff' }}>
        <SessionProbe owner="mf_marketing" />
        <SiteHeader />
        <main style={{ flex: 1, padding: '40px 24px 64px', maxWidth: 1200, width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
          {/* Pages load as their own chunks; the header and footer stay while one arrives. */}
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </ConfigProvider>
  );
}
