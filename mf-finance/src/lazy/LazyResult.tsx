// antd's Result (the kit's display entry, ~31 KiB gzip with its illustrations) for a page whose only
// Result is its error or not-found state: the entry loads when such a state first shows, not with the
// page. Pages that show display components on a cold load import them directly.
import { lazyComponent } from '@missionbase/app-config/lazy-panel';
import type { ResultProps } from '@missionbase/ui/display';

export const LazyResult = lazyComponent<ResultProps>(() => import('@missionbase/ui/display').then((module) => module.Result));
