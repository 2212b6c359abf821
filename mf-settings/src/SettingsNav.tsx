// Settings' own navigation: a link per settings page from the manifest's tab labels, the current
// one highlighted (aria-current). A side column on wide screens, wrapping tabs at 375 px; plain
// links, so Tab and Enter reach every page.
import { NavLink, Outlet } from '@missionbase/router';
import { areaTabs } from '@missionbase/app-config/navigation-manifest';
import './settings-nav.css';

const TABS = areaTabs('settings');

export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="mb-settings-nav" data-testid="settings-nav">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className={({ isActive }) => (isActive ? 'mb-settings-tab mb-settings-tab--active' : 'mb-settings-tab')}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The settings pages beside their navigation. */
export function SettingsLayout() {
  return (
    <div className="mb-settings-layout">
      <SettingsNav />
      <div className="mb-settings-page">
        <Outlet />
      </div>
    </div>
  );
}
