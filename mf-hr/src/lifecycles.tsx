// Exposed as `mf_hr/lifecycles`: single-spa-react lifecycles mounting the human resources area alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import HrRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(HrRoutes, { basePath: '/app' });
