// The projects pages that have been built, keyed by their manifest path; every other projects page
// shows its placeholder frame. Adding a page's screen is one line here (lazy, so each screen is its
// own chunk: the Gantt library's bytes load only with the Gantt page). Components render at
// `<path>/*` and may hold nested routes.
// The same table gives each page's preload: the shell's sidebar calls `preloadPage` (exported by
// routes.tsx) on hover or focus, so the page's chunk is in before the click.
import { lazy } from 'react';
import { lazyPageComponents, pagePreloader, type PageLoaders } from '@missionbase/app-config/page-loaders';

/** Each built page's code, keyed by its manifest path. */
export const PAGE_LOADERS: PageLoaders = {
  '/app/projects/:projectId': () => import('./detail/ProjectDetailsPage').then((module) => ({ default: module.ProjectDetailsPage })),
  '/app/projects/overview': () => import('./overview/ProjectsOverviewPage').then((module) => ({ default: module.ProjectsOverviewPage })),
  '/app/projects/tasks': () => import('./tasks/TasksPage').then((module) => ({ default: module.TasksPage })),
  '/app/projects/gantt': () => import('./gantt/GanttPage').then((module) => ({ default: module.GanttPage })),
};

export const PAGE_COMPONENTS = lazyPageComponents(PAGE_LOADERS, lazy);

export const preloadPage = pagePreloader(PAGE_LOADERS);
