// The document e-mail quotas (docs/security.md): how many mails one person and one organization may
// queue per hour. queue_document_email counts them in Postgres from private.document_email_limits;
// the product worker writes that row from the environment when a variable is set, so every backend
// instance started with the same variables enforces the same numbers.
import type { Pool } from 'pg';

export interface DocumentEmailLimits {
  perUserPerHour?: number;
  perOrganizationPerHour?: number;
}

const VARIABLES = {
  perUserPerHour: 'MB_DOCUMENT_EMAIL_PER_USER_PER_HOUR',
  perOrganizationPerHour: 'MB_DOCUMENT_EMAIL_PER_ORGANIZATION_PER_HOUR',
} as const;

/** The limits the environment sets (unset variables are left out); a value that is not a whole number above 0 is refused. */
export function documentEmailLimitsFromEnv(env: NodeJS.ProcessEnv): DocumentEmailLimits {
  const limits: DocumentEmailLimits = {};
  for (const [key, name] of Object.entries(VARIABLES) as Array<[keyof DocumentEmailLimits, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`Invalid ${name}: ${raw} (a whole number of mails above 0)`);
    limits[key] = value;
  }
  return limits;
}

/** Writes the limits that are set; the others keep the database's values. */
export async function applyDocumentEmailLimits(adminPool: Pool, limits: DocumentEmailLimits): Promise<void> {
  if (limits.perUserPerHour === undefined && limits.perOrganizationPerHour === undefined) return;
  await adminPool.query(
    `update private.document_email_limits
        set per_user_per_hour = coalesce($1::integer, per_user_per_hour),
            per_organization_per_hour = coalesce($2::integer, per_organization_per_hour),
            updated_at = now()`,
    [limits.perUserPerHour ?? null, limits.perOrganizationPerHour ?? null],
  );
}
