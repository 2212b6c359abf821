// Exposed as `mf_projects/routes`: the projects area's routes, relative to /app, rendered inside the
// shell's router (or the isolated root's own router when mounted through the lifecycles).
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { SessionProbe } from '@missionbase/session';
import { PROJECTS_PAGES } from './projects-pages';
import { ProjectDetailsPage } from './ProjectDetailsPage';

export default function ProjectsRoutes() {
  return (
    <div data-remote="mf_projects">
      <SessionProbe owner="mf_projects" />
      <Routes>
        <Route index element={<Navigate to="/app/projects/overview" replace />} />
        <Route path="projects" element={<Navigate to="/app/projects/overview" replace />} />
        <Route path="projects/:projectId" element={<ProjectDetailsPage />} />
        {PROJECTS_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </div>
  );
}
