// Build of the supply chain remote: the shared factory with this remote's name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_supply_chain',
  kind: 'remote',
  port: 3004,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
  htmlTitle: 'Supply Chain (standalone) | Missionbase - Nonprofit Management',
});
