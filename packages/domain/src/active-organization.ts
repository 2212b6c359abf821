// Which organization is active after the organizations load (SPEC section 4, ORG-4).

export const ACTIVE_ORGANIZATION_STORAGE_KEY = 'missionbase.activeOrganizationId';

/** The stored choice when it is still a membership, else the first organization, else none. */
export function chooseActiveOrganizationId(organizations: readonly { id: string }[], storedId: string | null): string | null {
  if (storedId && organizations.some((organization) => organization.id === storedId)) return storedId;
  return organizations[0]?.id ?? null;
}
