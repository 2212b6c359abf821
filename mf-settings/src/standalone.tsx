// The settings remote's standalone harness: signs in against the local backend, then mounts the
// area through its own lifecycles (the same ones any non-shell host would use).
import { startStandalone } from '@missionbase/mf-config/standalone-harness';
import { bootstrap, mount, unmount } from './lifecycles';
import { SETTINGS_LINKS } from './settings-pages';

export function startSettingsStandalone(): Promise<void> {
  return startStandalone({
    lifecycles: { bootstrap, mount, unmount },
    area: 'Settings',
    basePath: '/app',
    homePath: '/app/settings/profile',
    links: SETTINGS_LINKS,
    requireSignIn: true,
  });
}
