// Build of the human resources remote: the shared factory with this remote's name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_hr',
  kind: 'remote',
  port: 3003,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
  htmlTitle: 'Human Resources (standalone) | Missionbase - Nonprofit Management',
});
