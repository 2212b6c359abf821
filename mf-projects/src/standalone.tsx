// The projects remote's standalone harness: signs in against the local backend, then mounts the
// area through its own lifecycles (the same ones any non-shell host would use).
import { startStandalone } from '@missionbase/mf-config/standalone-harness';
import { bootstrap, mount, unmount } from './lifecycles';
import { remoteLinks } from '@missionbase/app-config/remote-routes';

export function startProjectsStandalone(): Promise<void> {
  return startStandalone({
    lifecycles: { bootstrap, mount, unmount },
    area: 'Projects',
    basePath: '/app',
    homePath: '/app/projects/overview',
    links: remoteLinks('mf_projects'),
    requireSignIn: true,
  });
}
