// Exposed as `mf_settings/routes`: the settings area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles).
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import { SETTINGS_PAGES } from './settings-pages';
import { BillingSettingsPage } from './billing/BillingSettingsPage';

export default function SettingsRoutes() {
  return (
    <div data-remote="mf_settings">
      <SessionProbe owner="mf_settings" />
      <Routes>
        <Route index element={<Navigate to="/app/settings/profile" replace />} />
        <Route path="settings" element={<Navigate to="/app/settings/profile" replace />} />
        <Route path="settings/billing" element={<BillingSettingsPage />} />
        {SETTINGS_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
