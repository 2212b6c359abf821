// The sidebar of SPEC section 2: logo, Dashboard, four collapsible groups and Settings pinned at the
// bottom, all from the navigation manifest. Groups toggle on click and open by themselves on their
// path; hovering or focusing a link fetches the page it opens (its remote's entry, routes and the
// page's own chunk), so the click renders without waiting for code.
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SIDEBAR_BOTTOM, SIDEBAR_GROUPS, SIDEBAR_TOP, isGroupOpen, isLinkActive, type SidebarGroup, type SidebarLink } from '@missionbase/app-config/sidebar-nav';
import { prefetchPage } from '../remotes/prefetch-page';
import { ChevronIcon } from './icons';

interface ItemProps {
  link: SidebarLink;
  pathname: string;
  onNavigate?: () => void;
}

function SidebarItem({ link, pathname, onNavigate }: ItemProps) {
  const active = isLinkActive(pathname, link.to, link.exact);
  return (
    <Link
      to={link.to}
      className={active ? 'mb-sidebar-link mb-sidebar-link--active' : 'mb-sidebar-link'}
      aria-current={active ? 'page' : undefined}
      onMouseEnter={() => prefetchPage(link.to)}
      onFocus={() => prefetchPage(link.to)}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

interface GroupProps {
  group: SidebarGroup;
  pathname: string;
  toggled: boolean | undefined;
  onToggle: (base: string, open: boolean) => void;
  onNavigate?: () => void;
}

function SidebarGroupSection({ group, pathname, toggled, onToggle, onNavigate }: GroupProps) {
  const open = isGroupOpen(pathname, group.base, toggled, group.links.map((link) => link.to));
  const listId = `sidebar-group-${group.base.replace(/\W+/g, '-')}`;
  return (
    <div>
      <button type="button" className="mb-sidebar-group" aria-expanded={open} aria-controls={listId} onClick={() => onToggle(group.base, !open)}>
        <span>{group.label}</span>
        <ChevronIcon open={open} />
      </button>
      {open ? (
        <div id={listId} className="mb-sidebar-group-links">
          {group.links.map((link) => (
            <SidebarItem key={link.to} link={link} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export interface SidebarProps {
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  className?: string;
  children?: ReactNode;
}

export function Sidebar({ onNavigate, className, children }: SidebarProps) {
  const { pathname } = useLocation();
  // undefined: the user has not touched the group, so it follows the path.
  const [toggled, setToggled] = useState<Record<string, boolean | undefined>>({});

  function handleToggle(base: string, open: boolean) {
    setToggled((previous) => ({ ...previous, [base]: open }));
  }

  return (
    <nav aria-label="Main" data-testid="sidebar" className={`mb-sidebar ${className ?? ''}`}>
      {children}
      <Link to="/app/dashboard" onClick={onNavigate} data-testid="sidebar-logo" style={{ fontWeight: 700, fontSize: 18, padding: '4px 12px 12px', color: '#111827', textDecoration: 'none' }}>
        Missionbase
      </Link>
      <SidebarItem link={SIDEBAR_TOP} pathname={pathname} onNavigate={onNavigate} />
      {SIDEBAR_GROUPS.map((group) => (
        <SidebarGroupSection key={group.base} group={group} pathname={pathname} toggled={toggled[group.base]} onToggle={handleToggle} onNavigate={onNavigate} />
      ))}
      <div style={{ marginTop: 'auto', paddingTop: 12, borderTop: '1px solid #f3f4f6' }} data-testid="sidebar-bottom">
        <SidebarItem link={SIDEBAR_BOTTOM} pathname={pathname} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}
