// Query keys of the Users page: `[<table>, organizationId, ...]`, so a realtime change of a
// membership or an invitation refetches them.
export const usersKeys = {
  members: (organizationId: string) => ['organization_members', organizationId, 'settings-users'] as const,
  invitations: (organizationId: string) => ['invitations', organizationId, 'settings-users'] as const,
};
