// Exposed as `mf_projects/lifecycles`: single-spa-react lifecycles mounting the projects area alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import ProjectsRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(ProjectsRoutes, { basePath: '/app' });
