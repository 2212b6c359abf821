// Exposed as `mf_hr/routes`: the human resources area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles).
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import { HR_PAGES } from './hr-pages';

export default function HrRoutes() {
  return (
    <div data-remote="mf_hr">
      <SessionProbe owner="mf_hr" />
      <Routes>
        <Route index element={<Navigate to="/app/hr/employees" replace />} />
        {HR_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
