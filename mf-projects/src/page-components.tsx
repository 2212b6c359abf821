// The projects pages that have been built, keyed by their manifest path; every other projects page
// shows its placeholder frame. Adding a page's screen is one line here (lazy, so each screen is its
// own chunk). Components render at `<path>/*` and may hold nested routes.
import type { PageComponents } from '@missionbase/app-config/page-components';
import { ProjectDetailsPage } from './ProjectDetailsPage';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/projects/:projectId': ProjectDetailsPage,
};
