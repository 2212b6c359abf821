// The projects pages that have been built, keyed by their manifest path; every other projects page
// shows its placeholder frame. Adding a page's screen is one line here (lazy, so each screen is its
// own chunk: the Gantt library's bytes load only with the Gantt page). Components render at
// `<path>/*` and may hold nested routes.
import { lazy } from 'react';
import type { PageComponents } from '@missionbase/app-config/page-components';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/projects/:projectId': lazy(() => import('./detail/ProjectDetailsPage').then((module) => ({ default: module.ProjectDetailsPage }))),
  '/app/projects/overview': lazy(() => import('./overview/ProjectsOverviewPage').then((module) => ({ default: module.ProjectsOverviewPage }))),
  '/app/projects/tasks': lazy(() => import('./tasks/TasksPage').then((module) => ({ default: module.TasksPage }))),
  '/app/projects/gantt': lazy(() => import('./gantt/GanttPage').then((module) => ({ default: module.GanttPage }))),
};
