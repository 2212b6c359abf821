// Project figures (progress, overdue counts) also change when a task changes, but their keys live
// under ['ledger', org] for the money. A zero-cost query keyed ['project_tasks', org, 'version']
// is invalidated by every realtime change of project_tasks (key prefix contract); when it
// refetches, the project keys are invalidated too.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@missionbase/session';
import { projectKeys, taskKeys } from './keys';

export function useRefreshOnTaskChanges(organizationId: string | null): void {
  const version = useQuery({
    queryKey: taskKeys.version(organizationId ?? ''),
    queryFn: () => Date.now(),
    enabled: Boolean(organizationId),
    staleTime: Infinity,
  });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version.data === undefined || !organizationId) return;
    if (seen.current !== undefined && seen.current !== version.data) {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all(organizationId) });
    }
    seen.current = version.data;
  }, [version.data, organizationId]);
}
