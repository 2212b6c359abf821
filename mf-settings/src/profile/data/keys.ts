// Query keys of the Profile page. A profile belongs to a user, not an organization, so its key
// carries the user id where the organization would be ('profiles' changes are not org-scoped).
export const profileKeys = {
  profile: (userId: string) => ['profiles', userId, 'settings-profile'] as const,
};
