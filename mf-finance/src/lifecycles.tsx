// Exposed as `mf_finance/lifecycles`: single-spa-react lifecycles mounting the finance area alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import FinanceRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(FinanceRoutes, { basePath: '/app' });
