// The kit's organization from the session: the active organization's id and name and its bundle,
// from the session's atoms into @missionbase/ui's OrganizationProvider, so the kit's pickers, export
// and print headers show the organization without importing the session. The shell renders it around
// the signed-in area; an isolated remote's lifecycles around the remote. It also gives the kit the
// organization's today (the session's organizationTodayAtom).
import type { ReactNode } from 'react';
import { activeOrganizationAtom, organizationDataAtom, useOrganizationToday, useSessionValue } from '@missionbase/session';
import { OrganizationProvider } from '@missionbase/ui';

export function SessionOrganizationProvider({ children }: { children: ReactNode }) {
  const organization = useSessionValue(activeOrganizationAtom);
  const data = useSessionValue(organizationDataAtom);
  const today = useOrganizationToday();
  return (
    <OrganizationProvider id={organization?.id ?? null} name={organization?.name ?? null} data={data} today={today}>
      {children}
    </OrganizationProvider>
  );
}
