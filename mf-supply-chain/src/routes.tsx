// Exposed as `mf_supply_chain/routes`: the supply chain area's routes, one per manifest page, each built page
// from page-components.tsx (the shared factory, @missionbase/mf-config/area-routes, lays them out).
import { createAreaRoutes } from '@missionbase/mf-config/area-routes';
import { PAGE_COMPONENTS } from './page-components';

/** The shell calls it on hover or focus of a link to this area: the page's chunk loads before the click. */
export { preloadPage } from './page-components';

export default createAreaRoutes('mf_supply_chain', PAGE_COMPONENTS);
