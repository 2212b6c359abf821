// Last fiscal year closed by the demo owner, as a nonprofit does once its audit is done: the
// closing entry, the lock through the year's end, and its row on the Advanced settings page. Runs
// last, after every module has posted its history. close_fiscal_year checks the caller is an
// owner, so it runs with the owner's claims for this one statement's transaction.
import type { OrganizationContext } from '../organization-context.ts';
import { isoDate } from '../random.ts';

export async function seedYearEndClose(ctx: OrganizationContext, userId: string): Promise<void> {
  const startMonth = await ctx.client.query<{ month: number }>('select fiscal_year_start_month as month from public.organization_settings where organization_id = $1', [ctx.organizationId]);
  const month = startMonth.rows[0]?.month ?? 1;
  const today = ctx.today;
  // The fiscal year in progress starts on the last start-month first day on or before today.
  const startYear = today.getUTCMonth() + 1 >= month ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const lastYearEnd = new Date(Date.UTC(startYear, month - 1, 0));
  // Only when the seed holds a whole year before it (the seed's history is about two years).
  if (lastYearEnd <= ctx.start) return;
  await ctx.client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  await ctx.client.query('select public.close_fiscal_year($1, $2::date)', [ctx.organizationId, isoDate(lastYearEnd)]);
  await ctx.client.query(`select set_config('request.jwt.claims', '', true)`);
}
