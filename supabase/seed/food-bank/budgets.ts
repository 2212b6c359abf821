// Budgets of the demo food bank in the versioned model (docs/budgets.md): last and this fiscal year's
// approved operating budgets (whole organization), the Backpack Weekend Meals project's approved
// budgets for every year it has spent in, and a draft revision of this year's operating budget. Figures follow the seeded
// ledger's own monthly pattern, so budget vs. actual looks like a healthy year (most lines within a
// few percent). Exactly three seeded draws, as before, so later modules draw the same numbers.
import type { OrganizationContext } from '../organization-context.ts';
import { monthsOverBy } from '../random.ts';
import type { Funds, Projects } from './shared.ts';

/** Where a budget's months take their figures from: a fiscal year's actuals, months first..last, times base. */
interface ActualsSource {
  start: string;
  firstMonth: number;
  lastMonth: number;
  base: number;
}

/**
 * Lines of a draft budget from actuals in a scope: each month's actual from its source times a
 * factor that depends only on the account code (deterministic, no random draw):
 * base + ((code * multiplier) mod 9 - 4) / 100. Accounts whose figures add up to nothing above
 * zero get no lines.
 */
async function linesFromActuals(ctx: OrganizationContext, budgetId: string, projectId: string | null, multiplier: number, sources: ActualsSource[]): Promise<void> {
  await ctx.client.query(
    `with source as (
       select * from jsonb_to_recordset($4::jsonb) as s (start date, "firstMonth" int, "lastMonth" int, base numeric)
     ), x as (
       select y.account_id, y.period_month, y.amount, s.base
       from source s cross join lateral private.budget_actuals_by_month($1, s.start, null, $3::uuid) y
       where y.period_month between s."firstMonth" and s."lastMonth"
     )
     insert into public.budget_line_items (organization_id, budget_id, account_id, period_month, amount)
     select $1, $2, x.account_id, x.period_month,
            round(x.amount * (x.base + ((coalesce(nullif(regexp_replace(a.code, '\\D', '', 'g'), ''), '0')::bigint * $5) % 9 - 4) / 100.0), -1)
     from x
     join public.accounts a on a.id = x.account_id
     where x.account_id in (select z.account_id from x z group by 1 having sum(z.amount) > 0)
     order by 3, 4`,
    [ctx.organizationId, budgetId, projectId, JSON.stringify(sources), multiplier],
  );
}

/** The whole fiscal year starting `start` from its own actuals, times base. */
const wholeYear = (start: string, base: number): ActualsSource[] => [{ start, firstMonth: 1, lastMonth: 12, base }];

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

  // Last year's plan close to what happened. This year's too for the months that are over, and
  // last year's same month grown 3% for the months ahead: the seed draws its ledger at random and
  // its history starts 23 months back, so a plan from last year alone is out by the campaign
  // gifts, the loan's and the truck's first full year and a month's noise, and budget vs. actual
  // read as off track on some days of the year and not on others.
  const monthsBehind = monthsOverBy(ctx.today);
  await linesFromActuals(ctx, lastId, null, 7919, wholeYear(`${lastYear}-01-01`, 1));
  await linesFromActuals(ctx, thisId, null, 104729, [
    { start: `${thisYear}-01-01`, firstMonth: 1, lastMonth: monthsBehind, base: 1 },
    { start: `${lastYear}-01-01`, firstMonth: monthsBehind + 1, lastMonth: 12, base: 1.03 },
  ]);
  // The project grew this year (more schools: about 13% more spent than last year in the seeded
  // ledger), and its budget says so; the dashboard compares the project's all-time spending with
  // every approved budget it has, so the months before last year (the ledger starts 23 months
  // back) get their own approved budget too. Without both, the project would read as over budget in
  // the last weeks of every year, which no healthy demo should
  // (tests/demo-health.integration.test.ts).
  await linesFromActuals(ctx, projectId, projects.backpacks, 31, wholeYear(`${lastYear}-01-01`, 1.15));
  await linesFromActuals(ctx, lastProjectId, projects.backpacks, 31, wholeYear(`${lastYear}-01-01`, 1.05));
  await linesFromActuals(ctx, draftId, null, 104729, wholeYear(`${lastYear}-01-01`, 1.05));
  const approved = [lastId, thisId, projectId, lastProjectId];
  const firstYear = ctx.start.getUTCFullYear();
  if (firstYear < lastYear) {
    const firstProjectId = await insert(null, `Backpack Weekend Meals FY${firstYear}`, firstYear, projects.backpacks, 'Grant-funded weekend meal packs for school children (the program\'s first months).');
    await linesFromActuals(ctx, firstProjectId, projects.backpacks, 31, wholeYear(`${firstYear}-01-01`, 1.05));
    approved.push(firstProjectId);
  }

  await ctx.client.query(`update public.budgets set status = 'approved' where id = any ($1::uuid[])`, [approved]);
}
