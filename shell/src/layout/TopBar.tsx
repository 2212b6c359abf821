// A simple top bar: the page title derived from the path, the signed-in user and Log out.
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageTitleFromPath } from '@missionbase/domain/page-title';
import { useAuth } from '@missionbase/session';

export function TopBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, signOut, authLoading } = useAuth();

  async function handleLogout() {
    const { error } = await signOut();
    if (!error) navigate('/');
  }

  return (
    <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 24px', background: '#fff', borderBottom: '1px solid #e5e7eb' }}>
      <span data-testid="topbar-title" style={{ fontWeight: 600 }}>
        {pageTitleFromPath(pathname)}
      </span>
      <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span data-testid="signed-in-email">{user?.email}</span>
        <Button onClick={() => void handleLogout()} loading={authLoading}>
          Log out
        </Button>
      </span>
    </header>
  );
}
