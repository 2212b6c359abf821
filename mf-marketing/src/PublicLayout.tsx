// The public layout: header with the spec's links, the page, and the footer's link groups.
// (The collapsible mobile menu comes with the public-site issue.)
import { Button } from 'antd';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { SessionProbe } from '@missionbase/session';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './public-pages';

const HEADER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export function PublicLayout() {
  return (
    <div data-testid="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#fff' }}>
      <SessionProbe owner="mf_marketing" />
      <header style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '16px 32px', borderBottom: '1px solid #e5e7eb' }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 20, color: '#111827' }}>
          Missionbase
        </Link>
        <nav aria-label="Public" style={{ display: 'flex', gap: 20, flex: 1 }}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} style={{ color: '#374151' }}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Link to="/login">Log In</Link>
        <Link to="/signup">
          <Button type="primary" tabIndex={-1}>
            Get Started Free
          </Button>
        </Link>
      </header>
      <main style={{ flex: 1, padding: '32px', maxWidth: 1100, width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
        <Outlet />
      </main>
      <footer style={{ borderTop: '1px solid #e5e7eb', padding: '32px', background: '#f9fafb' }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 24, maxWidth: 1100, margin: '0 auto' }}>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{group.title}</h2>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p style={{ textAlign: 'center', marginTop: 24, display: 'flex', gap: 16, justifyContent: 'center' }}>
          {SOCIAL_LINKS.map((link) => (
            <a key={link.label} href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          ))}
        </p>
      </footer>
    </div>
  );
}
