// The projects area's pages (paths relative to /app) and what each will hold. Frames for now:
// their content comes with the projects issue.
import { pageTitleFromPath } from '@missionbase/domain/page-title';

export interface AreaPage {
  path: string;
  title: string;
  description: string;
}

function page(path: string, description: string): AreaPage {
  return { path, title: pageTitleFromPath(`/app/${path}`) ?? path, description };
}

export const PROJECTS_PAGES: readonly AreaPage[] = [
  page('projects/overview', 'Every project with its budget, progress and dates.'),
  page('projects/tasks', 'Tasks across projects, by assignee and due date.'),
  page('projects/gantt', 'A timeline of projects and their tasks.'),
];

export const PROJECTS_LINKS = [
  { label: 'Overview', to: '/app/projects/overview' },
  { label: 'Tasks', to: '/app/projects/tasks' },
  { label: 'Gantt Chart', to: '/app/projects/gantt' },
];
