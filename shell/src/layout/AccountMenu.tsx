// The top bar's 'My Account' menu: Profile, Billing, Settings and Log out (SPEC section 2).
import { useRef, type KeyboardEvent } from 'react';
import { Button, Dropdown, type MenuProps } from '@missionbase/ui';
import { useNavigate } from '@missionbase/router';
import { logout, useAuth } from '@missionbase/session';

export const ACCOUNT_MENU_LINKS = [
  { key: '/app/settings/profile', label: 'Profile' },
  { key: '/app/settings/billing', label: 'Billing' },
  { key: '/app/settings', label: 'Settings' },
] as const;

export function AccountMenu() {
  const navigate = useNavigate();
  const { user, authLoading } = useAuth();
  const items: MenuProps['items'] = [
    ...ACCOUNT_MENU_LINKS.map((link) => ({ key: link.key, label: link.label })),
    { type: 'divider' },
    { key: 'logout', label: 'Log out', danger: true },
  ];

  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleClick({ key }: { key: string }) {
    if (key === 'logout') void logout();
    else navigate(key);
  }

  // The dropdown closes itself on Escape but leaves focus on <body>: give it back to the button.
  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape') buttonRef.current?.focus();
  }

  return (
    // autoFocus: opened from the keyboard, focus enters the menu so arrows and Enter work at once.
    <Dropdown menu={{ items, onClick: handleClick, onKeyDown: handleMenuKeyDown }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button ref={buttonRef} loading={authLoading} title={user?.email ?? undefined}>
        My Account
        <span data-testid="signed-in-email" hidden>
          {user?.email}
        </span>
      </Button>
    </Dropdown>
  );
}
