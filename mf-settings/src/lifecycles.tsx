// Exposed as `mf_settings/lifecycles`: single-spa-react lifecycles mounting the settings area alone.
import { createLifecycles } from '@missionbase/mf-config/lifecycles';
import SettingsRoutes from './routes';

export const { bootstrap, mount, unmount } = createLifecycles(SettingsRoutes, { basePath: '/app' });
