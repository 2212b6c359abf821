// Last fiscal year closed by the demo owner, as a nonprofit does once its audit is done: the
// closing entry, the lock through the year's end, and its row on the Advanced settings page. Runs
// last, after every module has posted its history. close_fiscal_year checks the caller is an
// owner, so it runs with the owner's claims for this one statement's transaction.
import type { OrganizationContext } from '../organization-context.ts';
import { isoDate } from '../random.ts';

export async function seedYearEndClose(ctx: OrganizationContext, userId: string): Promise<void> {
  // The year that has ended by the organization's own calendar (its fiscal year start, and today
  // in its time zone), which close_fiscal_year checks: in the first hours of a UTC day the
  // organization's date can still be the seed's yesterday, so on 1 January that is not last year.
  const { rows } = await ctx.client.query<{ year_end: string }>(
    `select (private.fiscal_year_start($1, private.today_for_organization($1)) - 1)::text as year_end`,
    [ctx.organizationId],
  );
  const yearEnd = rows[0]?.year_end;
  // Only when the seed holds a whole year before it (the seed's history is about two years).
  if (!yearEnd || yearEnd <= isoDate(ctx.start)) return;
  await ctx.client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  await ctx.client.query('select public.close_fiscal_year($1, $2::date)', [ctx.organizationId, yearEnd]);
  await ctx.client.query(`select set_config('request.jwt.claims', '', true)`);
}
