// The sidebar of SPEC section 2: logo, Dashboard, four collapsible groups and Settings pinned at the
// bottom, all from the navigation manifest. Groups toggle on click and open by themselves on their
// path; hovering or focusing a link fetches the page it opens (its remote's entry, routes and the
// page's own chunk), so the click renders without waiting for code; a click nobody hovered first
// waits for that code (at most CLICK_WAIT_MS) before it navigates.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@missionbase/router';
import { SIDEBAR_BOTTOM, SIDEBAR_GROUPS, SIDEBAR_TOP, isGroupOpen, isLinkActive, type SidebarGroup, type SidebarLink } from '@missionbase/app-config/sidebar-nav';
import { prefetchPage } from '../remotes/prefetch-page';
import { ChevronIcon } from './icons';

interface ItemProps {
  link: SidebarLink;
  pathname: string;
  onNavigate?: () => void;
}

/**
 * The longest a click waits for the page's code before navigating anyway (the area's loading state
 * then shows). Why wait at all: a new area shown through its Suspense fallback is revealed no sooner
 * than 300 ms after that fallback appeared (React throttles reveals), even when the code arrives
 * 70 ms after the click, as it does on a first visit nobody hovered (a touch, say).
 */
const CLICK_WAIT_MS = 250;

/** The click that navigates next: a later click on another link wins over one still waiting. */
let latestClick = 0;

function SidebarItem({ link, pathname, onNavigate }: ItemProps) {
  const active = isLinkActive(pathname, link.to, link.exact);
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    // A new tab or window, or another handler's decision: the browser's and the router's own way.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const click = ++latestClick;
    // As the router's Link does: the link to the page shown replaces the entry instead of adding one.
    const replace = pathname === link.to;
    const waited = new Promise<void>((resolve) => setTimeout(resolve, CLICK_WAIT_MS));
    void Promise.race([prefetchPage(link.to), waited]).then(() => {
      if (click === latestClick) void navigate(link.to, { replace });
    });
  }

  return (
    <Link
      to={link.to}
      className={active ? 'mb-sidebar-link mb-sidebar-link--active' : 'mb-sidebar-link'}
      aria-current={active ? 'page' : undefined}
      onMouseEnter={() => void prefetchPage(link.to)}
      onFocus={() => void prefetchPage(link.to)}
      onClick={handleClick}
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
