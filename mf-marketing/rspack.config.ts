// Build of the marketing remote (the public site): the shared factory with its name, port and exposes.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({
  name: 'mf_marketing',
  kind: 'remote',
  port: 3006,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx' },
});
