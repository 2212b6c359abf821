// The kit's organization from the session: the active organization's id and name and its bundle,
// from the session's atoms into @missionbase/ui's OrganizationProvider, so the kit's pickers, export
// and print headers show the organization without importing the session. The shell renders it around
// the signed-in area; an isolated remote's lifecycles around the remote.
import type { ReactNode } from 'react';
import { activeOrganizationAtom, organizationDataAtom, useSessionValue } from '@missionbase/session';
import { OrganizationProvider } from '@missionbase/ui';

export function SessionOrganizationProvider({ children }: { children: ReactNode }) {
  const organization = useSessionValue(activeOrganizationAtom);
  const data = useSessionValue(organizationDataAtom);
  return (
    <OrganizationProvider id={organization?.id ?? null} name={organization?.name ?? null} data={data}>
      {children}
    </OrganizationProvider>
  );
}
