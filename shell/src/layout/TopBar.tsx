// The top bar (SPEC section 2): menu button on mobile, logo, page title, organization picker,
// Search..., the green New Transaction button, notifications and the My Account menu.
import { Button } from '@missionbase/ui';
import { Link, useLocation } from '@missionbase/router';
import { pageTitleFromPath } from '@missionbase/app-config/page-title';
import { paletteOpenAtom, transactionDialogAtom, useSetSessionAtom } from '@missionbase/session';
import { AccountMenu } from './AccountMenu';
import { MenuIcon, SearchIcon } from './icons';
import { NotificationsBell } from './NotificationsBell';
import { OrganizationPicker } from './OrganizationPicker';
import { useMediaQuery } from './use-media-query';

/** Below this width the top bar keeps one row: Search and New Transaction show their icon only. */
const PHONE_QUERY = '(max-width: 639px)';

export interface TopBarProps {
  isDesktop: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ isDesktop, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  const setPaletteOpen = useSetSessionAtom(paletteOpenAtom);
  const setTransactionDialog = useSetSessionAtom(transactionDialogAtom);
  const isPhone = useMediaQuery(PHONE_QUERY);

  return (
    <header className="mb-topbar" data-testid="topbar">
      {isDesktop ? null : <Button aria-label="Open menu" icon={<MenuIcon />} onClick={onOpenMenu} />}
      <Link to="/app/dashboard" data-testid="topbar-logo" className="mb-topbar-logo" style={{ fontWeight: 700, color: '#111827', textDecoration: 'none' }}>
        Missionbase
      </Link>
      <span data-testid="topbar-title" className="mb-topbar-title" style={{ fontWeight: 600, color: '#374151' }}>
        {pageTitleFromPath(pathname)}
      </span>
      <span className="mb-topbar-spacer" />
      <OrganizationPicker />
      {/* On a phone the two buttons show their icon only; their names stay for assistive technology. */}
      <Button aria-label={isPhone ? 'Search...' : undefined} icon={<SearchIcon />} onClick={() => setPaletteOpen((open) => !open)} style={{ color: '#6b7280' }}>
        {isPhone ? null : 'Search...'}
      </Button>
      <Button
        aria-label={isPhone ? 'New Transaction' : undefined}
        className="mb-new-transaction"
        type="primary"
        icon={isPhone ? <span aria-hidden="true" className="mb-topbar-plus">+</span> : undefined}
        onClick={() => setTransactionDialog({ open: true, mode: 'add' })}
      >
        {isPhone ? null : 'New Transaction'}
      </Button>
      <NotificationsBell />
      <AccountMenu />
    </header>
  );
}
