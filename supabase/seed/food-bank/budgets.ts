// Budgets of the demo food bank in the versioned model (docs/budgets.md): last and this fiscal year's
// approved operating budgets (whole organization), the Backpack Weekend Meals project's approved
// budgets for every year it has spent in, and a draft revision of this year's operating budget. Figures follow the seeded
// ledger's own monthly pattern, so budget vs. actual looks like a healthy year (most lines within a
// few percent). Exactly three seeded draws, as before, so later modules draw the same numbers.
import type { OrganizationContext } from '../organization-context.ts';
import type { Funds, Projects } from './shared.ts';

/**
 * Lines of a draft budget from a fiscal year's actuals in a scope: each account's monthly actual
 * times a factor that depends only on the account code (deterministic, no random draw):
 * base + ((code * multiplier) mod 9 - 4) / 100.
 */
async function linesFromActuals(ctx: OrganizationContext, budgetId: string, actualsStart: string, projectId: string | null, base: number, multiplier: number): Promise<void> {
  await ctx.client.query(
    `insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
     select $1, $2, x.account_id, x.period_month,
            round(x.amount * ($5::numeric + ((coalesce(nullif(regexp_replace(a.code, '\\D', '', 'g'), ''), '0')::bigint * $6) % 9 - 4) / 100.0), -1)
     from private.budget_actuals_by_month($1, $3::date, null, $4::uuid) x
     join public.accounts a on a.id = x.account_id
     where x.period_month between 1 and 12
       and x.account_id in (select y.account_id from private.budget_actuals_by_month($1, $3::date, null, $4::uuid) y group by 1 having sum(y.amount) > 0)
     order by 3, 4`,
    [ctx.organizationId, budgetId, actualsStart, projectId, base, multiplier],
  );
}

export async function seedBudgets(ctx: OrganizationContext, funds: Funds, projects: Projects): Promise<void> {
  const r = ctx.random;
  const org = ctx.organizationId;
  const thisYear = ctx.today.getUTCFullYear();
  const lastYear = thisYear - 1;
  void funds; // operating budgets are organization-wide; fund budgets are for the user to add
  const [lastId, thisId, projectId] = [r.uuid(), r.uuid(), r.uuid()];
  const insert = async (id: string | null, name: string, year: number, project: string | null, notes: string): Promise<string> => {
    const result = await ctx.client.query<{ id: string }>(
      `insert into public.budgets (id, organization_id, name, fiscal_year, start_date, end_date, status, project_id, notes)
       values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, make_date($4, 1, 1), make_date($4, 12, 31), 'draft', $5, $6) returning id`,
      [id, org, name, year, project, notes],
    );
    return result.rows[0]?.id ?? '';
  };
  await insert(lastId, `FY${lastYear} Operating Budget`, lastYear, null, 'Adopted by the board in December.');
  await insert(thisId, `FY${thisYear} Operating Budget`, thisYear, null, 'Last year\'s plan grown about 3% for the new warehouse shifts.');
  await insert(projectId, `Backpack Weekend Meals FY${thisYear}`, thisYear, projects.backpacks, 'Grant-funded weekend meal packs for school children.');
  const lastProjectId = await insert(null, `Backpack Weekend Meals FY${lastYear}`, lastYear, projects.backpacks, 'Grant-funded weekend meal packs for school children.');
  const draftId = await insert(null, `FY${thisYear} Operating Budget (mid-year revision)`, thisYear, null, 'Draft: reflects the new grocery rescue partner; not yet approved.');

  // Last year's plan close to what happened; this year's built from last year's actuals, grown.
  await linesFromActuals(ctx, lastId, `${lastYear}-01-01`, null, 1, 7919);
  await linesFromActuals(ctx, thisId, `${lastYear}-01-01`, null, 1.03, 104729);
  // The project grew this year (more schools: about 13% more spent than last year in the seeded
  // ledger), and its budget says so; the dashboard compares the project's all-time spending with
  // every approved budget it has, so the months before last year (the ledger starts 23 months
  // back) get their own approved budget too. Without both, the project read as over budget in the
  // last weeks of every year, which no healthy demo should (demo-health test, [22.6]).
  await linesFromActuals(ctx, projectId, `${lastYear}-01-01`, projects.backpacks, 1.15, 31);
  await linesFromActuals(ctx, lastProjectId, `${lastYear}-01-01`, projects.backpacks, 1.05, 31);
  await linesFromActuals(ctx, draftId, `${lastYear}-01-01`, null, 1.05, 104729);
  const approved = [lastId, thisId, projectId, lastProjectId];
  const firstYear = ctx.start.getUTCFullYear();
  if (firstYear < lastYear) {
    const firstProjectId = await insert(null, `Backpack Weekend Meals FY${firstYear}`, firstYear, projects.backpacks, 'Grant-funded weekend meal packs for school children (the program\'s first months).');
    await linesFromActuals(ctx, firstProjectId, `${firstYear}-01-01`, projects.backpacks, 1.05, 31);
    approved.push(firstProjectId);
  }

  await ctx.client.query(`update public.budgets set status = 'approved' where id = any ($1::uuid[])`, [approved]);
}
