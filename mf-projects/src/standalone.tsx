// The projects remote's standalone harness: signs in against the local backend, then mounts the
// area through its own lifecycles (the same ones any non-shell host would use).
import { startStandalone } from '@missionbase/mf-config/standalone-harness';
import { bootstrap, mount, unmount } from './lifecycles';
import { PROJECTS_LINKS } from './projects-pages';

export function startProjectsStandalone(): Promise<void> {
  return startStandalone({
    lifecycles: { bootstrap, mount, unmount },
    area: 'Projects',
    basePath: '/app',
    homePath: '/app/projects/overview',
    links: PROJECTS_LINKS,
    requireSignIn: true,
  });
}
