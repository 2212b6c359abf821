// Build of the projects remote: the shared factory with this remote's name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_projects',
  kind: 'remote',
  port: 3002,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx', './dashboard-widgets': './src/dashboard/dashboard-widgets.tsx' },
  htmlTitle: 'Projects (standalone) | Missionbase - Nonprofit Management',
});
