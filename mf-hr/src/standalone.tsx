// The human resources remote's standalone harness: signs in against the local backend, then mounts the
// area through its own lifecycles (the same ones any non-shell host would use).
import { startStandalone } from '@missionbase/mf-config/standalone-harness';
import { bootstrap, mount, unmount } from './lifecycles';
import { remoteLinks } from '@missionbase/app-config/remote-routes';

export function startHrStandalone(): Promise<void> {
  return startStandalone({
    lifecycles: { bootstrap, mount, unmount },
    area: 'Human Resources',
    basePath: '/app',
    homePath: '/app/hr/employees',
    links: remoteLinks('mf_hr'),
    requireSignIn: true,
  });
}
