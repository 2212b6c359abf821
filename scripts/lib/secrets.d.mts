// Types of secrets.mjs for the TypeScript callers (tests).
export interface InstallationSecrets {
  jwtSecret: string;
  stripeWebhookSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  created: boolean;
  file: string;
  env: { JWT_SECRET: string; STRIPE_WEBHOOK_SECRET: string };
}

export const SECRETS_FILE: string;
export const PUBLISHED_SECRETS: { jwtSecret: string; stripeWebhookSecret: string };
export function apiKeysFor(jwtSecret: string): { anonKey: string; serviceRoleKey: string };
export function installationSecrets(options?: { file?: string; env?: Record<string, string | undefined> }): InstallationSecrets;
export function ephemeralSecrets(): Omit<InstallationSecrets, 'created' | 'file'>;
