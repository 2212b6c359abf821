// What the demo generators need to know about an organization the sign-up trigger provisioned:
// its id, chart of accounts by code, general fund, and the seed's random source and calendar.
import type { PoolClient } from 'pg';
import type { SeededRandom } from './random.ts';
import { money } from './random.ts';

export interface OrganizationContext {
  client: PoolClient;
  random: SeededRandom;
  organizationId: string;
  /** Account id by chart code ('1010' -> Cash - Operating ...). */
  accounts: Map<string, string>;
  /** Account id by the role the ledger knows it by ('cash', 'released_from_restriction' ...). */
  systemAccounts: Map<string, string>;
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
  const accounts = await client.query<{ code: string; id: string; system_key: string | null }>('select code, id, system_key from public.accounts where organization_id = $1', [organizationId]);
  const settings = await client.query<{ default_fund_id: string }>('select default_fund_id from public.organization_settings where organization_id = $1', [organizationId]);
  const fund = settings.rows[0]?.default_fund_id;
  if (!fund) throw new Error(`Organization ${organizationId} has no general fund`);
  return {
    client,
    random,
    organizationId,
    accounts: new Map(accounts.rows.map((row) => [row.code, row.id])),
    systemAccounts: new Map(accounts.rows.flatMap((row) => (row.system_key ? [[row.system_key, row.id] as const] : []))),
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

export function systemAccount(ctx: OrganizationContext, key: string): string {
  const id = ctx.systemAccounts.get(key);
  if (!id) throw new Error(`No ${key} account in the chart`);
  return id;
}

/**
 * Releases what a donor-restricted fund paid for (ASU 2016-14), as the Funds screen's
 * release_fund_restriction posts it: the release account and the cash move from the restricted
 * fund to the fund that spent the money. Never more than the restricted fund holds on that date,
 * so a restricted fund is never overspent. Returns the amount released, in cents.
 */
export async function releaseRestriction(
  ctx: OrganizationContext,
  date: string,
  restrictedFundId: string,
  toFundId: string,
  spentCents: number,
  description: string,
): Promise<number> {
  const held = await ctx.client.query<{ balance: string }>('select balance::text from private.fund_balances($1, $2::date) where fund_id = $3', [ctx.organizationId, date, restrictedFundId]);
  const heldCents = Math.round(Number(held.rows[0]?.balance ?? '0') * 100);
  const cents = Math.min(spentCents, heldCents);
  if (cents <= 0) return 0;
  const amount = money(cents);
  const release = systemAccount(ctx, 'released_from_restriction');
  const cash = systemAccount(ctx, 'cash');
  await postEntry(ctx, date, description, 'manual', [
    { account_id: release, fund_id: restrictedFundId, debit: amount },
    { account_id: cash, fund_id: restrictedFundId, credit: amount },
    { account_id: cash, fund_id: toFundId, debit: amount },
    { account_id: release, fund_id: toFundId, credit: amount },
  ]);
  return cents;
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
