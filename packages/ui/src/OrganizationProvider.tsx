// The organization the kit's components show and pick from: its name (the export and print
// headers), its bundle (the account, fund and project pickers' options, the fiscal year start of
// the period pickers). The kit knows no session: the app that holds the session provides this
// around its pages (packages/mf-config/src/SessionOrganizationProvider.tsx does it from the session's
// atoms for the shell and the isolated remotes). Without a provider the kit shows no organization.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { isoDateInZone, timeZoneOfBundle } from '@missionbase/domain/organization-today';

/** The organization bundle (get_organization_data) as the kit reads it: named lists and rows of untyped JSON. */
export type OrganizationBundle = Readonly<Record<string, unknown>>;

export interface KitOrganization {
  /** The active organization's id, or null when none is chosen. */
  id: string | null;
  name: string | null;
  /** Its bundle once loaded, else null. */
  data: OrganizationBundle | null;
  /** Today in the organization's time zone (yyyy-mm-dd), from the session; null to work it out from the bundle. */
  today: string | null;
}

const NO_ORGANIZATION: KitOrganization = { id: null, name: null, data: null, today: null };

const OrganizationContext = createContext<KitOrganization>(NO_ORGANIZATION);

export interface OrganizationProviderProps {
  id: string | null;
  name: string | null;
  data: OrganizationBundle | null;
  today?: string | null;
  children: ReactNode;
}

export function OrganizationProvider({ id, name, data, today = null, children }: OrganizationProviderProps) {
  const value = useMemo<KitOrganization>(() => ({ id, name, data, today }), [id, name, data, today]);
  return <OrganizationContext.Provider value={value}>{children}</OrganizationContext.Provider>;
}

/** The organization the nearest OrganizationProvider gives (none outside one). */
export function useKitOrganization(): KitOrganization {
  return useContext(OrganizationContext);
}

/**
 * Today in the organization's time zone (yyyy-mm-dd): the day every kit default (period and as-of
 * presets) starts from, never the browser's date.
 */
export function useOrganizationDay(): string {
  const organization = useKitOrganization();
  return organization.today ?? isoDateInZone(new Date(), timeZoneOfBundle(organization.data));
}
