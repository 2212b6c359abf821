// A simple sidebar with every entry of the spec; hovering a link warms the remote that owns it.
import { NavLink } from 'react-router-dom';
import { remoteForAppPath } from '@missionbase/domain/app-routes';
import { prefetchRemote } from '../remotes/remote-loader';
import { SIDEBAR_BOTTOM, SIDEBAR_GROUPS, SIDEBAR_TOP, type SidebarLink } from './sidebar-entries';

function handlePrefetch(to: string) {
  const remote = remoteForAppPath(to.replace(/^\/app\/?/, ''));
  if (remote) prefetchRemote(remote);
}

function SidebarItem({ link }: { link: SidebarLink }) {
  return (
    <NavLink
      to={link.to}
      onMouseEnter={() => handlePrefetch(link.to)}
      onFocus={() => handlePrefetch(link.to)}
      style={({ isActive }) => ({
        display: 'block',
        padding: '6px 12px',
        borderRadius: 6,
        color: isActive ? '#1d4ed8' : '#1f2937',
        background: isActive ? '#dbeafe' : 'transparent',
        textDecoration: 'none',
      })}
    >
      {link.label}
    </NavLink>
  );
}

export function Sidebar() {
  return (
    <nav aria-label="Main" style={{ width: 256, flexShrink: 0, background: '#fff', borderRight: '1px solid #e5e7eb', padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <NavLink to="/app/dashboard" style={{ fontWeight: 700, fontSize: 18, padding: '4px 12px', color: '#111827', textDecoration: 'none' }}>
        Missionbase
      </NavLink>
      <SidebarItem link={SIDEBAR_TOP} />
      {SIDEBAR_GROUPS.map((group) => (
        <div key={group.base}>
          <div style={{ padding: '6px 12px', fontSize: 12, fontWeight: 600, textTransform: 'uppercase', color: '#6b7280' }}>{group.label}</div>
          {group.links.map((link) => (
            <SidebarItem key={link.to} link={link} />
          ))}
        </div>
      ))}
      <div style={{ marginTop: 'auto' }}>
        <SidebarItem link={SIDEBAR_BOTTOM} />
      </div>
    </nav>
  );
}
