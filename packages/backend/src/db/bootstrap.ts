// Applies the backend's own bootstrap SQL (Supabase's built-in roles and schemas) and gives the
// `authenticator` login role its password, so the project's migrations and schema
// files run unchanged on top.
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import type { PoolClient } from 'pg';
import { onClient } from './transaction.ts';

const BOOTSTRAP_SQL = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8');

/**
 * The authenticator's password, derived from the JWT secret: stable across restarts, secret
 * whenever the JWT secret is, and nothing extra to configure or store.
 */
export function authenticatorPasswordFor(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('missionbase:authenticator-password').digest('hex');
}

export async function applyBootstrap(client: PoolClient, authenticatorPassword: string): Promise<void> {
  try {
    await onClient(client, async () => {
      await client.query(BOOTSTRAP_SQL);
      // ALTER ROLE takes no bound parameters; the password is hex (see above) and escaped anyway.
      await client.query(`alter role authenticator with login password ${client.escapeLiteral(authenticatorPassword)}`);
    });
  } catch (error) {
    throw new Error(`Database bootstrap failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
