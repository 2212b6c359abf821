// Build of the finance remote: the shared factory with this remote's name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_finance',
  kind: 'remote',
  port: 3001,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx', './dashboard-widgets': './src/dashboard/dashboard-widgets.tsx' },
  htmlTitle: 'Finance (standalone) | Missionbase - Nonprofit Management',
});
