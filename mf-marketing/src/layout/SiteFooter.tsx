// The public footer: the Product, Company, Resources and Legal link groups, and social profiles.
import { Link } from '@missionbase/router';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './site-links';

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid #e5e7eb', background: '#f9fafb', padding: '48px 24px 32px' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 32, maxWidth: 1200, margin: '0 auto' }}>
        <div>
          <p style={{ fontWeight: 700, fontSize: 18, margin: '0 0 8px' }}>Missionbase</p>
          <p style={{ color: '#4b5563', margin: 0 }}>Finance and operations software for nonprofits. Made for the people who keep the books.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 style={{ fontSize: 14, textTransform: 'uppercase', letterSpacing: 0.6, color: '#6b7280', margin: '0 0 12px' }}>{group.title}</h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} style={{ color: '#374151', textDecoration: 'none' }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div style={{ maxWidth: 1200, margin: '32px auto 0', paddingTop: 24, borderTop: '1px solid #e5e7eb', display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-between', color: '#6b7280' }}>
        <span>© {new Date().getUTCFullYear()} Missionbase, Inc.</span>
        <nav aria-label="Social">
          <ul style={{ listStyle: 'none', display: 'flex', gap: 16, padding: 0, margin: 0 }}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" style={{ color: '#374151' }}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
