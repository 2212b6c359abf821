// The top bar (SPEC section 2): menu button on mobile, logo, page title, organization picker,
// Search..., the green New Transaction button, notifications and the My Account menu.
import { Button } from '@missionbase/ui';
import { Link, useLocation } from 'react-router-dom';
import { pageTitleFromPath } from '@missionbase/app-config/page-title';
import { paletteOpenAtom, transactionDialogAtom, useSetSessionAtom } from '@missionbase/session';
import { AccountMenu } from './AccountMenu';
import { MenuIcon, SearchIcon } from './icons';
import { NotificationsBell } from './NotificationsBell';
import { OrganizationPicker } from './OrganizationPicker';

export interface TopBarProps {
  isDesktop: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ isDesktop, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  const setPaletteOpen = useSetSessionAtom(paletteOpenAtom);
  const setTransactionDialog = useSetSessionAtom(transactionDialogAtom);

  return (
    <header className="mb-topbar" data-testid="topbar">
      {isDesktop ? null : <Button aria-label="Open menu" icon={<MenuIcon />} onClick={onOpenMenu} />}
      <Link to="/app/dashboard" data-testid="topbar-logo" style={{ fontWeight: 700, color: '#111827', textDecoration: 'none' }}>
        Missionbase
      </Link>
      <span data-testid="topbar-title" style={{ fontWeight: 600, color: '#374151' }}>
        {pageTitleFromPath(pathname)}
      </span>
      <span style={{ flex: 1 }} />
      <OrganizationPicker />
      <Button icon={<SearchIcon />} onClick={() => setPaletteOpen((open) => !open)} style={{ color: '#6b7280' }}>
        Search...
      </Button>
      <Button className="mb-new-transaction" type="primary" onClick={() => setTransactionDialog({ open: true, mode: 'add' })}>
        New Transaction
      </Button>
      <NotificationsBell />
      <AccountMenu />
    </header>
  );
}
