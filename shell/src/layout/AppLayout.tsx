// The layout of the application area: sidebar, top bar and the page (shell's own or a remote's).
import { Outlet } from 'react-router-dom';
import { SessionProbe } from '@missionbase/session';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function AppLayout() {
  return (
    <div data-testid="app-shell" style={{ display: 'flex', minHeight: '100vh' }}>
      <SessionProbe owner="shell" />
      <Sidebar />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <main style={{ padding: 24 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
