// Exposed as `mf_marketing/lifecycles`: single-spa-react lifecycles mounting the public site alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import MarketingRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(MarketingRoutes, { basePath: '/' });
