// Build of the shell (the federation host): the shared factory; remotes are registered at runtime.
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

export default createAppConfig({ name: 'shell', kind: 'host', port: 3000, dir: import.meta.dirname });
