// The signed-in user's role in the active organization (from the organizations list), and what it
// allows on the ledger screens: viewers read only; funds are managed by owners and admins (as the
// database's policies and functions say; the database refuses anyway).
import { activeOrganizationAtom, useSessionValue } from '@missionbase/session';

export interface LedgerPermissions {
  role: string | null;
  /** Accounts, journal entries, releases: owners, admins and members. */
  canEditLedger: boolean;
  /** Funds: owners and admins. */
  canManageFunds: boolean;
}

export function permissionsOf(role: string | null): LedgerPermissions {
  return {
    role,
    canEditLedger: role === 'owner' || role === 'admin' || role === 'member',
    canManageFunds: role === 'owner' || role === 'admin',
  };
}

export function useLedgerPermissions(): LedgerPermissions {
  const organization = useSessionValue(activeOrganizationAtom);
  return permissionsOf(organization?.role ?? null);
}
