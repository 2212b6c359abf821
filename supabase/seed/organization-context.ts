// What the demo generators need to know about an organization the sign-up trigger provisioned:
// its id, chart of accounts by code, general fund, and the seed's random source and calendar.
import type { PoolClient } from 'pg';
import type { SeededRandom } from './random.ts';

export interface OrganizationContext {
  client: PoolClient;
  random: SeededRandom;
  organizationId: string;
  /** Account id by chart code ('1010' -> Cash - Operating ...). */
  accounts: Map<string, string>;
  generalFundId: string;
  /** The last day of activity (the seed's "today"). */
  today: Date;
  /** The first day of activity. */
  start: Date;
}

export async function loadOrganizationContext(
  client: PoolClient,
  random: SeededRandom,
  organizationId: string,
  today: Date,
  start: Date,
): Promise<OrganizationContext> {
  const accounts = await client.query<{ code: string; id: string }>('select code, id from public.accounts where organization_id = $1', [organizationId]);
  const settings = await client.query<{ default_fund_id: string }>('select default_fund_id from public.organization_settings where organization_id = $1', [organizationId]);
  const fund = settings.rows[0]?.default_fund_id;
  if (!fund) throw new Error(`Organization ${organizationId} has no general fund`);
  return {
    client,
    random,
    organizationId,
    accounts: new Map(accounts.rows.map((row) => [row.code, row.id])),
    generalFundId: fund,
    today,
    start,
  };
}

export function account(ctx: OrganizationContext, code: string): string {
  const id = ctx.accounts.get(code);
  if (!id) throw new Error(`No account ${code} in the chart`);
  return id;
}

/** Posts a manual journal entry through the ledger's one posting function. */
export async function postEntry(
  ctx: OrganizationContext,
  date: string,
  description: string,
  sourceType: 'manual' | 'opening_balance',
  lines: Array<{ account_id: string; fund_id: string; debit?: string; credit?: string; project_id?: string }>,
): Promise<void> {
  await ctx.client.query('select private.post_entry($1, $2::date, $3, $4, null, $5::jsonb)', [
    ctx.organizationId,
    date,
    description,
    sourceType,
    JSON.stringify(lines),
  ]);
}
