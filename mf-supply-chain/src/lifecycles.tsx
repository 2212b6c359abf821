// Exposed as `mf_supply_chain/lifecycles`: single-spa-react lifecycles mounting the supply chain area alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import SupplyChainRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(SupplyChainRoutes, { basePath: '/app' });
