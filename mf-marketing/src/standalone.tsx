// The public site's standalone harness: no sign-in (every page is public); mounts the site
// through its own lifecycles.
import { startStandalone } from '@missionbase/mf-config/standalone-harness';
import { bootstrap, mount, unmount } from './lifecycles';

export function startMarketingStandalone(): Promise<void> {
  return startStandalone({
    lifecycles: { bootstrap, mount, unmount },
    area: 'Marketing',
    basePath: '/',
    homePath: '/',
    links: [],
    requireSignIn: false,
  });
}
