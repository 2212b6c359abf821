// Query keys of the organization settings pages: `[<table>, organizationId, ...]`, so a realtime
// change of the organization or of its settings row refetches them.
export const organizationSettingsKeys = {
  settings: (organizationId: string) => ['organization_settings', organizationId, 'settings-pages'] as const,
  organization: (organizationId: string) => ['organizations', organizationId, 'settings-pages'] as const,
};
