// The public header: logo, the spec's links, Log In and Get Started Free; below 1024 px the links
// fold into a menu behind a button, which closes again on any navigation.
import { useId, useState, type CSSProperties } from 'react';
import { Link, NavLink, useLocation } from '@missionbase/router';
import { GET_STARTED_LINK, HEADER_LINKS, LOG_IN_LINK } from './site-links';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

const BRAND = '#047857';

const primaryButton: CSSProperties = {
  display: 'inline-block',
  background: BRAND,
  color: '#fff',
  padding: '8px 16px',
  borderRadius: 8,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
};

function linkStyle({ isActive }: { isActive: boolean }): CSSProperties {
  return { color: isActive ? BRAND : '#374151', fontWeight: isActive ? 600 : 500, textDecoration: 'none' };
}

function Logo() {
  return (
    <Link to="/" aria-label="Missionbase home" style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 20, color: '#111827', textDecoration: 'none' }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill={BRAND} />
        <path d="M7 19V9l7 6 7-6v10" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Missionbase
    </Link>
  );
}

export function SiteHeader() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on: navigating anywhere closes it, with no effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = isMobile && openedOn === pathname;
  const menuId = useId();

  function handleToggleMenu() {
    setOpenedOn(menuOpen ? null : pathname);
  }

  function handleNavigate() {
    setOpenedOn(null);
  }

  return (
    <header style={{ borderBottom: '1px solid #e5e7eb', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '14px 24px', maxWidth: 1200, margin: '0 auto' }}>
        <Logo />
        {isMobile ? (
          <button
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={handleToggleMenu}
            style={{ marginLeft: 'auto', background: 'none', border: '1px solid #d1d5db', borderRadius: 8, padding: 8, cursor: 'pointer', lineHeight: 0 }}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              {menuOpen ? (
                <path d="M5 5l12 12M17 5L5 17" stroke="#111827" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M3 6h16M3 11h16M3 16h16" stroke="#111827" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        ) : (
          <>
            <nav aria-label="Main" style={{ display: 'flex', gap: 24, flex: 1 }}>
              {HEADER_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} style={linkStyle}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <Link to={LOG_IN_LINK.to} style={{ color: '#111827', fontWeight: 500, textDecoration: 'none' }}>
              {LOG_IN_LINK.label}
            </Link>
            <Link to={GET_STARTED_LINK.to} style={primaryButton}>
              {GET_STARTED_LINK.label}
            </Link>
          </>
        )}
      </div>
      {menuOpen ? (
        <nav id={menuId} aria-label="Main" style={{ borderTop: '1px solid #e5e7eb', padding: '12px 24px 20px', display: 'flex', flexDirection: 'column', gap: 4 }}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={handleNavigate} style={(state) => ({ ...linkStyle(state), padding: '10px 0', fontSize: 17 })}>
              {link.label}
            </NavLink>
          ))}
          <Link to={LOG_IN_LINK.to} onClick={handleNavigate} style={{ color: '#111827', padding: '10px 0', fontSize: 17, textDecoration: 'none' }}>
            {LOG_IN_LINK.label}
          </Link>
          <Link to={GET_STARTED_LINK.to} onClick={handleNavigate} style={{ ...primaryButton, textAlign: 'center', marginTop: 8 }}>
            {GET_STARTED_LINK.label}
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
