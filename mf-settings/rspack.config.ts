// Build of the settings remote: the shared factory with this remote's name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_settings',
  kind: 'remote',
  port: 3005,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
  htmlTitle: 'Settings (standalone) | Missionbase - Nonprofit Management',
});
