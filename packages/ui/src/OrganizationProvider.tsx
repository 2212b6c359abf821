// The organization the kit's components show and pick from: its name (the export and print
// headers), its bundle (the account, fund and project pickers' options, the fiscal year start of
// the period pickers). The kit knows no session: the app that holds the session provides this
// around its pages (packages/mf-config/src/SessionOrganizationProvider.tsx does it from the session's
// atoms for the shell and the isolated remotes). Without a provider the kit shows no organization.
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The organization bundle (get_organization_data) as the kit reads it: named lists and rows of untyped JSON. */
export type OrganizationBundle = Readonly<Record<string, unknown>>;

export interface KitOrganization {
  /** The active organization's id, or null when none is chosen. */
  id: string | null;
  name: string | null;
  /** Its bundle once loaded, else null. */
  data: OrganizationBundle | null;
}

const NO_ORGANIZATION: KitOrganization = { id: null, name: null, data: null };

const OrganizationContext = createContext<KitOrganization>(NO_ORGANIZATION);

export interface OrganizationProviderProps {
  id: string | null;
  name: string | null;
  data: OrganizationBundle | null;
  children: ReactNode;
}

export function OrganizationProvider({ id, name, data, children }: OrganizationProviderProps) {
  const value = useMemo<KitOrganization>(() => ({ id, name, data }), [id, name, data]);
  return <OrganizationContext.Provider value={value}>{children}</OrganizationContext.Provider>;
}

/** The organization the nearest OrganizationProvider gives (none outside one). */
export function useKitOrganization(): KitOrganization {
  return useContext(OrganizationContext);
}
